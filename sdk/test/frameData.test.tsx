/**
 * Issue 14 (a list opened directly, its first row ≤ 1.2 s): the server's first frame draws a list's
 * first page; the console's first render shows the same rows without asking again.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { type FrameData, FrameDataProvider, frameDataOnce } from '../src/host';
import { intParam, type RowsPage, useListController } from '../src/kit';
import type { HttpResult } from '../src/services';

type Row = { id: number; title: string };
const page = (titles: string[]): RowsPage<Row> => ({ pageNum: 1, pageSize: 10, total: titles.length, list: titles.map((title, i) => ({ id: i + 1, title })) });
const ok = (data: RowsPage<Row>): HttpResult<RowsPage<Row>> => ({ ok: true, data, code: 0, msg: '', status: 200 });

function Rows({ load }: { load: (query: unknown) => Promise<HttpResult<RowsPage<Row>>> }) {
  const list = useListController<Row, { groupId: ReturnType<typeof intParam> }>({ filters: { groupId: intParam() }, load });
  return <ul>{list.loading && list.rows.length === 0 ? <li>加载中</li> : list.rows.map((row) => <li key={row.id}>{row.title}</li>)}</ul>;
}

function mount(frameData: FrameData | null, load: (query: unknown) => Promise<HttpResult<RowsPage<Row>>>, address = '/activity/live?groupId=3') {
  const router = createMemoryRouter([{ path: '/activity/live', element: <Rows load={load} /> }], { initialEntries: [address] });
  return (
    <FrameDataProvider value={frameData}>
      <RouterProvider router={router} />
    </FrameDataProvider>
  );
}

describe('a list’s first page with the first frame (issue 14)', () => {
  it('in the browser: the rows the frame showed are there in the first render, and not asked for again', async () => {
    const load = vi.fn(async () => ok(page(['新的一行'])));
    render(mount(frameDataOnce({ '/activity/live?groupId=3': page(['年会直播', '开学典礼']) }), load));
    expect(screen.getByText('年会直播')).toBeTruthy();
    expect(screen.queryByText('加载中')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
  });

  it('in the browser: an answer is handed out once, and one for another address is not used', async () => {
    const data = frameDataOnce({ '/activity/live?groupId=3': page(['年会直播']) });
    expect(data.take('/activity/live?groupId=4')).toBeUndefined();
    expect(data.take('/activity/live?groupId=3')).toBeTruthy();
    expect(data.take('/activity/live?groupId=3')).toBeUndefined();
    const load = vi.fn(async () => ok(page(['另一页'])));
    render(mount(frameDataOnce({ '/activity/live?groupId=9': page(['年会直播']) }), load));
    await waitFor(() => expect(screen.getByText('另一页')).toBeTruthy());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('issue 24 §3: a frame’s page past the end (`?page=999` opened directly) is clamped to the last page, as a loaded one is', async () => {
    const past: RowsPage<Row> = { pageNum: 999, pageSize: 10, total: 28, list: [] };
    const load = vi.fn(async (query: unknown) => ok({ ...page(['第三页的一行']), pageNum: (query as { page: number }).page, total: 28 }));
    // The past page itself is never asked for again: the frame's answer said where the end is.
    render(mount(frameDataOnce({ '/activity/live?groupId=3&page=999': past }), load, '/activity/live?groupId=3&page=999'));
    await waitFor(() => expect(screen.getByText('第三页的一行')).toBeTruthy());
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toMatchObject({ page: 3 });
  });

  it('on the server: the first pass asks for the page by its address, the second draws its rows', async () => {
    // React's development build warns that layout effects do not run on a server render: expected here.
    const error = console.error;
    const quiet = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) error(...args);
    });
    const load = vi.fn(async () => ok(page(['年会直播'])));
    const answers: Record<string, unknown> = {};
    const wanted = new Map<string, Promise<unknown>>();
    const server: FrameData = { take: (key) => answers[key], want: (key, get) => void wanted.set(key, get()) };
    expect(renderToString(mount(server, load))).toContain('加载中');
    expect([...wanted.keys()]).toEqual(['/activity/live?groupId=3']);
    answers['/activity/live?groupId=3'] = await wanted.get('/activity/live?groupId=3');
    expect(answers['/activity/live?groupId=3']).toEqual(page(['年会直播']));
    const html = renderToString(mount(server, load));
    expect(html).toContain('年会直播');
    expect(html).not.toContain('加载中');
    quiet.mockRestore();
  });
});
