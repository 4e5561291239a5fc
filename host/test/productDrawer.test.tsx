import { definePlugin } from '@greenroom/sdk';
import { fakeConfig } from '@greenroom/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCTS, productById } from '../src/products/catalogue';
import { ProductDrawerProvider, ProductDrawerTrigger } from '../src/shell/drawer';
import { drawerContent } from '../src/shell/drawer/drawerCards';
import ProductDrawer, { PRODUCT_DRAWER_WIDTH } from '../src/shell/drawer/ProductDrawer';
import { renderWithRegistry } from './renderWithRegistry';

const DAY = 86_400_000;
const LIVE_ADMIN = 'http://localhost/admin/activity/live';

/** Contributes the card of product 1 with its own back-office address, as the live plugin does. */
const live = definePlugin({
  id: 'live',
  sdk: '^2',
  setup(ctx) {
    ctx.addProductCard({ productId: 1, hot: true, href: LIVE_ADMIN });
  },
});

const now = Date.now();
const entitlements = [
  { product: 1, proType: 2, expireTime: new Date(now + 200 * DAY).toISOString() },
  { product: 3, proType: 1, expireTime: new Date(now - 10 * DAY).toISOString() },
];

async function renderDrawer(onClose = () => {}) {
  const view = await renderWithRegistry(<ProductDrawer visible onClose={onClose} />, { plugins: [live], session: { entitlements } });
  const dialog = await screen.findByRole('dialog');
  return { ...view, dialog };
}

/** The card buttons of one drawer section, by their titles. */
function cardTitles(section: HTMLElement) {
  return [...section.querySelectorAll('.gr-product-card-title')].map((t) => t.textContent);
}

