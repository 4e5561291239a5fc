import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useApi } from '../src/api';
import { useHttp } from '../src/hooks';
import { ListPage, toRequestParams, useListController } from '../src/kit';
import { definePlugin } from '../src/plugin';
import { QUERY_KEEP_MS, QUERY_STALE_ON_FOCUS_MS, QueryCache, type QueryLoad } from '../src/queryCache';
import { type FakeRequest, renderPlugin } from '../src/testing';
import { Remote, useRemote } from '../src/ui';

// Issue 25, "the way the field does it": one cache of answers that the lists, widgets and charts
// share — one load per name, answers kept for Back, asked again after a save and on focus.

/** A load that answers when released, counting its calls and aborts. */
function gatedLoad<T>(data: T) {
  const calls: AbortSignal[] = [];
  const waiting: (() => void)[] = [];
  const load: QueryLoad<T> = (signal) => {
    calls.push(signal);
    return new Promise((resolve) => waiting.push(() => resolve({ ok: true, data })));
  };
  const release = () => {
    for (const answer of waiting.splice(0)) answer();
  };
  return { load, calls, release };
}

describe('QueryCache', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one load in flight between the parts showing a name, and keeps the answer for each', async () => {
    const cache = new QueryCache();
    const { load, calls, release } = gatedLoad({ rows: 3 });
    const seen: number[] = [];
    cache.subscribe('a', () => seen.push(1));
    cache.subscribe('a', () => seen.push(2));
    const one = cache.fetch('a', load);
    const two = cache.fetch('a', load);
    expect(calls).toHaveLength(1);
    release();
    await Promise.all([one, two]);
    expect(cache.read('a')).toMatchObject({ data: { rows: 3 }, hasData: true, loading: false, error: false });
    expect(seen).toEqual([1, 2, 1, 2]); // loading, then the answer, to both parts
  });

  it('aborts a load once no part shows its name, and drops the name after QUERY_KEEP_MS', async () => {
    vi.useFakeTimers();
    const cache = new QueryCache();
    const { load, calls, release } = gatedLoad('x');
    const leave = cache.subscribe('a', () => {});
    void cache.fetch('a', load);
    leave();
    expect(calls[0].aborted).toBe(true);
    expect(cache.read('a').loading).toBe(false);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(cache.read('a').hasData).toBe(false); // the aborted answer is not kept

    const again = cache.subscribe('b', () => {});
    cache.use('b', load, true);
    cache.seed('b', 'kept');
    again();
    await vi.advanceTimersByTimeAsync(QUERY_KEEP_MS - 1);
    expect(cache.read('b').data).toBe('kept');
    await vi.advanceTimersByTimeAsync(1);
    expect(cache.read('b').hasData).toBe(false);
  });

  it('drops a part’s own answer (a name not revalidated) as soon as its part is gone: nobody can ask for it again', () => {
    const cache = new QueryCache();
    const { load } = gatedLoad('form');
    const leave = cache.subscribe('own:remote:r1#0', () => {});
    cache.use('own:remote:r1#0', load, false);
    cache.seed('own:remote:r1#0', 'form');
    const stay = cache.subscribe('own:remote:r1#0', () => {});
    leave();
    expect(cache.read('own:remote:r1#0').data).toBe('form'); // still shown by a part
    stay();
    expect(cache.read('own:remote:r1#0').hasData).toBe(false);
  });

  it('after a write drops the revalidated names off screen and marks the ones on screen stale (asked again on focus, not kept once left); a form’s data is left alone', async () => {
    const cache = new QueryCache();
    const shown = gatedLoad('rows');
    const form = gatedLoad('form');
    const leaveList = cache.subscribe('list', () => {});
    cache.use('list', shown.load, true);
    cache.seed('list', 'rows');
    cache.subscribe('form', () => {});
    cache.use('form', form.load, false);
    cache.seed('kept-list', 'old');
    cache.use('kept-list', shown.load, true);
    cache.invalidate();
    expect(cache.read('kept-list').hasData).toBe(false);
    // The screen keeps what it drew: nothing is asked for until the console comes back into view.
    expect(shown.calls).toHaveLength(0);
    expect(cache.isFresh('list')).toBe(false);
    window.dispatchEvent(new Event('focus'));
    expect(shown.calls).toHaveLength(1);
    expect(form.calls).toHaveLength(0);
    // An answer asked for before a later write does not make the name fresh again.
    cache.invalidate();
    shown.release();
    await Promise.resolve();
    await Promise.resolve();
    leaveList();
    expect(cache.read('list').hasData).toBe(false);
  });

  it('on focus asks again only for what is on screen and older than QUERY_STALE_ON_FOCUS_MS', () => {
    let now = 1_000_000;
    const cache = new QueryCache({ now: () => now });
    const { load, calls } = gatedLoad(1);
    cache.subscribe('a', () => {});
    cache.use('a', load, true);
    cache.seed('a', 0);
    now += QUERY_STALE_ON_FOCUS_MS - 1;
    window.dispatchEvent(new Event('focus'));
    expect(calls).toHaveLength(0);
    now += 1;
    window.dispatchEvent(new Event('focus'));
    expect(calls).toHaveLength(1);
  });

  it('start: loads a name for a part about to show it, not again while it loads or has just arrived; a write does not drop a name loading for a part about to show it; a name no part comes to show is aborted and dropped after QUERY_KEEP_MS (issue 25)', async () => {
    vi.useFakeTimers();
    const cache = new QueryCache();
    const { load, calls, release } = gatedLoad('rows');
    cache.start('a', load, true);
    cache.start('a', load, true);
    expect(calls).toHaveLength(1);
    // A part shows it: the load it finds in flight is its own, and the name is kept while shown.
    const leave = cache.subscribe('a', () => {});
    release();
    await vi.advanceTimersByTimeAsync(0);
    cache.start('a', load, true);
    expect(calls).toHaveLength(1); // just arrived (QUERY_FRESH_MS): not asked again
    await vi.advanceTimersByTimeAsync(QUERY_KEEP_MS);
    expect(cache.read('a')).toMatchObject({ data: 'rows', hasData: true });
    leave();

    // A write (a list asked for by POST is one) while a part is about to show a name does not drop
    // its load: the answer still reaches the part, marked as one a write may have changed.
    cache.start('c', load, true);
    cache.invalidate();
    const leaveC = cache.subscribe('c', () => {});
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(cache.read('c')).toMatchObject({ data: 'rows', hasData: true, loading: false });
    leaveC();
    expect(cache.read('c').hasData).toBe(false); // stale: not kept once left

    // A render React never commits: nobody shows 'b'; its load is let go with the name.
    cache.start('b', load, true);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(QUERY_KEEP_MS - 1);
    expect(cache.read('b').loading).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[2].aborted).toBe(true);
    expect(cache.read('b')).toMatchObject({ hasData: false, loading: false });
  });

  it('keeps the last answer when a load fails, and says so', async () => {
    const cache = new QueryCache();
    cache.subscribe('a', () => {});
    cache.seed('a', 'old');
    await cache.fetch('a', async () => ({ ok: false }));
    expect(cache.read('a')).toMatchObject({ data: 'old', hasData: true, error: true, gone: false });
    await cache.fetch('a', async () => ({ ok: false, gone: true }));
    expect(cache.read('a')).toMatchObject({ error: false, gone: true });
  });
});

