import { definePlugin } from '@greenroom/sdk';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SideMenu } from '../src/shell/SideMenu';
import { renderWithRegistry } from './renderWithRegistry';

const page = async () => ({ default: () => null });

// Two products fill the same shared containers of SPEC §2, as the live and event plugins do.
const live = definePlugin({
  id: 'live',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ path: 'content/video/live', name: 'video-live', title: '视频库', container: 'content/video', order: 10, page });
    ctx.addRoute({ path: 'content/material/live', name: 'material-live', title: '素材库', container: 'content/material', order: 10, page });
  },
});
const event = definePlugin({
  id: 'event',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ path: 'content/video/event', name: 'video-event', title: '视频库', container: 'content/video', order: 30, page });
  },
});

const menuTexts = () => screen.getAllByRole('menuitem').map((item) => item.textContent?.trim() ?? '');

describe('side menu — 资产管理 (SPEC §2 "Left menu" 3)', () => {
  it('shows 视频库 and 素材库 once although two plugins fill them, and hides 图片库 that nobody fills', async () => {
    const { registry } = await renderWithRegistry(<SideMenu collapsed={false} />, { plugins: [live, event] });
    expect(registry.plugins.map((p) => p.state)).toEqual(['active', 'active']);
    expect(screen.getByText('资产管理')).toBeTruthy();
    expect(screen.getAllByText('视频库')).toHaveLength(1);
    expect(screen.getAllByText('素材库')).toHaveLength(1);
    expect(screen.queryByText('图片库')).toBeNull();
    const texts = menuTexts();
    expect(texts.indexOf('视频库')).toBeLessThan(texts.indexOf('素材库'));
  });

  it('opens the container, which redirects to its first enabled child', async () => {
    const { router } = await renderWithRegistry(<SideMenu collapsed={false} />, { plugins: [live, event] });
    fireEvent.click(screen.getByText('视频库'));
    expect(router.state.location.pathname).toBe('/content/video');
    fireEvent.click(screen.getByText('素材库'));
    expect(router.state.location.pathname).toBe('/content/material');
  });

  it('keeps 视频库 while any media plugin is enabled, and drops only what no plugin fills', async () => {
    await renderWithRegistry(<SideMenu collapsed={false} />, { plugins: [event] });
    expect(screen.getByText('视频库')).toBeTruthy();
    expect(screen.queryByText('素材库')).toBeNull();
  });

  it('removes the whole 资产管理 section when every media plugin is disabled', async () => {
    await renderWithRegistry(<SideMenu collapsed={false} />, { plugins: [] });
    expect(screen.queryByText('资产管理')).toBeNull();
    expect(screen.queryByText('视频库')).toBeNull();
    expect(screen.getByText('控制台首页')).toBeTruthy();
  });
});
