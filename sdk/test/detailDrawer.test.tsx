import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { REMOTE_GONE } from '../src';
import { useHttp } from '../src/hooks';
import { DetailDrawer, DetailFields, useItemParam } from '../src/kit';
import { definePlugin } from '../src/plugin';
import type { HttpResult } from '../src/services';
import { renderPlugin } from '../src/testing';

type Item = { id: number; name: string; note: string };

function Screen() {
  const http = useHttp('/api');
  const item = useItemParam('item');
  const [version, setVersion] = useState(0);
  return (
    <>
      <button type="button" onClick={() => item.open(7)}>
        打开 7
      </button>
      <DetailDrawer<number, Item>
        item={item.value}
        title="条目详情"
        version={version}
        errorText="条目加载失败"
        goneText="条目不存在或无权访问"
        load={async (id, signal) => {
          const result = (await http.get(`/items/${id}`, { signal })) as HttpResult<Item>;
          if (!result.ok) return result.code === 404 ? REMOTE_GONE : null;
          return result.data;
        }}
        onClose={item.close}
        footer={() => (
          <button type="button" onClick={() => setVersion((v) => v + 1)}>
            刷新
          </button>
        )}
      >
        {(data) => (
          <DetailFields
            items={[
              { label: '名称', value: data.name },
              { label: '备注', value: data.note },
            ]}
          />
        )}
      </DetailDrawer>
    </>
  );
}
const plugin = definePlugin({
  id: 'test',
  sdk: '^2',
  setup: (ctx) => ctx.addRoute({ path: 'items', name: 'items', title: '条目', page: async () => ({ default: Screen }) }),
});

describe('DetailDrawer: one item in a side sheet, kept in the address', () => {
  it('opens into the address (?item=), keeps the other parameters, shows the fields and leaves out the empty ones', async () => {
    const view = renderPlugin(plugin, { path: '/items?page=2', http: { 'GET /api/items/:id': { data: { id: 7, name: '年会直播', note: '' } } } });
    fireEvent.click(await screen.findByRole('button', { name: '打开 7' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2&item=7'));
    const drawer = await screen.findByRole('dialog', { name: '条目详情' });
    expect(await within(drawer).findByText('年会直播')).toBeTruthy();
    expect(within(drawer).queryByText('备注')).toBeNull();
    fireEvent.click(within(drawer).getByRole('img', { name: '关闭' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2'));
  });

  it('opens from the address alone (a reload), and loads again when the version changes', async () => {
    let calls = 0;
    const view = renderPlugin(plugin, {
      path: '/items?item=7',
      http: {
        'GET /api/items/:id': () => {
          calls += 1;
          return { data: { id: 7, name: `第 ${calls} 次`, note: '' } };
        },
      },
    });
    const drawer = await screen.findByRole('dialog', { name: '条目详情' });
    expect(await within(drawer).findByText('第 1 次')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: '刷新' }));
    expect(await within(drawer).findByText('第 2 次')).toBeTruthy();
    expect(view.services.requests.map((r) => r.path)).toEqual(['/api/items/7', '/api/items/7']);
  });

  it('a failed load shows what failed with 重试; an id that is not one leaves the drawer closed', async () => {
    let fail = true;
    renderPlugin(plugin, {
      path: '/items?item=7',
      http: { 'GET /api/items/:id': () => (fail ? { httpStatus: 502 } : { data: { id: 7, name: '年会直播', note: '' } }) },
    });
    const drawer = await screen.findByRole('dialog', { name: '条目详情' });
    expect(await within(drawer).findByText('条目加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(within(drawer).getByRole('button', { name: '重试' }));
    expect(await within(drawer).findByText('年会直播')).toBeTruthy();
  });

  it('issue 24 §3: an item that does not exist says why and offers 关闭, not a 重试 that cannot succeed', async () => {
    const view = renderPlugin(plugin, { path: '/items?item=999', http: { 'GET /api/items/:id': { code: 404, msg: '数据不存在或无权访问' } } });
    const drawer = await screen.findByRole('dialog', { name: '条目详情' });
    expect(await within(drawer).findByText('条目不存在或无权访问')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: '重试' })).toBeNull();
    fireEvent.click(within(drawer).getAllByRole('button', { name: '关闭' }).at(-1) as HTMLElement);
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  it('ignores an address value that is not an id', async () => {
    const view = renderPlugin(plugin, { path: '/items?item=abc', http: {} });
    await screen.findByRole('button', { name: '打开 7' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.services.requests).toEqual([]);
  });
});