type Row = { id: number; title: string };

function Rows() {
  const http = useHttp('/api/test');
  const api = useApi();
  const controller = useListController<Row>({ load: (query, signal) => http.get('/list', { params: toRequestParams(query), signal }) });
  return (
    <ListPage
      title="测试列表"
      listId="test.cache"
      controller={controller}
      rowName={(row) => row.title}
      columns={[{ key: 'title', title: '标题' }]}
      rowActions={(row) => [
        { key: 'rename', text: '改名', onClick: () => void http.put(`/${row.id}`, { data: { title: `${row.title}（新）` } }) },
        // The typed client's writes mark the answers as changed too (the plugins write through it).
        { key: 'end', text: '结束', onClick: () => void api.delete('/api/activity/twzb/{id}', { path: { id: row.id } }) },
      ]}
    />
  );
}

/** A list whose filters go in a POST's body (观众数据, 报名数据, 人物): a read. */
function PostedRows() {
  const http = useHttp('/api/test');
  const controller = useListController<Row>({ load: (query, signal) => http.post('/search', { data: toRequestParams(query), signal }) });
  return <ListPage title="检索列表" listId="test.posted" controller={controller} rowName={(row) => row.title} columns={[{ key: 'title', title: '标题' }]} />;
}

/** Two parts showing one name, and one part's own answer (a form's data). */
function Widgets() {
  const http = useHttp('/api/test');
  const first = useRemote((signal) => http.get<string>('/groups', { signal }).then((r) => (r.ok ? r.data : null)), [http], { key: '/api/test/groups' });
  const second = useRemote((signal) => http.get<string>('/groups', { signal }).then((r) => (r.ok ? r.data : null)), [http], { key: '/api/test/groups' });
  const form = useRemote((signal) => http.get<string>('/form', { signal }).then((r) => (r.ok ? r.data : null)), [http]);
  return (
    <>
      <Remote remote={first}>{(text) => <p>一：{text}</p>}</Remote>
      <Remote remote={second}>{(text) => <p>二：{text}</p>}</Remote>
      <Remote remote={form}>{(text) => <p>表单：{text}</p>}</Remote>
    </>
  );
}

const plugin = definePlugin({
  id: 'test',
  sdk: '^2',
  setup: (ctx) => {
    ctx.addRoute({ path: 'rows', name: 'rows', title: '列表', page: async () => ({ default: Rows }) });
    ctx.addRoute({ path: 'widgets', name: 'widgets', title: '部件', page: async () => ({ default: Widgets }) });
    ctx.addRoute({ path: 'posted', name: 'posted', title: '检索', page: async () => ({ default: PostedRows }) });
  },
});

