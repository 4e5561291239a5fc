import { renderPlugin } from '@greenroom/sdk/testing';
import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import microPlugin from '../src/index';
import { pageOf } from './fixtures';

beforeAll(async () => {
  await Promise.all([import('../src/pages/MicroSiteListPage'), import('../src/pages/SurveyListPage')]);
}, 30000);

const http = { 'GET /api/website/list': pageOf([]), 'GET /api/survey/list': pageOf([]) };
const lastHandle = (view: ReturnType<typeof renderPlugin>) =>
  view.router.state.matches.at(-1)?.route.handle as { name: string; menuParent?: string } | undefined;

describe('micro plugin — routes, menu and drawer cards (SPEC §1, §2)', () => {
  it('/activity/other is a container that redirects to 微站', async () => {
    const view = renderPlugin(microPlugin, { path: '/activity/other', http });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/activity/other/micro'));
    expect(await view.findByRole('heading', { name: '微站' })).toBeTruthy();
  });

  it.each([
    ['/activity/other/micro', 'micro', '微站'],
    ['/activity/other/question', 'question', '问卷调查'],
  ])('%s keeps the parent 其他产品 highlighted: its route marks the container and its menu entry sits under 其他产品', async (path, name, heading) => {
    const view = renderPlugin(microPlugin, { path, http });
    expect(await view.findByRole('heading', { name: heading })).toBeTruthy();
    expect(lastHandle(view)).toMatchObject({ name, menuParent: 'activity/other', pluginId: 'micro' });
    const menu = view.contributions.menuItems;
    expect(menu.find((item) => item.key === 'activity-other')).toMatchObject({ section: 'activity', text: '其他产品' });
    expect(menu.find((item) => item.route === name)).toMatchObject({ parent: 'activity-other', text: heading });
  });

  it('contributes the 微站 and 问卷调查 drawer cards: the products’ back offices (issue 28: the texts are the catalogue’s)', () => {
    const view = renderPlugin(microPlugin, { path: '/activity/other/micro', http });
    const { products } = view.services.config;
    expect(view.contributions.productCards).toEqual([
      { productId: 5, href: products.website.admin },
      { productId: 7, href: products.survey.admin },
    ]);
  });
});
