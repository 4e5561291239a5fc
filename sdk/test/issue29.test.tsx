/**
 * Issue 29: the kit speaks the page's language and follows its colour scheme — a plugin page built
 * with the kit (list page, confirmation, empty and error states, export), rendered by the harness in
 * each language and theme (`renderPlugin(plugin, { locale, theme })`).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHttp } from '../src/hooks';
import { defineTexts } from '../src/i18n';
import { ExportButton, enumParam, fitWidth, ListPage, toRequestParams, useListController } from '../src/kit';
import { definePlugin } from '../src/plugin';
import { type FakeRequest, renderPlugin } from '../src/testing';
import { EmptyState, ErrorState } from '../src/ui';

const HAN = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

/** The page's text without the fixtures' user data (the rows' titles stay as the organiser wrote them). */
const interfaceText = (userData: readonly string[]) => userData.reduce((text, item) => text.split(item).join(''), document.body.textContent ?? '');

type Row = { id: number; title: string; status: 'live' | 'ended' };

/** The plugin's own texts, as a plugin writes them. */
const texts = defineTexts({
  'zh-CN': {
    title: '测试列表',
    live: '直播中',
    ended: '已结束',
    status: '状态',
    name: '标题',
    what: '直播',
    strong: '直播进行中，删除将中断观看',
    nothing: '还没有内容',
  },
  'en-US': {
    title: 'Test list',
    live: 'Live',
    ended: 'Ended',
    status: 'Status',
    name: 'Title',
    what: 'stream',
    strong: 'The stream is live: deleting it stops viewing',
    nothing: 'Nothing yet',
  },
});

const filters = { status: enumParam(['live', 'ended'] as const) };

function ListScreen() {
  const http = useHttp('/api/test');
  const controller = useListController<Row, typeof filters, never>({
    filters,
    load: (query, signal) => http.get('/list', { params: toRequestParams(query), signal }),
  });
  return (
    <ListPage
      title={texts.title}
      listId="issue29.rows"
      controller={controller}
      rowName={(row) => row.title}
      filters={[
        {
          name: 'status',
          label: texts.status,
          options: [
            { value: 'live', label: texts.live },
            { value: 'ended', label: texts.ended },
          ],
        },
      ]}
      dateRange
      columns={[
        { key: 'title', title: texts.name, fixed: true },
        { key: 'status', title: texts.status, render: (row) => (row.status === 'live' ? texts.live : texts.ended) },
      ]}
      actions={<ExportButton request={async () => ({ ok: true, data: new Blob(['x']), code: null, msg: '', status: 200 })} fallbackName="rows.xlsx" />}
      remove={{
        what: texts.what,
        one: (row, { batch }) => http.delete(`/${row.id}`, { silent: batch }),
        strong: (row) => row.status === 'live' && texts.strong,
      }}
    />
  );
}

function States() {
  return (
    <>
      <EmptyState />
      <ErrorState onRetry={() => {}} />
      <EmptyState text={texts.nothing} size="default" />
    </>
  );
}

const plugin = definePlugin({
  id: 'issue29',
  sdk: '^2',
  setup: (ctx) => {
    ctx.addRoute({ path: 'rows', name: 'rows', title: texts.title, page: async () => ({ default: ListScreen }) });
    ctx.addRoute({ path: 'states', name: 'states', title: texts.title, page: async () => ({ default: States }) });
  },
});

const ROWS: Row[] = [
  { id: 1, title: '年会直播', status: 'live' },
  { id: 2, title: '新品发布', status: 'ended' },
  { id: 3, title: '季度复盘', status: 'ended' },
];
const TITLES = ROWS.map((row) => row.title);

const list = (request: FakeRequest) => {
  const p = request.params as { pageNum: number; pageSize: number };
  return { data: { pageNum: p.pageNum, pageSize: p.pageSize, total: ROWS.length, list: ROWS } };
};

