import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ServicesProvider, useHttp } from '../src/hooks';
import { FrameDataProvider, frameDataOnce, NETWORK_RESTORED_EVENT } from '../src/host';
import { enumParam, formatListQuery, intParam, ListPage, pageWindow, parseListQuery, textParam, toRequestParams, useListController } from '../src/kit';
import { definePlugin } from '../src/plugin';
import { createFakeServices, type FakeRequest, renderPlugin, selectOption } from '../src/testing';

type Row = { id: number; title: string; status: 'live' | 'ended' };
const spec = { filters: { status: enumParam(['live', 'ended'] as const), groupId: intParam(), city: textParam(10) }, sorts: ['startTime'] as const };

describe('list query in the address', () => {
  it('parses every value and falls back to the default when invalid', () => {
    const q = parseListQuery(
      new URLSearchParams('page=3&size=20&keyword=%20年会%20&status=live&groupId=7&from=2026-11-01&to=2026-11-23&sort=startTime&order=asc'),
      spec,
    );
    expect(q).toEqual({
      page: 3,
      pageSize: 20,
      keyword: '年会',
      filters: { status: 'live', groupId: 7 },
      range: { from: '2026-11-01', to: '2026-11-23' },
      sort: { field: 'startTime', order: 'asc' },
    });
    const bad = parseListQuery(new URLSearchParams('page=-2&size=7&status=gone&groupId=abc&from=2026-02-30&to=2026-03-01&sort=title'), spec);
    expect(bad).toEqual({ page: 1, pageSize: 10, keyword: '', filters: {}, range: null, sort: null });
    // An end before the start is no range at all.
    expect(parseListQuery(new URLSearchParams('from=2026-11-23&to=2026-11-01'), spec).range).toBeNull();
  });

  it('writes only what differs from the defaults, and reads back the same query', () => {
    const q = parseListQuery(new URLSearchParams('page=2&status=ended&sort=startTime&order=desc'), spec);
    const text = formatListQuery(q, spec).toString();
    expect(text).toBe('page=2&status=ended&sort=startTime&order=desc');
    expect(parseListQuery(new URLSearchParams(text), spec)).toEqual(q);
    expect(formatListQuery(parseListQuery(new URLSearchParams(''), spec), spec).toString()).toBe('');
  });

  it('maps to the contracts’ request parameters', () => {
    const q = parseListQuery(new URLSearchParams('keyword=a&groupId=3&from=2026-11-01&to=2026-11-02'), spec);
    expect(toRequestParams(q)).toMatchObject({ pageNum: 1, pageSize: 10, keyword: 'a', groupId: 3, startDate: '2026-11-01', endDate: '2026-11-02' });
  });

  it('pageWindow shows the first, last and neighbouring pages with gaps', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(19, 20)).toEqual([1, null, 16, 17, 18, 19, 20]);
  });
});

const rows = (n: number, from = 1): Row[] => Array.from({ length: n }, (_, i) => ({ id: from + i, title: `直播 ${from + i}`, status: 'ended' }));

/** A list screen declared with the kit, mounted by the harness like a plugin page. */
function ListScreen() {
  const http = useHttp('/api/test');
  const controller = useListController<Row, typeof spec.filters, 'startTime'>({
    ...spec,
    load: (query, signal) => http.get('/list', { params: toRequestParams(query), signal }),
  });
  return (
    <ListPage
      title="测试列表"
      listId="test.rows"
      controller={controller}
      rowName={(row) => row.title}
      search="搜索标题"
      filters={[
        {
          name: 'status',
          label: '状态',
          options: [
            { value: 'live', label: '直播中' },
            { value: 'ended', label: '已结束' },
          ],
        },
      ]}
      dateRange
      columns={[
        { key: 'title', title: '标题', fixed: true },
        { key: 'status', title: '状态', render: (row) => (row.status === 'live' ? '直播中' : '已结束') },
        { key: 'startTime', title: '开始时间', sortField: 'startTime', render: () => drawnRow() },
      ]}
      remove={{
        what: '直播',
        one: (row, { batch }) => http.delete(`/${row.id}`, { silent: batch }),
        strong: (row) => row.status === 'live' && '直播进行中，删除将中断观看',
      }}
    />
  );
}

