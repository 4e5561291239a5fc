import { renderPlugin } from '@greenroom/sdk/testing';
import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import eventPlugin from '../src/index';

// Load the lazy pages once before the tests: a cold import of the list kit takes seconds.
beforeAll(async () => {
  await import('../src/pages/EventVideoPage');
  await import('../src/pages/EventMaterialPage');
}, 30000);

describe('event plugin — contributions (SPEC §1 product 3, §2 menu and containers)', () => {
  it('adds 活动 to 平台活动 after 直播 and 云摄影, routed to /activity/event', () => {
    const { contributions } = renderPlugin(eventPlugin, { path: '/nowhere' });
    expect(contributions.menuItems).toEqual([expect.objectContaining({ section: 'activity', key: 'activity-event', text: '活动', route: 'event', order: 30 })]);
    expect(contributions.routes.find((r) => r.name === 'event')?.path).toBe('activity/event');
  });

  it("contributes the events card (issue 28: its product and back office; the texts are the catalogue's) and 购买活动", () => {
    const { contributions, services } = renderPlugin(eventPlugin, { path: '/nowhere' });
    const { event } = services.config.products;
    expect(contributions.productCards).toEqual([{ productId: 3, href: event.admin }]);
    // 购买活动 is the host's purchase-picker item (SPEC §2: live, photo, events, on-site).
    expect(contributions.purchaseItems).toEqual([]);
  });

  it('adds children to the shared 视频库 and 素材库 containers', () => {
    const { contributions } = renderPlugin(eventPlugin, { path: '/nowhere' });
    const children = contributions.routes.filter((r) => r.container).map(({ path, container, order }) => ({ path, container, order }));
    expect(children).toEqual([
      { path: 'content/video/event', container: 'content/video', order: 30 },
      { path: 'content/material/event', container: 'content/material', order: 20 },
    ]);
  });

  it('/content/video leads to /content/video/event when only the event plugin is present', async () => {
    const view = renderPlugin(eventPlugin, { path: '/content/video', http: { 'GET /api/media/event/list': pageOfNothing } });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/content/video/event'));
    expect(await view.findByRole('heading', { name: '视频库' })).toBeTruthy();
    await waitFor(() => expect(view.services.requests.map((r) => r.path)).toContain('/api/media/event/list'));
  });

  it('/content/material leads to /content/material/event, the events’ materials', async () => {
    const view = renderPlugin(eventPlugin, { path: '/content/material', http: { 'GET /api/material/event/list': pageOfNothing } });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/content/material/event'));
    await waitFor(() => expect(view.services.requests.map((r) => r.path)).toContain('/api/material/event/list'));
  });
});

const pageOfNothing = { data: { pageNum: 1, pageSize: 10, total: 0, list: [] } };
