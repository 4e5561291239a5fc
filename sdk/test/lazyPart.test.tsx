import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExtensionBoundary, lazyPart, Remote, useRemote } from '../src';
import { NETWORK_LOST_EVENT, NETWORK_RESTORED_EVENT } from '../src/host';

/** What Chromium rejects a dynamic import with, for a chunk of this origin. */
const importFailure = (chunk: string) => new TypeError(`Failed to fetch dynamically imported module: ${location.origin}/admin/host/chunks/${chunk}`);

/** A loader that fails with `failure` until `ok` is set, counting its calls. */
function flakyLoader(failure: () => Error) {
  const loader = {
    ok: false,
    calls: 0,
    load: async () => {
      loader.calls += 1;
      if (!loader.ok) throw failure();
      return { default: ({ text }: { text: string }) => <p>{text}</p> };
    },
  };
  return loader;
}

let quiet: typeof console.error;
beforeEach(() => {
  quiet = console.error;
  console.error = () => {};
});
afterEach(() => {
  console.error = quiet;
  vi.unstubAllGlobals();
});

describe('lazyPart and ExtensionBoundary: a lazy part that failed to load (issue 24 §3)', () => {
  it('says in Chinese what failed (not the browser’s English), and 重试 loads the module afresh', async () => {
    const loader = flakyLoader(() => new Error('Failed to fetch dynamically imported module'));
    const Part = lazyPart(loader.load);
    render(
      <ExtensionBoundary pluginId="host">
        <Part text="消息列表" />
      </ExtensionBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('内容加载失败');
    expect(alert.textContent).not.toMatch(/Failed to fetch/);
    expect(loader.calls).toBe(1);
    loader.ok = true;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('消息列表')).toBeTruthy();
    // React.lazy alone would have answered the first, rejected load again.
    expect(loader.calls).toBe(2);
  });

  it('a chunk that got no answer says the network failed, tells the shell, and loads by itself when the network is back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const lost = vi.fn();
    window.addEventListener(NETWORK_LOST_EVENT, lost);
    const loader = flakyLoader(() => importFailure('MessagePopover-abc.js'));
    const Part = lazyPart(loader.load);
    render(
      <ExtensionBoundary pluginId="host">
        <Part text="消息列表" />
      </ExtensionBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('网络连接异常');
    expect(lost).toHaveBeenCalled();
    window.removeEventListener(NETWORK_LOST_EVENT, lost);
    loader.ok = true;
    act(() => void window.dispatchEvent(new Event(NETWORK_RESTORED_EVENT)));
    expect(await screen.findByText('消息列表')).toBeTruthy();
  });

  it('the retry made when the network is back is quiet: the error and its 重试 stay until the part has loaded (the same button, never a loading state in between)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    let release: (ok: boolean) => void = () => {};
    let calls = 0;
    const Part = lazyPart(async () => {
      calls += 1;
      if (calls === 1) throw importFailure('PointsPage-abc.js');
      // Held until the test says how this load ends.
      const ok = await new Promise<boolean>((resolve) => {
        release = resolve;
      });
      if (!ok) throw importFailure('PointsPage-abc.js');
      return { default: ({ text }: { text: string }) => <p>{text}</p> };
    });
    // Each time the loading state is put on screen (committed), from the error on.
    let loadingShown = 0;
    function Fallback() {
      useLayoutEffect(() => {
        loadingShown += 1;
      }, []);
      return <p>加载中</p>;
    }
    render(
      <ExtensionBoundary pluginId="points" fallback={<Fallback />}>
        <Part text="我的积分" />
      </ExtensionBoundary>,
    );
    const button = await screen.findByRole('button', { name: '重试' });
    loadingShown = 0;
    // An answer comes back (the network is restored) while the person reaches for 重试.
    act(() => void window.dispatchEvent(new Event(NETWORK_RESTORED_EVENT)));
    await act(async () => {});
    expect(calls).toBe(2);
    expect(screen.queryByText('加载中')).toBeNull();
    expect(screen.getByRole('button', { name: '重试' })).toBe(button);
    expect(screen.getByRole('alert').getAttribute('aria-busy')).toBe('true');
    // That load fails too: the same error stays, with the same button.
    await act(async () => release(false));
    await waitFor(() => expect(screen.getByRole('alert').getAttribute('aria-busy')).toBeNull());
    expect(screen.getByRole('button', { name: '重试' })).toBe(button);
    expect(screen.getByRole('alert').textContent).toContain('网络连接异常');
    // The next restoration loads it: the part replaces the error at once.
    act(() => void window.dispatchEvent(new Event(NETWORK_RESTORED_EVENT)));
    await act(async () => {});
    expect(screen.getByRole('button', { name: '重试' })).toBe(button);
    await act(async () => release(true));
    expect(await screen.findByText('我的积分')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(3);
    // From the error to the part, the loading state was never drawn.
    expect(loadingShown).toBe(0);
  });

  it('重试 pressed while a quiet retry is under way shows the loading state, and the part once it has loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    let release: () => void = () => {};
    let calls = 0;
    const Part = lazyPart(async () => {
      calls += 1;
      if (calls === 1) throw importFailure('PointsPage-abc.js');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { default: ({ text }: { text: string }) => <p>{text}</p> };
    });
    render(
      <ExtensionBoundary pluginId="points" fallback={<p>加载中</p>}>
        <Part text="我的积分" />
      </ExtensionBoundary>,
    );
    await screen.findByRole('button', { name: '重试' });
    act(() => void window.dispatchEvent(new Event(NETWORK_RESTORED_EVENT)));
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('加载中')).toBeTruthy();
    // The press joins the load under way instead of starting another.
    expect(calls).toBe(2);
    await act(async () => release());
    expect(await screen.findByText('我的积分')).toBeTruthy();
  });

  it('a chunk gone after a deploy (404) asks to reload the console, with 刷新 and no endless 重试', async () => {
    const head = vi.fn(async () => new Response('', { status: 404 }));
    vi.stubGlobal('fetch', head);
    const loader = flakyLoader(() => importFailure('PointsPage-old.js'));
    const Part = lazyPart(loader.load);
    render(
      <ExtensionBoundary pluginId="points">
        <Part text="我的积分" />
      </ExtensionBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('控制台已更新');
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    // The chunk is asked for again past every cache, to tell a missing one from a network failure.
    expect(head).toHaveBeenCalledWith(`${location.origin}/admin/host/chunks/PointsPage-old.js`, { method: 'HEAD', cache: 'no-store' });
  });

  it('an error thrown while rendering names the plugin in Chinese, without the raw message', () => {
    function Broken(): never {
      throw new Error('Cannot read properties of undefined');
    }
    render(
      <ExtensionBoundary pluginId="live">
        <Broken />
      </ExtensionBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe('模块「live」出现错误重试');
  });
});

describe('issue 24 §3 "Offline": what failed for want of a network loads again by itself', () => {
  it('a widget (useRemote) that failed reloads when the network is back', async () => {
    let fail = true;
    function Widget() {
      const remote = useRemote(async () => (fail ? null : ['恢复了']), []);
      return <Remote remote={remote}>{(rows) => <p>{rows.join('')}</p>}</Remote>;
    }
    render(<Widget />);
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
    fail = false;
    act(() => void window.dispatchEvent(new Event(NETWORK_RESTORED_EVENT)));
    expect(await screen.findByText('恢复了')).toBeTruthy();
  });
});