function sectionNamed(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('SPEC §2 "Product drawer"', () => {
  it('opens from the left, 1440 wide, named 产品与服务', async () => {
    const { dialog } = await renderDrawer();
    expect(PRODUCT_DRAWER_WIDTH).toBe(1440);
    expect(dialog.style.width).toBe('1440px');
    expect(document.querySelector('.semi-sidesheet-left')).not.toBeNull();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('产品与服务');
  });

  it('shows hot recommendations on top, then Live, Events, Service and Support with their cards in order', async () => {
    const { dialog } = await renderDrawer();
    const headings = within(dialog)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['热门推荐', '直播', '活动', '服务', '支持']);
    expect(cardTitles(sectionNamed('热门推荐'))).toEqual(['视频直播', '云摄影']);
    expect(cardTitles(sectionNamed('直播'))).toEqual(['视频直播', '云摄影']);
    expect(cardTitles(sectionNamed('活动'))).toEqual(['活动管理', '微站', 'AI 策划助手', '私有云']);
    expect(cardTitles(sectionNamed('服务'))).toEqual(['现场摄影预约', '活动全案策划']);
    expect(cardTitles(sectionNamed('支持'))).toEqual(['学院', '媒体分发', '问卷调查', '海外服务']);
  });

  it('SPEC §1: each card has its title, description, keywords and HOT or NEW tag', async () => {
    await renderDrawer();
    const site = within(sectionNamed('活动')).getByRole('link', { name: /微站/ });
    expect(site.textContent).toContain('活动官网与专题页一站搭建');
    expect(site.textContent).toContain('建站');
    expect(site.querySelector('.gr-product-tag')?.textContent).toBe('NEW');
    expect(
      within(sectionNamed('直播'))
        .getByRole('link', { name: /云摄影/ })
        .querySelector('.gr-product-tag')?.textContent,
    ).toBe('HOT');
  });

  it("issue 28: a plugin's card gives its product's back office, the texts stay the catalogue's; a page of the console opens in the same tab, closing the drawer", async () => {
    const onClose = vi.fn();
    const { services, router } = await renderDrawer(onClose);
    const card = within(sectionNamed('直播')).getByRole('link', { name: /视频直播/ });
    expect(card.textContent).toContain(productById(1)?.description);
    expect(card.textContent).toContain('多机位高清直播、图文直播与互动营销');
    // A real link (Ctrl-click and middle click open it in a new tab), not opened by the console then.
    expect(card.getAttribute('href')).toBe(LIVE_ADMIN);
    expect(card.getAttribute('target')).toBeNull();
    expect(fireEvent.click(card, { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/basic');
    // A plain click: the router, no new tab.
    expect(fireEvent.click(card)).toBe(false);
    expect(router.state.location.pathname).toBe('/activity/live');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(services.opened).toEqual([]);
  });

  it('issue 24 §1: a product without a plugin opens its configured back office, else its page on the home site, in a new tab (the drawer stays open)', async () => {
    const onClose = vi.fn();
    const { services } = await renderDrawer(onClose);
    const hosted = { ...services.config.products.website, admin: 'https://site-admin.example/' };
    expect(hosted.admin).not.toContain(services.config.host);
    const academy = within(sectionNamed('支持')).getByRole('link', { name: /学院/ });
    expect(academy.getAttribute('href')).toBe(`${services.config.homeSite}product/10`);
    expect(academy.getAttribute('target')).toBe('_blank');
    expect(academy.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(academy);
    // Every card of SPEC §2 but the overseas one is a link; the pages of 8–11, 14, 15 are the home site's.
    for (const id of [8, 9, 10, 11, 14, 15]) {
      expect(document.querySelector(`a.gr-product-card[data-product="${id}"]`)?.getAttribute('href')).toBe(`${services.config.homeSite}product/${id}`);
    }
    expect(document.querySelector('button.gr-product-card')?.getAttribute('data-product')).toBe('13');
    expect(services.opened).toEqual([{ url: `${services.config.homeSite}product/10`, target: 'tab' }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a card whose product has another host (a hosted environment) opens it in a new tab', async () => {
    const config = { products: { ...fakeConfig.products, website: { base: 'https://site.example', admin: 'https://site-admin.example/' } } };
    const { services } = await renderWithRegistry(<ProductDrawer visible onClose={() => {}} />, { session: { entitlements }, config });
    await screen.findByRole('dialog');
    fireEvent.click(within(sectionNamed('活动')).getByRole('link', { name: /微站/ }));
    expect(services.opened).toEqual([{ url: 'https://site-admin.example/', target: 'tab' }]);
  });

  it('entitled cards show the edition and the expiry date; an expired one is marked', async () => {
    await renderDrawer();
    const liveCard = within(sectionNamed('直播')).getByRole('link', { name: /视频直播/ });
    const date = dayjs(entitlements[0].expireTime).format('YYYY-MM-DD');
    expect(liveCard.querySelector('.gr-product-card-edition')?.textContent).toBe(`尊享版 · ${date} 到期`);
    const eventCard = within(sectionNamed('活动')).getByRole('link', { name: /活动管理/ });
    expect(eventCard.querySelector('.gr-product-card-edition')?.textContent).toContain('高级版');
    expect(eventCard.textContent).toContain('已过期');
    expect(liveCard.textContent).not.toContain('已过期');
    // Not entitled: no edition line.
    expect(
      within(sectionNamed('直播'))
        .getByRole('link', { name: /云摄影/ })
        .querySelector('.gr-product-card-edition'),
    ).toBeNull();
  });

  it('SPEC §2 "Overseas service entry": the overseas card triggers the online-chat bridge instead of a link', async () => {
    const chat = document.createElement('button');
    chat.setAttribute('data-chat-button', '');
    const click = vi.fn();
    chat.addEventListener('click', click);
    const { services } = await renderDrawer();
    document.body.append(chat);
    fireEvent.click(within(sectionNamed('支持')).getByRole('button', { name: /海外服务/ }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(services.opened).toEqual([]);
    chat.remove();
  });

  it('issue 14: with no online chat on the page, the overseas card tells the person the hotline', async () => {
    const { services } = await renderDrawer();
    fireEvent.click(within(sectionNamed('支持')).getByRole('button', { name: /海外服务/ }));
    expect(services.toasts).toEqual([{ type: 'warning', text: `在线客服暂时无法接通，请拨打客服热线 ${fakeConfig.hotline}` }]);
    expect(services.opened).toEqual([]);
  });

  describe('issue 12: 购买 / 续费 on the cards of the products a plugin sells', () => {
    /** Sells live, photo, events and on-site booking (the drawer's 现场摄影预约, product 8) through the console's purchase page, as the orders plugin does. */
    const orders = definePlugin({
      id: 'orders',
      sdk: '^2',
      setup(ctx) {
        for (const [key, productId] of [
          ['live', 1],
          ['photo', 2],
          ['event', 3],
          ['onsite', 8],
        ] as const) {
          ctx.addPurchaseItem({ key, text: key, href: `http://localhost/admin/purchase?product=${key}`, productId });
        }
      },
    });

    it('a held product offers 续费, one not held 购买, both links to its purchase page in the same tab beside the card (not inside it)', async () => {
      const { services, router } = await renderWithRegistry(<ProductDrawer visible onClose={() => {}} />, {
        plugins: [live, orders],
        session: { entitlements },
      });
      await screen.findByRole('dialog');
      const liveCard = within(sectionNamed('直播')).getByRole('link', { name: /视频直播/ });
      const renew = within(sectionNamed('直播')).getAllByRole('link', { name: '续费' });
      // Live is held: 续费 (described by its card's title); photo is not held: 购买.
      expect(renew).toHaveLength(1);
      expect(document.getElementById(renew[0].getAttribute('aria-describedby') ?? '')?.textContent).toBe('视频直播');
      expect(liveCard.contains(renew[0])).toBe(false);
      expect(liveCard.querySelector('a, button')).toBeNull();
      const buyPhoto = within(sectionNamed('直播')).getByRole('link', { name: '购买' });
      expect(document.getElementById(buyPhoto.getAttribute('aria-describedby') ?? '')?.textContent).toBe('云摄影');
      // Events: held but expired, still 续费; on-site booking: 购买; a product nobody sells: nothing.
      expect(within(sectionNamed('活动')).getAllByRole('link', { name: '续费' })).toHaveLength(1);
      expect(within(sectionNamed('服务')).getAllByRole('link', { name: '购买' })).toHaveLength(1);
      expect(within(sectionNamed('支持')).queryByRole('link', { name: /^(购买|续费)$/ })).toBeNull();

      const visited: string[] = [];
      for (const link of [renew[0], buyPhoto, within(sectionNamed('服务')).getByRole('link', { name: '购买' })]) {
        expect(link.getAttribute('target')).toBeNull();
        fireEvent.click(link);
        visited.push(router.state.location.pathname + router.state.location.search);
      }
      expect(visited).toEqual(['live', 'photo', 'onsite'].map((p) => `/purchase?product=${p}`));
      expect(services.opened).toEqual([]);
    });

    it('without a plugin selling them (the orders plugin disabled) no card has 购买 or 续费', async () => {
      await renderDrawer();
      expect(screen.queryAllByRole('link', { name: /^(购买|续费)$/ })).toEqual([]);
    });
  });

  it('closes through its close button', async () => {
    const onClose = vi.fn();
    const { dialog } = await renderDrawer(onClose);
    fireEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is loaded on first open from the 全部产品 trigger of the side menu', async () => {
    await renderWithRegistry(
      <ProductDrawerProvider>
        <ProductDrawerTrigger collapsed={false} />
      </ProductDrawerProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = screen.getByRole('button', { name: '全部产品' });
    expect(trigger.textContent).toContain('全部产品');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('热门推荐')).toBeTruthy();
    await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
  });

  it("issue 28: where a card sits is the catalogue's: a card for a product SPEC §2 puts in no group is not shown, a placed one keeps its slot", () => {
    const bigScreen = { productId: 6, href: 'http://x.example/' } as const;
    const survey = { productId: 7, href: 'http://survey.example/', hot: true } as const;
    const { groups, hot } = drawerContent(
      [
        { pluginId: 'screen', item: bigScreen },
        { pluginId: 'micro', item: survey },
      ],
      fakeConfig,
    );
    expect(groups.find((g) => g.id === 'events')?.cards.map((c) => c.productId)).toEqual([3, 5, 14, 15]);
    expect(groups.flatMap((g) => g.cards).some((c) => c.productId === 6)).toBe(false);
    const support = groups.find((g) => g.id === 'support')?.cards ?? [];
    expect(support.map((c) => c.productId)).toEqual([10, 11, 7, 13]);
    expect(support.find((c) => c.productId === 7)).toMatchObject({ title: '问卷调查', href: 'http://survey.example/' });
    expect(hot.map((c) => c.productId)).toEqual([1, 2, 7]);
  });

  it('issue 28: every card the drawer shows is a catalogue entry, with its edition names (SPEC §1)', () => {
    const { groups } = drawerContent([], fakeConfig);
    const cards = groups.flatMap((g) => g.cards);
    expect(cards.map((c) => c.productId).sort((a, b) => a - b)).toEqual(PRODUCTS.filter((p) => p.group).map((p) => p.id));
    for (const card of cards) expect(card).toMatchObject({ title: productById(card.productId)?.title, editions: productById(card.productId)?.editions });
  });
});