describe('issue 29: the kit in English and dark', () => {
  it('renderPlugin({ locale: "en-US", theme: "dark" }): the list page speaks English on a dark page, with no Chinese but the rows’ titles', async () => {
    const view = renderPlugin(plugin, { path: '/rows', locale: 'en-US', theme: 'dark', http: { 'GET /api/test/list': list } });
    expect(await view.findByText('年会直播')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    expect(view.getByRole('heading', { name: 'Test list' })).toBeTruthy();
    expect(view.getByText('1-3 of 3')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Delete 年会直播' })).toBeTruthy();
    expect(view.getByRole('checkbox', { name: 'Select "新品发布"' })).toBeTruthy();
    // Issue 29: exports stay Chinese, which the English button says.
    expect(view.getByRole('button', { name: /Export \(file in Chinese\)/ })).toBeTruthy();
    expect(interfaceText(TITLES)).not.toMatch(HAN);
  });

  it('the confirmation of a delete speaks English, the stronger one too', async () => {
    const view = renderPlugin(plugin, {
      path: '/rows',
      locale: 'en-US',
      theme: 'dark',
      http: { 'GET /api/test/list': list, 'DELETE /api/test/:id': { data: null } },
    });
    fireEvent.click(await view.findByRole('button', { name: 'Delete 年会直播' }));
    expect(await screen.findByText('Delete "年会直播"? This cannot be undone.')).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('The stream is live: deleting it stops viewing')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I understand the impact above and want to continue' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(false));
    expect(interfaceText(TITLES)).not.toMatch(HAN);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'success', text: 'Deleted' }));
  });

  it('empty and error states speak English; a list that failed says so in English', async () => {
    renderPlugin(plugin, { path: '/states', locale: 'en-US', theme: 'dark' });
    expect(await screen.findByText('Failed to load. Please try again later.')).toBeTruthy();
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(interfaceText([])).not.toMatch(HAN);

    const failed = renderPlugin(plugin, { path: '/rows', locale: 'en-US', http: { 'GET /api/test/list': { httpStatus: 502 } } });
    expect(await failed.findByText('The list failed to load')).toBeTruthy();
  });

  it('the same page in Chinese and light, as before (the default)', async () => {
    const view = renderPlugin(plugin, { path: '/rows', http: { 'GET /api/test/list': list } });
    expect(await view.findByText('年会直播')).toBeTruthy();
    expect(document.body.hasAttribute('theme-mode')).toBe(false);
    expect(view.getByRole('heading', { name: '测试列表' })).toBeTruthy();
    expect(view.getByText('第 1-3 条，共 3 条')).toBeTruthy();
    expect(view.getByRole('button', { name: '导出' })).toBeTruthy();
    expect(view.getByRole('button', { name: '删除 年会直播' })).toBeTruthy();
  });

  it('the theme can be light in English and dark in Chinese: language and theme are independent', async () => {
    renderPlugin(plugin, { path: '/states', locale: 'en-US', theme: 'light' });
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(document.body.hasAttribute('theme-mode')).toBe(false);
    renderPlugin(plugin, { path: '/states', locale: 'zh-CN', theme: 'dark' });
    expect(await screen.findAllByText('暂无数据')).toBeTruthy();
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
  });

  it('the harness’s own texts follow the language: its fake account and its page for an unknown address', async () => {
    const english = renderPlugin(plugin, { path: '/nowhere', locale: 'en-US' });
    expect(english.services.session.state.user?.nickname).toBe('Test organizer');
    expect(await english.findByText('Page not found')).toBeTruthy();
    english.unmount();
    const chinese = renderPlugin(plugin, { path: '/nowhere' });
    expect(chinese.services.session.state.user?.nickname).toBe('测试主办方');
    expect(await chinese.findByText('未找到页面')).toBeTruthy();
  });
});

describe('issue 29: the harness puts the page back after each test', () => {
  it('a filter is as wide as its words in either language: 状态：直播中 keeps its width, Status: Ended is not sized as as many Chinese characters', async () => {
    const widthIn = async (locale: 'zh-CN' | 'en-US', name: string) => {
      const view = renderPlugin(plugin, { path: '/rows', locale, http: { 'GET /api/test/list': list } });
      await view.findByText('年会直播');
      const width = Number.parseInt(view.getByRole('combobox', { name }).style.width, 10);
      view.unmount();
      return width;
    };
    // Chinese: (状态 + ： + 直播中, the longest choice) at 14 px a character and the select's 76 px of chrome.
    expect(await widthIn('zh-CN', '状态')).toBe((2 + 1 + 3) * 14 + 76);
    // English: "Status: " and "Ended" estimated as drawn (~53 + ~41 px), not 13 characters × 14 px.
    const english = await widthIn('en-US', 'Status');
    expect(english).toBeLessThan((6 + 1 + 5) * 14 + 76);
    expect(english).toBeGreaterThanOrEqual(150);
    expect(fitWidth('Created', ['All time', 'Last 7 days', 'Last 30 days', 'Custom range'])).toBeLessThan(260);
  });

  it('a test renders in English and dark…', async () => {
    renderPlugin(plugin, { path: '/states', locale: 'en-US', theme: 'dark' });
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('…and the next one starts in Chinese and light (the setup file resets both)', () => {
    expect(document.documentElement.lang).toBe('');
    expect(document.body.hasAttribute('theme-mode')).toBe(false);
  });
});
