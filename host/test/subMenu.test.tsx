import { createRouteRef, definePlugin } from '@greenroom/sdk';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SideMenu } from '../src/shell/SideMenu';
import { renderWithRegistry } from './renderWithRegistry';

const page = async () => ({ default: () => null });

// 平台活动 → 其他产品 → 微站 / 问卷调查 (SPEC §2 "Left menu" 2), declared through `parent`.
const other = definePlugin({
  id: 'micro',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ path: 'activity/other/micro', name: 'micro', title: '微站', container: 'activity/other', order: 10, page });
    ctx.addRoute({ path: 'activity/other/question', name: 'question', title: '问卷调查', container: 'activity/other', order: 20, page });
    ctx.addRoute({ path: 'activity/live', name: 'live', title: '直播', page });
    ctx.addMenuItem({ section: 'activity', key: 'activity-live', text: '直播', route: createRouteRef({ id: 'live' }), order: 10 });
    ctx.addMenuItem({ section: 'activity', key: 'activity-other', text: '其他产品', order: 40 });
    ctx.addMenuItem({
      section: 'activity',
      key: 'activity-other-micro',
      text: '微站',
      route: createRouteRef({ id: 'micro' }),
      parent: 'activity-other',
      order: 1,
    });
    ctx.addMenuItem({
      section: 'activity',
      key: 'activity-other-question',
      text: '问卷调查',
      route: createRouteRef({ id: 'question' }),
      parent: 'activity-other',
      order: 2,
    });
  },
});

const subTitle = (text: string) => screen.getByText(text).closest('.semi-navigation-sub-title');

describe('side menu — an entry with children (其他产品)', () => {
  it('lists the children under their parent, open, after the section’s other entries', async () => {
    await renderWithRegistry(<SideMenu collapsed={false} />, { plugins: [other] });
    const texts = screen.getAllByRole('menuitem').map((item) => item.textContent?.trim() ?? '');
    expect(texts.indexOf('直播')).toBeLessThan(texts.indexOf('其他产品'));
    expect(texts.indexOf('其他产品')).toBeLessThan(texts.indexOf('微站'));
    expect(texts.indexOf('微站')).toBeLessThan(texts.indexOf('问卷调查'));
    expect(subTitle('其他产品')?.getAttribute('aria-expanded')).toBe('true');
    const otherProducts = screen.getByText('其他产品').closest('li.semi-navigation-sub-wrap');
    expect(otherProducts?.contains(screen.getByText('微站'))).toBe(true);
    expect(otherProducts?.contains(screen.getByText('问卷调查'))).toBe(true);
    expect(otherProducts?.contains(screen.getByText('直播'))).toBe(false);
  });

  it.each([
    ['micro', '微站'],
    ['question', '问卷调查'],
  ])('on %s highlights that child and keeps its parent 其他产品 highlighted', async (routeName, text) => {
    await renderWithRegistry(<SideMenu collapsed={false} currentRoute="activity/other" routeName={routeName} />, { plugins: [other] });
    const selected = document.querySelectorAll('.semi-navigation-item-selected');
    expect([...selected].map((item) => item.textContent?.trim())).toEqual([text]);
    expect(subTitle('其他产品')?.className).toContain('semi-navigation-sub-title-selected');
  });

  it('navigates to each child', async () => {
    const { router } = await renderWithRegistry(<SideMenu collapsed={false} />, { plugins: [other] });
    fireEvent.click(screen.getByText('问卷调查'));
    expect(router.state.location.pathname).toBe('/activity/other/question');
    fireEvent.click(screen.getByText('微站'));
    expect(router.state.location.pathname).toBe('/activity/other/micro');
  });

  it('hides a parent whose children have no registered route', async () => {
    const orphan = definePlugin({
      id: 'orphan',
      sdk: '^2',
      setup(ctx) {
        ctx.addRoute({ path: 'activity/live', name: 'live', title: '直播', page });
        ctx.addMenuItem({ section: 'activity', key: 'activity-live', text: '直播', route: createRouteRef({ id: 'live' }) });
        ctx.addMenuItem({ section: 'activity', key: 'activity-other', text: '其他产品' });
        ctx.addMenuItem({ section: 'activity', key: 'activity-other-micro', text: '微站', route: createRouteRef({ id: 'micro' }), parent: 'activity-other' });
      },
    });
    await renderWithRegistry(<SideMenu collapsed={false} />, { plugins: [orphan] });
    expect(screen.getByText('直播')).toBeTruthy();
    expect(screen.queryByText('其他产品')).toBeNull();
    expect(screen.queryByText('微站')).toBeNull();
  });
});