/** The current page the document shows each time a row is drawn (a row's render runs before its commit). */
const rowDraws: (string | null)[] = [];
function drawnRow() {
  rowDraws.push(document.querySelector('.gr-pagination [aria-current="page"]')?.getAttribute('aria-label') ?? null);
  return '—';
}

/** A list with nothing to search or filter by (its `toolbar` a condition that is false). */
function PlainList() {
  const http = useHttp('/api/test');
  const controller = useListController<Row>({ load: (query, signal) => http.get('/list', { params: toRequestParams(query), signal }) });
  const canExport = false;
  return (
    <ListPage
      title="简单列表"
      listId="test.plain"
      controller={controller}
      rowName={(row) => row.title}
      actions={<button type="button">新建</button>}
      toolbar={canExport && <button type="button">导出</button>}
      columns={[{ key: 'title', title: '标题' }]}
    />
  );
}

const plugin = definePlugin({
  id: 'test',
  sdk: '^2',
  setup: (ctx) => {
    ctx.addRoute({ path: 'rows', name: 'rows', title: '测试', page: async () => ({ default: ListScreen }) });
    ctx.addRoute({ path: 'plain', name: 'plain', title: '简单', page: async () => ({ default: PlainList }) });
  },
});

/** A fake list endpoint over `all`, paged like the server; `gate` holds answers until released. */
function listServer(all: Row[]) {
  let release: (() => void) | null = null;
  let holding = false;
  const handler = async (request: FakeRequest) => {
    if (holding) await new Promise<void>((resolve) => (release = resolve));
    const p = request.params as { pageNum: number; pageSize: number; status?: string };
    const matching = all.filter((r) => !p.status || r.status === p.status);
    return {
      data: { pageNum: p.pageNum, pageSize: p.pageSize, total: matching.length, list: matching.slice((p.pageNum - 1) * p.pageSize, p.pageNum * p.pageSize) },
    };
  };
  return {
    handler,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      release?.();
    },
  };
}