function server() {
  const titles = new Map([
    [1, '年会直播'],
    [2, '发布会'],
  ]);
  return {
    'GET /api/test/list': () => ({ data: { pageNum: 1, pageSize: 10, total: titles.size, list: [...titles].map(([id, title]) => ({ id, title })) } }),
    'PUT /api/test/:id': (request: FakeRequest) => {
      const id = Number(request.path.split('/').at(-1));
      titles.set(id, (request.data as { title: string }).title);
      return { data: null };
    },
    'DELETE /api/activity/twzb/:id': (request: FakeRequest) => {
      titles.delete(Number(request.pathParams.id));
      return { data: null };
    },
    'POST /api/test/search': { data: { pageNum: 1, pageSize: 10, total: 1, list: [{ id: 9, title: '观众甲' }] } },
    'GET /api/test/groups': { data: '分组' },
    'GET /api/test/form': { data: '草稿' },
  };
}

const count = (requests: FakeRequest[], path: string) => requests.filter((r) => r.method === 'GET' && r.path === path).length;

describe('the kit’s parts on the answers cache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a part’s load starts in its first render, before React commits it, not in its effect once the page is on screen (issue 25: a clicked list’s call ~60 ms sooner)', async () => {
    let calls = 0;
    const atCommit: number[] = [];
    function Part() {
      const remote = useRemote(async () => {
        calls += 1;
        return '已到';
      }, []);
      useLayoutEffect(() => {
        atCommit.push(calls);
      }, []);
      return <Remote remote={remote}>{(text) => <p>{text}</p>}</Remote>;
    }
    const partPlugin = definePlugin({
      id: 'part',
      sdk: '^2',
      setup: (ctx) => ctx.addRoute({ path: 'part', name: 'part', title: '部件', page: async () => ({ default: Part }) }),
    });
    const view = renderPlugin(partPlugin, { path: '/part' });
    expect(await view.findByText('已到')).toBeTruthy();
    expect(atCommit).toEqual([1]);
    expect(calls).toBe(1);
  });

  it('after a save through useHttp the list on screen keeps its rows, and coming back into view asks it again: the renamed row shows', async () => {
    const view = renderPlugin(plugin, { path: '/rows', http: server() });
    fireEvent.click(await view.findByRole('button', { name: '改名 年会直播' }));
    await waitFor(() => expect(view.services.requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(count(view.services.requests, '/api/test/list')).toBe(1);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await view.findByText('年会直播（新）')).toBeTruthy();
    expect(count(view.services.requests, '/api/test/list')).toBe(2);
  });

  it('after a delete through the typed client (useApi) the list is not kept: Back to it asks again and never draws the deleted row', async () => {
    const view = renderPlugin(plugin, { path: '/rows', http: server() });
    fireEvent.click(await view.findByRole('button', { name: '结束 发布会' }));
    await waitFor(() => expect(view.services.requests.some((r) => r.method === 'DELETE')).toBe(true));
    await act(() => view.router.navigate('/widgets'));
    await view.findByText('一：分组');
    await act(() => view.router.navigate(-1));
    expect(view.queryByText('发布会')).toBeNull();
    expect(await view.findByText('年会直播')).toBeTruthy();
    expect(view.queryByText('发布会')).toBeNull();
    expect(count(view.services.requests, '/api/test/list')).toBe(2);
  });

  it('Back to a list draws its kept rows at once, then asks again behind them', async () => {
    const view = renderPlugin(plugin, { path: '/rows', http: server() });
    await view.findByText('发布会');
    await act(() => view.router.navigate('/widgets'));
    await view.findByText('一：分组');
    const later = Date.now() + 5_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await act(() => view.router.navigate(-1));
    // Drawn from the cache in the navigation's own render: no loading state between.
    expect(view.getByText('发布会')).toBeTruthy();
    await waitFor(() => expect(count(view.services.requests, '/api/test/list')).toBe(2));
  });

  it('a list asked for by POST (its filters in a body) reads: the answers kept for Back are still drawn at once after it', async () => {
    const view = renderPlugin(plugin, { path: '/widgets', http: server() });
    await view.findByText('一：分组');
    // The clock stands still: a kept answer is as fresh as it came (QUERY_FRESH_MS), not asked again.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    await act(() => view.router.navigate('/posted'));
    expect(await view.findByText('观众甲')).toBeTruthy();
    await act(() => view.router.navigate(-1));
    expect(view.getByText('一：分组')).toBeTruthy();
    // The POST dropped nothing: the widgets were drawn from what was kept, without asking again.
    expect(count(view.services.requests, '/api/test/groups')).toBe(1);
  });

  it('parts naming the same answer share one request; focus after a while asks again for shown data, never a form’s', async () => {
    const view = renderPlugin(plugin, { path: '/widgets', http: server() });
    expect(await view.findByText('一：分组')).toBeTruthy();
    expect(view.getByText('二：分组')).toBeTruthy();
    await view.findByText('表单：草稿');
    expect(count(view.services.requests, '/api/test/groups')).toBe(1);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + QUERY_STALE_ON_FOCUS_MS);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(count(view.services.requests, '/api/test/groups')).toBe(2));
    expect(count(view.services.requests, '/api/test/form')).toBe(1);
    expect(screen.getByText('一：分组')).toBeTruthy();
  });
});
