import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHttp } from '../src/hooks';
import { ListPage, toRequestParams, useListController } from '../src/kit';
import { definePlugin } from '../src/plugin';
import { renderPlugin } from '../src/testing';

type Row = { id: number; title: string; locked: boolean };

function ListScreen() {
  const http = useHttp('/api/test');
  const controller = useListController<Row, Record<never, never>, never>({
    load: (query, signal) => http.get('/list', { params: toRequestParams(query), signal }),
  });
  return (
    <ListPage
      title="测试列表"
      listId="test.links"
      controller={controller}
      rowName={(row) => row.title}
      columns={[{ key: 'title', title: '标题', fixed: true }]}
      rowActions={() => [
        { key: 'manage', text: '管理', href: (row) => `/rows/${row.id}`, disabledReason: (row) => row.locked && '已锁定' },
        { key: 'other', text: '其他', onClick: () => undefined },
      ]}
    />
  );
}

function RowScreen() {
  return <h1>行详情</h1>;
}

const plugin = definePlugin({
  id: 'test',
  sdk: '^2',
  setup: (ctx) => {
    ctx.addRoute({ path: 'rows', name: 'rows', title: '测试', page: async () => ({ default: ListScreen }) });
    ctx.addRoute({ path: 'rows/:id', name: 'row', title: '行', page: async () => ({ default: RowScreen }) });
  },
});

const list = [
  { id: 3, title: '直播 3', locked: false },
  { id: 4, title: '直播 4', locked: true },
];

describe('a row action with href', () => {
  it('is a real link to the row’s screen, named after the row, followed in the same tab; a disabled one stays a button', async () => {
    const view = renderPlugin(plugin, {
      path: '/rows?page=1',
      http: { 'GET /api/test/list': { data: { pageNum: 1, pageSize: 10, total: 2, list } } },
    });
    const link = await screen.findByRole('link', { name: '管理 直播 3' });
    expect(link.getAttribute('href')).toBe('/rows/3');
    expect(link.getAttribute('target')).toBeNull();
    expect(link.textContent).toBe('管理');
    // A row the action does not apply to: the disabled button, with its reason.
    expect(screen.queryByRole('link', { name: '管理 直播 4' })).toBeNull();
    expect(screen.getByRole('button', { name: '管理 直播 4' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByRole('button', { name: /^其他/ })).toHaveLength(2);

    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: '行详情' })).toBeTruthy();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/rows/3'));
    expect(view.router.state.historyAction).toBe('PUSH');
  }, 20_000);
});
