import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { definePlugin, ExtensionBoundary, useHttp, useNotify } from '../src';
import { renderPlugin } from '../src/testing';

function LiveNow() {
  const http = useHttp('/api/activity');
  const notify = useNotify();
  const [titles, setTitles] = useState<string[] | null>(null);
  useEffect(() => {
    void http
      .get<{ list: { title: string }[] }>('/twzb/list', { params: { status: 'live' } })
      .then((r) => setTitles(r.ok ? r.data.list.map((a) => a.title) : []));
  }, [http]);
  if (!titles) return <p>加载中</p>;
  return (
    <ul>
      {titles.map((t) => (
        <li key={t}>
          <button type="button" onClick={() => notify.info(`进入 ${t}`)}>
            {t}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Broken(): never {
  throw new Error('组件坏了');
}

const plugin = definePlugin({
  id: 'live',
  sdk: '^2',
  setup(ctx) {
    ctx.addRoute({ path: 'activity/live', name: 'live', title: '图文直播', page: async () => ({ default: () => <h1>直播列表</h1> }) });
    ctx.addHomeWidget({ key: 'live-now', title: '正在直播', component: async () => ({ default: LiveNow }) });
    ctx.addHomeWidget({ key: 'broken', title: '坏组件', component: async () => ({ default: Broken }) });
  },
});

describe('renderPlugin — mounting a home widget by key', () => {
  it('renders the contributed widget with the fake services: requests are answered and recorded, toasts too', async () => {
    const view = renderPlugin(plugin, {
      widget: 'live-now',
      http: { 'GET /api/activity/twzb/list': { data: { list: [{ title: '年会直播' }, { title: '新品发布' }] } } },
    });
    fireEvent.click(await view.findByRole('button', { name: '年会直播' }));
    expect(screen.getByRole('region', { name: '正在直播' })).toBeTruthy();
    expect(view.services.requests).toMatchObject([{ method: 'GET', path: '/api/activity/twzb/list', params: { status: 'live' } }]);
    expect(view.services.toasts).toEqual([{ type: 'info', text: '进入 年会直播' }]);
    expect(view.router.state.location.pathname).toBe('/basic');
  });

  it('a widget that throws shows the error in its own boundary and is listed in renderErrors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const view = renderPlugin(plugin, { widget: 'broken' });
      expect((await view.findByRole('alert')).getAttribute('data-plugin')).toBe('live');
      expect(view.renderErrors.map((e) => e.message)).toEqual(['组件坏了']);
    } finally {
      error.mockRestore();
    }
  });

  it('an unknown widget key fails clearly, naming the keys the plugin has', () => {
    expect(() => renderPlugin(plugin, { widget: 'nope' })).toThrow(/no home widget "nope".*live-now, broken/);
  });
});

describe('ExtensionBoundary onError', () => {
  it('is called with the error a child threw while rendering', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    try {
      render(
        <ExtensionBoundary pluginId="broken" onError={onError}>
          <Broken />
        </ExtensionBoundary>,
      );
    } finally {
      error.mockRestore();
    }
    // The person reads it in Chinese (issue 24 §3); the error itself goes to onError (the diagnostics view).
    expect(screen.getByRole('alert').textContent).toContain('模块「broken」出现错误');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0]).toBeInstanceOf(Error);
    expect(onError.mock.calls[0][0].message).toBe('组件坏了');
  });
});
