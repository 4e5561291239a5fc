/**
 * Issue 28: a product's catalogue entry is declared once (contracts/src/catalogue.ts) and the server's
 * price tables and names are made from it. The catalogue itself holds what SPEC §1, §2 and §9 say.
 */
import { CAPACITY_PRICES, EDITION_PRICES, editionName, PRODUCTS, productById, SERVICE_PACKAGES } from '@greenroom/contracts';
import { describe, expect, it } from 'vitest';
import { EDITION_NAMES, PRODUCT_NAMES as MARKETING_NAMES } from '../src/modules/marketingCatalogue';
import { PRODUCT_NAMES, priceTable } from '../src/modules/trxorder/trxorderPrices';

describe('issue 28: the one product catalogue', () => {
  it('SPEC §1: fifteen products; live, photo and events have three editions, photo enterprise is edition 3 (§9); micro-website and AI are NEW', () => {
    expect(PRODUCTS.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    for (const id of [1, 2, 3]) expect(Object.keys(productById(id)?.editions ?? {})).toEqual(['1', '2', '3']);
    expect(editionName(2, 3)).toBe('企业版');
    expect(PRODUCTS.filter((p) => p.tag === 'NEW').map((p) => p.id)).toEqual([5, 14]);
  });

  it('SPEC §2 "Product drawer": live: live, photo; events: events, micro-website, AI, private cloud; service: 8, 9; support: 10, 11, 7, 13', () => {
    const group = (g: string) => PRODUCTS.filter((p) => p.group === g).map((p) => p.id);
    expect(group('live')).toEqual([1, 2]);
    expect(new Set(group('events'))).toEqual(new Set([3, 5, 14, 15]));
    expect(group('service')).toEqual([8, 9]);
    expect(new Set(group('support'))).toEqual(new Set([10, 11, 7, 13]));
  });

  it('the price tables of /srv/trxorder are the catalogue’s prices and names', () => {
    for (const product of [1, 2, 3] as const) {
      const table = priceTable(2, { product }, false);
      for (const item of table?.items ?? []) {
        expect(item.originalPrice).toBe(EDITION_PRICES[product][item.type ?? 0]?.[item.months as 1 | 12]);
        expect(item.title.startsWith(`${productById(product)?.shortName}${editionName(product, item.type ?? 0)} `)).toBe(true);
      }
    }
    expect(priceTable(1, {}, false)?.items.map((i) => i.originalPrice)).toEqual(Object.values(CAPACITY_PRICES));
    expect(priceTable(3, {}, false)?.items.map((i) => i.originalPrice)).toEqual(Object.values(SERVICE_PACKAGES).map((p) => p.price));
    expect(PRODUCT_NAMES).toEqual({ 1: '直播', 2: '云摄影', 3: '活动', 4: '会拍' });
  });

  it('the marketing centre names products and editions from the catalogue', () => {
    for (const id of [1, 2, 3] as const) {
      expect(MARKETING_NAMES[id]).toBe(productById(id)?.shortName);
      expect(EDITION_NAMES[id]).toEqual(productById(id)?.editions);
    }
  });
});
