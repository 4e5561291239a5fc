import { createRouteRef, definePlugin } from '@greenroom/sdk';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SideMenu } from '../src/shell/SideMenu';
import { renderWithRegistry } from './renderWithRegistry';

/** A plugin whose menu items bring no icon, as the live plugin's do. */
const iconless = definePlugin({
  id: 'iconless',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ path: 'activity/live', name: 'live', title: '直播', page: async () => ({ default: () => null }) });
    ctx.addMenuItem({ section: 'activity', key: 'activity-live', text: '直播', route: createRouteRef({ id: 'live' }) });
    ctx.addRoute({ path: 'marketing-center', name: 'marketing', title: '营销中心', page: async () => ({ default: () => null }) });
    ctx.addMenuItem({ section: 'marketing', key: 'marketing', text: '营销中心', route: createRouteRef({ id: 'marketing' }) });
  },
});

describe('SPEC §4 "Side menu": collapsed', () => {
  it('shows an icon for every top-level entry, also for sections whose items bring none', async () => {
    await renderWithRegistry(<SideMenu collapsed />, { plugins: [iconless] });
    const topLevel = [...document.querySelectorAll('ul[role="menu"] > li')];
    expect(topLevel.length).toBeGreaterThanOrEqual(5);
    for (const entry of topLevel) expect(entry.querySelector('.semi-icon'), entry.textContent ?? '').not.toBeNull();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeTruthy();
  });
});