describe('list controller and list page', () => {
  it('a page past the end is clamped to the last page (its address changed after React’s effects, not flushed inside them)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const server = listServer(rows(35));
      const view = renderPlugin(plugin, { path: '/rows?page=99', http: { 'GET /api/test/list': server.handler } });
      expect(await view.findByText('直播 35')).toBeTruthy();
      expect(view.router.state.location.search).toBe('?page=4');
      expect(view.getByText('第 31-35 条，共 35 条')).toBeTruthy();
      expect(errors.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('flushSync'))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('keeps the previous rows while the next page loads (no flash of 暂无数据)', async () => {
    const server = listServer(rows(25));
    const view = renderPlugin(plugin, { path: '/rows', http: { 'GET /api/test/list': server.handler } });
    expect(await view.findByText('直播 1')).toBeTruthy();
    server.hold();
    fireEvent.click(view.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2'));
    expect(view.getByText('直播 1')).toBeTruthy();
    expect(view.queryByText('暂无数据')).toBeNull();
    await act(async () => server.release());
    expect(await view.findByText('直播 11')).toBeTruthy();
  });

  it('issue 25: 第 2 页 shows as the current page before any row is drawn again (the table follows in the next render)', async () => {
    const server = listServer(rows(25));
    const view = renderPlugin(plugin, { path: '/rows', http: { 'GET /api/test/list': server.handler } });
    expect(await view.findByText('直播 1')).toBeTruthy();
    server.hold();
    rowDraws.length = 0;
    fireEvent.click(view.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(view.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page'));
    // The rows are drawn again as stale (the spinner over them), but only once 第 2 页 was committed.
    await waitFor(() => expect(view.container.querySelector('.gr-list-stale')).not.toBeNull());
    expect(rowDraws.length).toBeGreaterThan(0);
    expect(new Set(rowDraws)).toEqual(new Set(['第 2 页']));
    await act(async () => server.release());
    expect(await view.findByText('直播 11')).toBeTruthy();
  });

  it('the first load shows a spinner, not 暂无数据; an empty answer shows 暂无数据', async () => {
    const server = listServer([]);
    server.hold();
    const view = renderPlugin(plugin, { path: '/rows', http: { 'GET /api/test/list': server.handler } });
    await waitFor(() => expect(view.services.requests.length).toBe(1));
    expect(view.queryByText('暂无数据')).toBeNull();
    await act(async () => server.release());
    expect(await view.findByText('暂无数据')).toBeTruthy();
  });

  it('issue 24 §5: an empty answer to a search or a filter says so and offers 清除筛选, which brings every row back', async () => {
    const server = listServer(rows(3));
    const view = renderPlugin(plugin, {
      path: '/rows?status=live&keyword=%E5%B9%B4%E4%BC%9A&from=2026-11-01&to=2026-11-02',
      http: { 'GET /api/test/list': server.handler },
    });
    expect(await view.findByText('没有符合筛选条件的数据')).toBeTruthy();
    expect(view.queryByText('暂无数据')).toBeNull();
    fireEvent.click(view.getByRole('button', { name: '清除筛选' }));
    expect(await view.findByText('直播 3')).toBeTruthy();
    expect(view.router.state.location.search).toBe('');
  });

  /** A list whose first load fails; once the server answers, `askAgain` is what loads it again. */
  async function failedList(askAgain: () => void) {
    let fail = true;
    const view = renderPlugin(plugin, {
      path: '/rows',
      http: { 'GET /api/test/list': () => (fail ? { httpStatus: 502 } : { data: { pageNum: 1, pageSize: 10, total: 1, list: rows(1) } }) },
    });
    expect(await view.findByText('列表加载失败')).toBeTruthy();
    fail = false;
    askAgain();
    expect(await view.findByText('直播 1')).toBeTruthy();
  }

  it('an error shows 重试, which asks again', async () => {
    await failedList(() => fireEvent.click(screen.getByRole('button', { name: '重试' })));
  });

  it('issue 24 §3 "Offline": a list that failed reloads by itself when the network is back', async () => {
    await failedList(() => act(() => void window.dispatchEvent(new Event(NETWORK_RESTORED_EVENT))));
  });

  it('filters go to the address and the request; Back restores the previous page', async () => {
    const all = [...rows(12), { id: 100, title: '正在直播', status: 'live' as const }];
    const server = listServer(all);
    const view = renderPlugin(plugin, { path: '/rows', http: { 'GET /api/test/list': server.handler } });
    await view.findByText('直播 1');
    fireEvent.click(view.getByRole('button', { name: '第 2 页' }));
    expect(await view.findByText('直播 11')).toBeTruthy();
    expect(view.router.state.location.search).toBe('?page=2');
    await act(() => view.router.navigate(-1));
    expect(await view.findByText('直播 1')).toBeTruthy();
    expect(view.router.state.location.search).toBe('');
    await act(() => view.router.navigate('/rows?status=live'));
    expect(await view.findByText('正在直播')).toBeTruthy();
    expect(view.services.requests.at(-1)?.params).toMatchObject({ status: 'live', pageNum: 1 });
  });

  it('a delete confirms naming the item, toasts 已删除 and steps back a page after the last row went', async () => {
    const all = rows(11);
    const server = listServer(all);
    const view = renderPlugin(plugin, {
      path: '/rows?page=2',
      http: {
        'GET /api/test/list': server.handler,
        'DELETE /api/test/:id': (request) => {
          all.splice(
            all.findIndex((r) => r.id === Number(request.pathParams.id)),
            1,
          );
          return { data: null };
        },
      },
    });
    fireEvent.click(await view.findByRole('button', { name: '删除 直播 11' }));
    expect(await screen.findByText('确定删除「直播 11」吗？删除后不可恢复。')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'success', text: '已删除' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(await view.findByText('直播 1')).toBeTruthy();
  });

  it('deleting a live row needs the stronger confirmation', async () => {
    const server = listServer([{ id: 5, title: '年会直播', status: 'live' }]);
    const view = renderPlugin(plugin, { path: '/rows', http: { 'GET /api/test/list': server.handler, 'DELETE /api/test/:id': { data: null } } });
    fireEvent.click(await view.findByRole('button', { name: '删除 年会直播' }));
    expect(await screen.findByText('直播进行中，删除将中断观看')).toBeTruthy();
    const ok = within(screen.getByRole('dialog')).getByRole('button', { name: '删除' });
    expect(ok.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '我已了解上述影响，仍要继续' }));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('button', { name: '删除' }).hasAttribute('disabled')).toBe(false));
  });

  it('a batch delete lists the items that failed with the server’s reason', async () => {
    const all = rows(3);
    const server = listServer(all);
    const view = renderPlugin(plugin, {
      path: '/rows',
      http: {
        'GET /api/test/list': server.handler,
        'DELETE /api/test/:id': (request) => (request.pathParams.id === '2' ? { code: 409, msg: '直播进行中，不能删除' } : { data: null }),
      },
    });
    await view.findByText('直播 1');
    for (const name of ['直播 1', '直播 2', '直播 3']) fireEvent.click(view.getByRole('checkbox', { name: `选择「${name}」` }));
    fireEvent.click(await view.findByRole('button', { name: '批量删除' }));
    expect(await screen.findByText('确定删除选中的 3 个直播吗？删除后不可恢复。')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '删除' }));
    await screen.findByText('批量操作结果');
    const failures = screen.getByText('以下项目未成功：').nextElementSibling as HTMLElement;
    expect(
      within(failures)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['直播 2：直播进行中，不能删除']);
    expect(view.services.toasts).toContainEqual({ type: 'warning', text: '2 项成功，1 项失败' });
    // Listed once in the result, not toasted once more per failure.
    expect(view.services.toasts.filter((t) => t.type === 'error')).toEqual([]);
  });

  it('pagination is made of buttons a keyboard reaches', async () => {
    const view = renderPlugin(plugin, { path: '/rows', http: { 'GET /api/test/list': listServer(rows(30)).handler } });
    await view.findByText('直播 1');
    const nav = view.getByRole('navigation', { name: '分页' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['上一页', '第 1 页', '第 2 页', '第 3 页', '下一页']);
    expect(within(nav).getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
  });

  it('列设置 is the first of the page’s actions, beside the title; a list with nothing to search or filter by has no search landmark', async () => {
    const full = renderPlugin(plugin, { path: '/rows', http: { 'GET /api/test/list': listServer(rows(2)).handler } });
    await full.findByText('直播 1');
    const header = full.getByRole('heading', { level: 1, name: '测试列表' }).closest('header') as HTMLElement;
    expect(within(header).getByRole('button', { name: '列设置' })).toBeTruthy();
    expect(within(full.getByRole('search')).queryByRole('button', { name: '列设置' })).toBeNull();
    full.unmount();
    const plain = renderPlugin(plugin, { path: '/plain', http: { 'GET /api/test/list': listServer(rows(2)).handler } });
    await plain.findByText('直播 1');
    const actions = within(plain.getByRole('heading', { level: 1, name: '简单列表' }).closest('header') as HTMLElement).getAllByRole('button');
    expect(actions.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual(['列设置', '新建']);
    expect(plain.queryByRole('search')).toBeNull();
  });

  it('column settings: hiding a column is remembered for this user and list', async () => {
    localStorage.clear();
    const server = listServer(rows(2));
    const first = renderPlugin(plugin, { path: '/rows', http: { 'GET /api/test/list': server.handler } });
    await first.findByText('直播 1');
    expect(first.getAllByRole('columnheader').map((h) => h.textContent)).toContain('状态');
    fireEvent.click(first.getByRole('button', { name: '列设置' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '状态' }));
    await waitFor(() => expect(first.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('状态'));
    expect(JSON.parse(localStorage.getItem('gr:columns:tester:test.rows') ?? '[]')).toEqual(['status']);
    first.unmount();
    const again = renderPlugin(plugin, { path: '/rows', http: { 'GET /api/test/list': server.handler } });
    await again.findByText('直播 1');
    expect(again.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('状态');
    // Another user of this browser has their own choice.
    again.unmount();
    const other = renderPlugin(plugin, { path: '/rows', session: { user: { username: 'other' } as never }, http: { 'GET /api/test/list': server.handler } });
    await other.findByText('直播 1');
    expect(other.getAllByRole('columnheader').map((h) => h.textContent)).toContain('状态');
  });

  it('aborts the request of a query that changed, and the one in flight on unmount', async () => {
    const view = renderPlugin(plugin, {
      path: '/rows',
      http: {
        'GET /api/test/list': () => new Promise(() => {}),
      },
    });
    await waitFor(() => expect(view.services.requests.length).toBe(1));
    const firstSignal = view.services.requests[0].signal;
    await act(() => view.router.navigate('/rows?page=2'));
    await waitFor(() => expect(view.services.requests.length).toBe(2));
    // The second page's call starts as its route renders (queryCache.start); the first page's part lets
    // its call go when React commits the change — a moment later, longer under a busy machine.
    await waitFor(() => expect(firstSignal?.aborted).toBe(true));
    const secondSignal = view.services.requests[1].signal;
    view.unmount();
    expect(secondSignal?.aborted).toBe(true);
  });
});

describe('issue 24 §4: the list kit to a screen reader and the keyboard', () => {
  it('a sortable header is a button in the tab order; Enter, Space or a click cycle 升序 → 降序 → none, and the header says so (aria-sort)', async () => {
    const server = listServer(rows(3));
    const view = renderPlugin(plugin, { path: '/rows', http: { 'GET /api/test/list': server.handler } });
    expect(await view.findByText('直播 1')).toBeTruthy();
    const header = view.getByRole('columnheader', { name: '开始时间' });
    const button = within(header).getByRole('button', { name: '开始时间' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.tabIndex).toBe(0);
    expect(header.getAttribute('aria-sort')).toBe('none');
    // No English from Semi's sorter ("Current sort order is none").
    expect(header.querySelector('[aria-label^="Current sort order"]')).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(view.router.state.location.search).toBe('?sort=startTime&order=asc'));
    expect(view.getByRole('columnheader', { name: '开始时间' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(view.getByRole('columnheader', { name: '开始时间' })).getByRole('button'));
    await waitFor(() => expect(view.router.state.location.search).toBe('?sort=startTime&order=desc'));
    expect(view.getByRole('columnheader', { name: '开始时间' }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(view.getByRole('columnheader', { name: '开始时间' })).getByRole('button'));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(view.getByRole('columnheader', { name: '开始时间' }).getAttribute('aria-sort')).toBe('none');
  });

  it('the selects are named by their Chinese labels (not Semi’s "selected"), point at no option while closed, and hide their arrow', async () => {
    const server = listServer(rows(25));
    const view = renderPlugin(plugin, { path: '/rows?status=ended', http: { 'GET /api/test/list': server.handler } });
    expect(await view.findByText('直播 1')).toBeTruthy();
    const status = view.getByRole('combobox', { name: '状态' });
    expect(status.textContent).toContain('已结束');
    expect(view.getByRole('combobox', { name: '创建时间' })).toBeTruthy();
    expect(view.getByRole('combobox', { name: '每页条数' })).toBeTruthy();
    expect(view.queryByRole('combobox', { name: 'selected' })).toBeNull();
    for (const combobox of view.getAllByRole('combobox')) {
      expect(combobox.getAttribute('aria-expanded')).toBe('false');
      // Semi points at `…-option-0`, which is not in the page while the list is closed (axe: critical).
      expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);
      // The arrow is decoration, not an image without a name.
      expect(combobox.querySelector('.semi-select-arrow [role="img"]:not([aria-hidden="true"])')).toBeNull();
    }
  });

  it('the header checkbox is named 全选本页, not "Select all rows"', async () => {
    const server = listServer(rows(3));
    const view = renderPlugin(plugin, { path: '/rows', http: { 'GET /api/test/list': server.handler } });
    expect(await view.findByText('直播 1')).toBeTruthy();
    expect(view.getByRole('checkbox', { name: '全选本页' })).toBeTruthy();
    expect(view.getByRole('checkbox', { name: '选择「直播 1」' })).toBeTruthy();
    expect(view.queryByRole('checkbox', { name: /Select/ })).toBeNull();
  });
});

describe('selectOption of @greenroom/sdk/testing (issue 27 §6)', () => {
  it('chooses a filter by its Chinese label without waiting for Semi’s animation, twice in a row, and the list asks again', async () => {
    const all = [...rows(2), { id: 3, title: '年会直播', status: 'live' as const }];
    const view = renderPlugin(plugin, { path: '/rows', http: { 'GET /api/test/list': listServer(all).handler } });
    expect(await view.findByText('直播 1')).toBeTruthy();
    await selectOption(view.container, '状态', '直播中');
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=live'));
    await waitFor(() => expect(view.queryByText('直播 1')).toBeNull());
    expect(view.getByText('年会直播')).toBeTruthy();
    await selectOption(view.container, '状态', '已结束');
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=ended'));
    expect(await view.findByText('直播 1')).toBeTruthy();
    expect(view.services.requests.map((request) => (request.params as { status?: string }).status)).toEqual([undefined, 'live', 'ended']);
  });

  it('names the options there are when the one asked for is not', async () => {
    const view = renderPlugin(plugin, { path: '/rows', http: { 'GET /api/test/list': listServer(rows(2)).handler } });
    await expect(selectOption(view.container, '状态', '草稿')).rejects.toThrow(/has no option "草稿".*全部.*直播中, 已结束/);
  });
});

describe('issue 25: a list answers a click at once', () => {
  it('a page change is drawn together with the address (flushSync), not put off as a transition that other updates could delay', async () => {
    const server = listServer(rows(25));
    const view = renderPlugin(plugin, { path: '/rows', http: { 'GET /api/test/list': server.handler } });
    expect(await view.findByText('直播 1')).toBeTruthy();
    // The router tells its subscribers after the console's own (the RouterProvider's): with the page
    // drawn at once, 第 2 页 is already the current page when the address says so.
    let currentWhenAddressed: string | null | undefined;
    const stop = view.router.subscribe((state) => {
      if (state.location.search === '?page=2' && currentWhenAddressed === undefined)
        currentWhenAddressed = view.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current');
    });
    fireEvent.click(view.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2'));
    stop();
    expect(currentWhenAddressed).toBe('page');
    expect(await view.findByText('直播 11')).toBeTruthy();
  });

  it('a list whose first page came with the page renders once: no second render for an empty selection or a load already done', async () => {
    let renders = 0;
    function Counted() {
      renders += 1;
      const http = useHttp('/api/test');
      const controller = useListController<Row>({ load: (query, signal) => http.get('/list', { params: toRequestParams(query), signal }) });
      return <p>{controller.rows.map((row) => row.title).join('、')}</p>;
    }
    const services = createFakeServices();
    const router = createMemoryRouter([{ path: '/rows', element: <Counted /> }], { initialEntries: ['/rows'] });
    render(
      <FrameDataProvider value={frameDataOnce({ '/rows': { pageNum: 1, pageSize: 10, total: 2, list: rows(2) } })}>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </FrameDataProvider>,
    );
    expect(await screen.findByText('直播 1、直播 2')).toBeTruthy();
    await act(async () => {});
    expect(renders).toBe(1);
    expect(services.requests).toHaveLength(0);
  });
});
