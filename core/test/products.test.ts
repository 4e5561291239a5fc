/**
 * Issue 29: the console shows the product catalogue (names, descriptions, keywords, editions) in the
 * page's language — the catalogue's English (PRODUCTS_EN) in en-US — while the catalogue the server
 * reads for prices, orders and invoices stays Chinese.
 */
import { PRODUCTS as CATALOGUE, PRODUCTS_EN } from '@greenroom/contracts/catalogue';
import { type Locale, setLocaleSource } from '@greenroom/contracts/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { editionName, PRODUCTS, productById } from '../src/products';

const HAN = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

let previous: ReturnType<typeof setLocaleSource> = null;
const speak = (locale: Locale) => {
  previous = setLocaleSource(() => locale);
};
afterEach(() => {
  setLocaleSource(previous);
});

describe('issue 29: the product catalogue in the page’s language', () => {
  it('the English side has every product, keyword and edition of the Chinese, and no Chinese', () => {
    for (const product of CATALOGUE) {
      const english = PRODUCTS_EN[product.id];
      expect(english, `product ${product.id}`).toBeTruthy();
      expect(english.keywords).toHaveLength(product.keywords.length);
      expect(Object.keys(english.editions)).toEqual(Object.keys(product.editions));
      expect(english.shortName === undefined).toBe(product.shortName === undefined);
      expect(JSON.stringify(english)).not.toMatch(HAN);
    }
    expect(Object.keys(PRODUCTS_EN).map(Number)).toEqual(CATALOGUE.map((p) => p.id));
  });

  it('core’s products read Chinese by default and English in en-US, the same objects in both', () => {
    speak('zh-CN');
    const live = productById(1);
    expect(live?.title).toBe('视频直播');
    expect(editionName(2, 3)).toBe('企业版');
    speak('en-US');
    expect(live?.title).toBe('Live streaming');
    expect(live?.shortName).toBe('Live');
    expect(live?.editions[1]).toBe('Flagship');
    expect(editionName(2, 3)).toBe('Enterprise');
    expect(productById(15)?.keywords).toEqual(['Private deployment', 'SDK', 'API']);
    expect(JSON.stringify(PRODUCTS)).not.toMatch(HAN);
  });

  it('ids, tags and drawer groups are the catalogue’s in both languages; the server’s catalogue stays Chinese', () => {
    speak('en-US');
    expect(PRODUCTS.map((p) => [p.id, p.tag, p.group])).toEqual(CATALOGUE.map((p) => [p.id, p.tag, p.group]));
    expect(productById(4)?.shortName).toBe('Huipai');
    expect(productById(5)?.shortName).toBeUndefined();
    expect(CATALOGUE[0].title).toBe('视频直播');
  });
});
