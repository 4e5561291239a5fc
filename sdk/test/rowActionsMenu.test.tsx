/**
 * Issue 25 (a list usable at first sight): a list whose row actions would push its columns under the
 * fixed 操作 column declares `inlineActions`; past that many, a row shows the first ones and a 更多
 * menu button (WAI-ARIA menu button) with the rest, keeping their names, reasons and links.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { type ListController, type ListQuery, ListTable, type RowAction } from '../src/kit';
import { estimateTextWidth, inlineActionCount } from '../src/kit/list/actionsFit';

type Row = { id: number; title: string };
const rows: Row[] = [
  { id: 1, title: '年会直播' },
  { id: 2, title: '新品发布会' },
];
const query: ListQuery<Record<never, never>, never> = { page: 1, pageSize: 10, keyword: '', filters: {}, range: null, sort: null };

function controller(): ListController<Row, Record<never, never>, never> {
  return {
    query,
    setQuery: () => undefined,
    rows,
    total: rows.length,
    loading: false,
    error: false,
    refetch: () => undefined,
    removed: () => undefined,
    updateRow: () => undefined,
    selection: { keys: [], rows: [], set: () => undefined, clear: () => undefined },
    rowKey: (row) => row.id,
  };
}

function setup(inlineActions?: number, actionsWidth?: number, english = false) {
  const copy = vi.fn();
  const remove = vi.fn();
  const actions = (): RowAction<Row>[] => [
    { key: 'manage', text: english ? 'Manage' : '管理', href: (r) => `/rows/${r.id}` },
    { key: 'data', text: english ? 'Data' : '数据', href: (r) => `/data?activityId=${r.id}` },
    { key: 'copy', text: english ? 'Copy watch link' : '复制观看链接', onClick: copy, disabledReason: (r) => r.id === 2 && '未开始的直播没有观看链接' },
    { key: 'delete', text: english ? 'Delete' : '删除', danger: true, onClick: remove },
  ];
  const table = (
    <MemoryRouter initialEntries={['/rows']}>
      <Routes>
        <Route
          path="/rows"
          element={
            <ListTable
              controller={controller()}
              columns={[{ key: 'title', title: '标题', fixed: true }]}
              rowActions={actions}
              inlineActions={inlineActions}
              actionsWidth={actionsWidth}
              rowName={(r) => r.title}
              label="直播活动"
            />
          }
        />
        <Route path="/data" element={<p>数据页</p>} />
      </Routes>
    </MemoryRouter>
  );
  return { table, copy, remove };
}

const more = (title: string) => screen.getByRole('button', { name: `更多 ${title}` });
const open = () => document.querySelector<HTMLElement>('.gr-row-menu');

describe('issue 25: a row’s actions past `inlineActions` go under 更多', () => {
  it('without inlineActions every action is in the row, and no 更多', () => {
    render(setup().table);
    expect(screen.getByRole('button', { name: '删除 年会直播' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^更多/ })).toBeNull();
  });

  it('with inlineActions={3}: 管理 and 数据 in the row, then 更多; the menu is not rendered until opened (the server’s page too)', () => {
    const { table } = setup(3);
    render(table);
    expect(screen.getByRole('link', { name: '管理 年会直播' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '数据 年会直播' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除 年会直播' })).toBeNull();
    const button = more('年会直播');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(open()).toBeNull();
    const html = renderToString(table);
    expect(html).toContain('aria-label="更多 年会直播"');
    expect(html).not.toContain('gr-row-menu');
  });

  it('opens on a click with focus on its first entry; ↑ ↓ Home End move; Esc closes with focus back on 更多', async () => {
    render(setup(3).table);
    await act(async () => fireEvent.click(more('年会直播')));
    const menu = screen.getByRole('menu', { name: '更多 年会直播' });
    expect(more('年会直播').getAttribute('aria-expanded')).toBe('true');
    expect(more('年会直播').getAttribute('aria-controls')).toBe(menu.id);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['复制观看链接 年会直播', '删除 年会直播']);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[1]);
    expect(items[1].className).toContain('is-danger');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(open()).toBeNull();
    expect(document.activeElement).toBe(more('年会直播'));
  });

  it('↓ on 更多 opens it; choosing an entry closes the menu with focus on 更多 and does the action for its row', async () => {
    const { table, remove } = setup(3);
    render(table);
    more('新品发布会').focus();
    await act(async () => fireEvent.keyDown(more('新品发布会'), { key: 'ArrowDown' }));
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: '删除 新品发布会' })));
    expect(remove).toHaveBeenCalledWith(rows[1]);
    expect(open()).toBeNull();
    expect(document.activeElement).toBe(more('新品发布会'));
  });

  it('a disabled entry says why and does nothing; a click elsewhere closes the menu', async () => {
    const { table, copy } = setup(3);
    render(table);
    await act(async () => fireEvent.click(more('新品发布会')));
    const entry = screen.getByRole('menuitem', { name: '复制观看链接 新品发布会' });
    expect(entry.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(entry.getAttribute('aria-describedby') ?? '')?.textContent).toBe('未开始的直播没有观看链接');
    fireEvent.click(entry);
    expect(copy).not.toHaveBeenCalled();
    expect(open()).not.toBeNull();
    fireEvent.pointerDown(document.body);
    await act(async () => {});
    expect(open()).toBeNull();
  });

  it('a scroll that leaves its button in place keeps it open (one already on its way when it opened); one that moves the button closes it', async () => {
    render(setup(3).table);
    await act(async () => fireEvent.click(more('年会直播')));
    await act(async () => fireEvent.scroll(document));
    expect(open()).not.toBeNull();
    const button = more('年会直播');
    button.getBoundingClientRect = () => ({ top: 120, left: 0, right: 40, bottom: 144, width: 40, height: 24, x: 0, y: 120, toJSON: () => ({}) });
    await act(async () => fireEvent.scroll(document));
    expect(open()).toBeNull();
  });

  it('a link entry is a link of the console: it leads to its route and closes the menu', async () => {
    const { table } = setup(2);
    render(table);
    // inlineActions={2}: 管理 and 更多; 数据 is a link entry of the menu.
    expect(screen.queryByRole('link', { name: '数据 年会直播' })).toBeNull();
    await act(async () => fireEvent.click(more('年会直播')));
    const link = screen.getByRole('menuitem', { name: '数据 年会直播' });
    expect(link.getAttribute('href')).toBe('/data?activityId=1');
    await act(async () => fireEvent.click(link));
    expect(await screen.findByText('数据页')).toBeTruthy();
    expect(open()).toBeNull();
  });
});

describe('issue 25: `actionsWidth` folds a row’s actions where its words are long (English at 1366 px)', () => {
  it('estimates a row action’s text within a few px of the drawn width (Chromium at 14 px semibold: 复制链接 56, Copy link 63, View results 82, Manage 52, Delete 42)', () => {
    const drawn = { 复制链接: 56, 'Copy link': 63, 'View results': 82, Manage: 52, Delete: 42, Download: 67 };
    for (const [text, width] of Object.entries(drawn)) expect(Math.abs(estimateTextWidth(text) - width), text).toBeLessThanOrEqual(4);
  });

  it('all actions when they fit; else the first that fit beside 更多, at least one, and `inlineActions` still caps them', () => {
    const zh = ['管理', '复制链接', '删除'];
    const en = ['Manage', 'Copy link', 'Delete'];
    expect(inlineActionCount(zh, { width: 160, moreText: '更多' })).toBe(3);
    expect(inlineActionCount(en, { width: 160, moreText: 'More' })).toBe(1);
    expect(inlineActionCount(en, { width: 240, moreText: 'More' })).toBe(3);
    expect(inlineActionCount(en, { width: 20, moreText: 'More' })).toBe(1);
    expect(inlineActionCount(zh, { most: 2, width: 500, moreText: '更多' })).toBe(1);
    expect(inlineActionCount(zh, { moreText: '更多' })).toBe(3);
  });

  it('the same declaration shows 管理 数据 复制观看链接 删除 in Chinese and folds them in English, on the server’s markup as in the browser', () => {
    const names = () => [...document.querySelectorAll('.gr-row-actions')][0].textContent;
    const { unmount } = render(setup(undefined, 230).table);
    expect(names()).toBe('管理数据复制观看链接删除');
    unmount();
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'en-US';
    try {
      const server = renderToString(setup(undefined, 230, true).table);
      expect(server).toContain('>More<');
      render(setup(undefined, 230, true).table);
      expect(names()).toBe(server.match(/class="gr-row-actions">([\s\S]*?)<\/div>/)?.[1].replace(/<[^>]+>/g, ''));
      expect(names()).toBe('ManageDataMore');
      expect(screen.getAllByRole('button', { name: /^More / })).toHaveLength(2);
    } finally {
      document.documentElement.lang = lang;
    }
  });
});

describe('issue 25: a fold keeps what the row can do in sight (enabled actions before disabled ones)', () => {
  const table = (english: boolean) => (
    <MemoryRouter>
      <ListTable
        controller={controller()}
        columns={[{ key: 'title', title: '标题', fixed: true }]}
        rowActions={(): RowAction<Row>[] => [
          { key: 'detail', text: english ? 'Details' : '详情', onClick: () => undefined },
          { key: 'pay', text: english ? 'Continue payment' : '继续支付', onClick: () => undefined, disabledReason: (r) => r.id === 2 && '订单已支付' },
          { key: 'invoice', text: english ? 'Request invoice' : '申请开票', onClick: () => undefined, disabledReason: (r) => r.id === 1 && '订单未支付' },
          { key: 'refund', text: english ? 'Refund' : '退款', onClick: () => undefined, disabledReason: () => '已过退款期限' },
        ]}
        actionsWidth={304}
        rowName={(r) => r.title}
        label="订单"
      />
    </MemoryRouter>
  );
  const rowTexts = () => [...document.querySelectorAll('.gr-row-actions')].map((cell) => cell.textContent);

  it('a paid order in English keeps Details and Request invoice in the row, its disabled Continue payment under More; an unpaid one keeps Continue payment', () => {
    const lang = document.documentElement.lang;
    document.documentElement.lang = 'en-US';
    try {
      const server = renderToString(table(true));
      const { unmount } = render(table(true));
      expect(rowTexts()).toEqual(['DetailsContinue paymentMore', 'DetailsRequest invoiceMore']);
      // The server's markup folds the same way (nothing moves when the page is hydrated).
      expect([...server.matchAll(/class="gr-row-actions">([\s\S]*?)<\/div>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''))).toEqual(rowTexts());
      fireEvent.click(screen.getByRole('button', { name: 'More 新品发布会' }));
      expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual(['Continue payment订单已支付', 'Refund已过退款期限']);
      unmount();
    } finally {
      document.documentElement.lang = lang;
    }
  });

  it('nothing moves when every action fits: the Chinese row keeps the declared order, disabled ones in place', () => {
    render(table(false));
    expect(rowTexts()).toEqual(['详情继续支付申请开票退款', '详情继续支付申请开票退款']);
  });
});
