import type { MarketingTool, MarketingToolDetail } from '@greenroom/contracts';
import { definePlugin } from '@greenroom/sdk';
import { contributionsOf, type FakeHandler, renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import marketingPlugin from '../src/index';

const lottery: MarketingTool = {
  type: 'lottery',
  name: '抽奖',
  category: 'interaction',
  categoryName: '互动',
  summary: '直播间与活动现场的幸运大转盘',
  description: '在直播或活动进行中随时发起一轮抽奖。\n开奖由服务器随机抽取，结果实时推送。',
  highlights: ['多轮抽奖，每轮独立设置奖品与名额', '中奖名单实时公布，可导出发奖'],
  availability: [
    { product: 1, productName: '直播', minEdition: 1, editionName: '旗舰版', included: true },
    { product: 3, productName: '活动', minEdition: 1, editionName: '高级版', included: false },
  ],
  included: true,
};
const coupon: MarketingTool = {
  type: 'coupon',
  name: '优惠券',
  category: 'conversion',
  categoryName: '转化',
  summary: '边看边领券，把观看直接变成下单',
  description: '创建满减券、折扣券或无门槛券。',
  highlights: ['满减、折扣、无门槛三种券型'],
  availability: [{ product: 1, productName: '直播', minEdition: 2, editionName: '尊享版', included: false }],
  included: false,
};
const invite: MarketingTool = {
  type: 'invite-ranking',
  name: '邀请排行',
  category: 'growth',
  categoryName: '拉新',
  summary: '观众邀请好友观看，冲榜赢奖品',
  description: '每位观众有专属邀请海报。',
  highlights: ['专属邀请海报'],
  availability: [{ product: 2, productName: '云摄影', minEdition: 2, editionName: '专业版', included: false }],
  included: false,
};
const catalogue = [lottery, coupon, invite];

const lotteryDetail: MarketingToolDetail = {
  ...lottery,
  preview: {
    pageTitle: '幸运大抽奖',
    accent: '#e8473e',
    blocks: [
      { kind: 'banner', title: '年度盛典幸运大抽奖', subtitle: '第 2 轮 · 20:30 开奖' },
      { kind: 'grid', items: [{ label: '一等奖', note: '智能手表 × 1' }] },
      { kind: 'list', title: '中奖名单', items: [{ label: '林**', value: '无线耳机' }] },
      { kind: 'progress', label: '已有 1,286 人参与', value: 64 },
      { kind: 'button', text: '立即参与抽奖' },
      { kind: 'rules', title: '活动规则', items: ['观看直播满 5 分钟即可参与'] },
    ],
  },
};

/** The marketing plugin together with a plugin that offers the console's purchase page (the orders plugin does). */
const withPurchasePage = definePlugin({
  id: 'marketing',
  sdk: '^2',
  setup(ctx) {
    marketingPlugin.setup(ctx);
    ctx.addRoute({ path: 'purchase', name: 'purchase', title: '购买服务', page: async () => ({ default: () => <p>购买服务</p> }) });
  },
});

function renderCentre(path = '/marketing-center', tools: FakeHandler = { data: catalogue }, plugin = marketingPlugin) {
  return renderPlugin(plugin, { path, http: { 'GET /api/marketing/tools': tools } });
}

const card = (name: string) => screen.getByRole('article', { name });

// Semi's first lazy import is slow in a cold worker.
beforeAll(async () => {
  await Promise.all([import('../src/pages/MarketingCenterPage'), import('../src/pages/MarketingPreviewPage')]);
});

describe('marketing plugin — contributions (SPEC §2 /marketing-center, /marketing-preview/{type})', () => {
  it('registers both routes, the menu entry 营销中心, and keeps it highlighted on the preview (menuParent)', () => {
    const { routes, menuItems } = contributionsOf(marketingPlugin);
    expect(routes).toContainEqual(expect.objectContaining({ path: 'marketing-center', name: 'marketing-center' }));
    expect(routes).toContainEqual(expect.objectContaining({ path: 'marketing-preview/:type', menuParent: 'marketing-center' }));
    expect(menuItems).toContainEqual(expect.objectContaining({ section: 'marketing', text: '营销中心', route: 'marketing-center' }));
  });
});

describe('marketing plugin — /marketing-center catalogue (data of the server)', () => {
  it('lists the tools the server answers, with what each does and the products it works in', async () => {
    const view = renderCentre();
    expect(await screen.findByRole('heading', { name: '抽奖' })).toBeTruthy();
    expect(view.services.requests.map((r) => r.path)).toContain('/api/marketing/tools');
    expect(within(card('抽奖')).getByText('直播间与活动现场的幸运大转盘')).toBeTruthy();
    expect(within(card('抽奖')).getByRole('list', { name: '抽奖 适用产品' }).textContent).toContain('直播');
    expect(within(card('抽奖')).getByRole('list', { name: '抽奖 适用产品' }).textContent).toContain('活动');
    expect(screen.getByText('共 3 个工具')).toBeTruthy();
    // The category filter's names are the server's too.
    expect(screen.getByRole('radio', { name: '拉新' })).toBeTruthy();
  });

  it('tells, product by product, whether the editions include the tool: 已包含 or 需升级到<edition>', async () => {
    renderCentre();
    await screen.findByRole('heading', { name: '抽奖' });
    const lines = within(card('抽奖')).getAllByRole('listitem');
    expect(lines[0].textContent).toBe('直播已包含');
    expect(lines[1].textContent).toBe('活动需升级到高级版');
    expect(within(card('优惠券')).getByText('需升级到尊享版')).toBeTruthy();
  });

  it('offers no purchase control when no plugin provides the purchase page', async () => {
    renderCentre();
    await screen.findByRole('heading', { name: '抽奖' });
    expect(screen.queryByRole('link', { name: /^购买/ })).toBeNull();
  });

  it('offers 购买 for a product not included when the purchase route exists: a link to /purchase?product=<product>, in the same tab (issue 24 §1)', async () => {
    const view = renderCentre('/marketing-center', { data: catalogue }, withPurchasePage);
    await screen.findByRole('heading', { name: '抽奖' });
    // Included in 直播: nothing to buy there; 活动 needs 高级版.
    expect(
      within(card('抽奖'))
        .getAllByRole('link', { name: /^购买/ })
        .map((b) => [b.getAttribute('aria-label'), b.getAttribute('href')]),
    ).toEqual([['购买活动高级版', '/purchase?product=event']]);
    expect(within(card('邀请排行')).getByRole('link', { name: '购买云摄影专业版' }).getAttribute('href')).toBe('/purchase?product=photo');
    fireEvent.click(within(card('优惠券')).getByRole('link', { name: '购买直播尊享版' }));
    await waitFor(() => expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe('/purchase?product=live'));
    expect(view.services.opened).toEqual([]);
  });

  it('issue 24 §1: 按产品查看 leads to each product’s tools, /marketing-preview/live|photo|event', async () => {
    renderCentre();
    await screen.findByRole('heading', { name: '抽奖' });
    const products = screen.getByRole('navigation', { name: '按产品查看营销工具' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['直播', '/marketing-preview/live'],
      ['云摄影', '/marketing-preview/photo'],
      ['活动', '/marketing-preview/event'],
    ]);
  });

  it('filters by category from the address (?category=conversion), and choosing 拉新 writes it there', async () => {
    const view = renderCentre('/marketing-center?category=conversion');
    expect(await screen.findByRole('heading', { name: '优惠券' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '抽奖' })).toBeNull();
    expect((screen.getByRole('radio', { name: '转化' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '拉新' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?category=growth'));
    expect(await screen.findByRole('heading', { name: '邀请排行' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '优惠券' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '全部' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: '抽奖' })).toBeTruthy();
  });

  it('searches name and description from the address (?keyword=), and shows 没有符合条件的营销工具 when nothing matches', async () => {
    const view = renderCentre('/marketing-center?keyword=满减');
    expect(await screen.findByRole('heading', { name: '优惠券' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '抽奖' })).toBeNull();
    await act(() => view.router.navigate('/marketing-center?keyword=不存在的玩法'));
    expect(await screen.findByText('没有符合条件的营销工具')).toBeTruthy();
  });

  it('opens a tool’s 详情 (description, highlights, availability table) from the keyboard-reachable button, kept as ?tool=', async () => {
    const view = renderCentre();
    await screen.findByRole('heading', { name: '抽奖' });
    fireEvent.click(screen.getByRole('button', { name: '查看抽奖详情' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?tool=lottery'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('开奖由服务器随机抽取，结果实时推送。')).toBeTruthy();
    expect(within(dialog).getByText('中奖名单实时公布，可导出发奖')).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: '适用产品与版本' });
    expect(within(table).getByRole('rowheader', { name: '活动' }).closest('tr')?.textContent).toContain('高级版及以上需升级到高级版');
  });

  it('shows 重试 when the catalogue fails, and the tools once it answers', async () => {
    const view = renderCentre('/marketing-center', { httpStatus: 502 });
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByText('营销工具加载失败')).toBeTruthy();
    view.services.setHandler('GET /api/marketing/tools', { data: catalogue });
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: '抽奖' })).toBeTruthy();
  });
});

describe('marketing plugin — /marketing-preview/{type}', () => {
  function renderPreview(type: string, detail: FakeHandler) {
    return renderPlugin(marketingPlugin, { path: `/marketing-preview/${type}`, http: { 'GET /api/marketing/tools/:type': detail } });
  }

  it('draws every block kind of the server’s preview inside a phone frame, in the tool’s colour, beside its details', async () => {
    const view = renderPreview('lottery', { data: lotteryDetail });
    const phone = await screen.findByRole('figure', { name: '抽奖 手机预览' });
    expect(view.services.requests[0].pathParams).toEqual({ type: 'lottery' });
    expect((phone as HTMLElement).style.getPropertyValue('--gr-phone-accent')).toBe('#e8473e');
    const blocks = [...phone.querySelectorAll('[data-block]')].map((b) => b.getAttribute('data-block'));
    expect(blocks).toEqual(['banner', 'grid', 'list', 'progress', 'button', 'rules']);
    const inPhone = within(phone);
    expect(inPhone.getByText('幸运大抽奖')).toBeTruthy();
    expect(inPhone.getByText('年度盛典幸运大抽奖')).toBeTruthy();
    expect(inPhone.getByText('智能手表 × 1')).toBeTruthy();
    expect(inPhone.getByText('无线耳机')).toBeTruthy();
    expect(inPhone.getByRole('progressbar', { name: '已有 1,286 人参与' }).getAttribute('aria-valuenow')).toBe('64');
    expect(inPhone.getByText('立即参与抽奖')).toBeTruthy();
    expect(inPhone.getByText('观看直播满 5 分钟即可参与')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '抽奖' })).toBeTruthy();
    expect(screen.getByText('多轮抽奖，每轮独立设置奖品与名额')).toBeTruthy();
    expect(screen.getByRole('table', { name: '适用产品与版本' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回营销中心/ }).getAttribute('href')).toBe('/marketing-center');
  });

  it('an unknown type (the server’s 404) shows 营销工具不存在 inside the page with the tools there are and the way back, without a toast', async () => {
    const view = renderPlugin(marketingPlugin, {
      path: '/marketing-preview/nope',
      http: { 'GET /api/marketing/tools/:type': { code: 404, msg: '营销工具不存在' }, 'GET /api/marketing/tools': { data: catalogue } },
    });
    expect(await screen.findByRole('heading', { name: '营销工具不存在' })).toBeTruthy();
    expect(screen.queryByText('未找到页面')).toBeNull();
    const list = await screen.findByRole('list', { name: '可以预览的营销工具' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['抽奖', '/marketing-preview/lottery'],
      ['优惠券', '/marketing-preview/coupon'],
      ['邀请排行', '/marketing-preview/invite-ranking'],
    ]);
    expect(within(screen.getByRole('navigation', { name: '按产品查看营销工具' })).getAllByRole('link')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: /返回营销中心/ }).length).toBeGreaterThan(0);
    expect(view.services.toasts).toEqual([]);
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it.each([
    ['live', '直播', ['抽奖', '优惠券']],
    ['photo', '云摄影', ['邀请排行']],
    ['event', '活动', ['抽奖']],
  ] as const)('SPEC §2 /marketing-preview/%s: the tools that work in %s, each with its status there and 预览', async (type, name, tools) => {
    const view = renderPlugin(withPurchasePage, { path: `/marketing-preview/${type}`, http: { 'GET /api/marketing/tools': { data: catalogue } } });
    expect(await screen.findByRole('heading', { level: 1, name: `${name}营销工具` })).toBeTruthy();
    expect(screen.queryByText('营销工具不存在')).toBeNull();
    const list = await screen.findByRole('list', { name: `${name}营销工具` });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(tools);
    expect(
      within(list)
        .getAllByRole('link', { name: /^预览/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(catalogue.filter((tool) => (tools as readonly string[]).includes(tool.name)).map((tool) => `/marketing-preview/${tool.type}`));
    // The product's own entry is marked, the others lead there.
    const products = screen.getByRole('navigation', { name: '按产品查看营销工具' });
    expect(within(products).getByText(name).getAttribute('aria-current')).toBe('page');
    expect(within(products).getAllByRole('link')).toHaveLength(2);
    // No tool detail is asked for: the address names a product.
    expect(view.services.requests.map((r) => r.path)).toEqual(['/api/marketing/tools']);
  });

  it('返回营销中心 goes back to the centre with the category it had (the kit’s ListBackLink)', async () => {
    const view = renderPlugin(marketingPlugin, {
      path: '/marketing-center?category=interaction',
      http: { 'GET /api/marketing/tools': { data: catalogue }, 'GET /api/marketing/tools/:type': { data: lotteryDetail } },
    });
    await screen.findByRole('article', { name: '抽奖' });
    await act(() => view.router.navigate('/marketing-preview/lottery'));
    await screen.findByRole('figure', { name: '抽奖 手机预览' });
    const back = screen.getByRole('link', { name: '返回营销中心' });
    expect(back.getAttribute('href')).toBe('/marketing-center?category=interaction');
    fireEvent.click(back);
    await waitFor(() => expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe('/marketing-center?category=interaction'));
  });

  it('a network failure shows 重试, and the preview once it answers', async () => {
    const view = renderPreview('lottery', { httpStatus: 503 });
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.queryByText('营销工具不存在')).toBeNull();
    view.services.setHandler('GET /api/marketing/tools/:type', { data: lotteryDetail });
    fireEvent.click(retry);
    expect(await screen.findByRole('figure', { name: '抽奖 手机预览' })).toBeTruthy();
  });
});
