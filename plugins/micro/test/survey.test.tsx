import type { Survey } from '@greenroom/contracts';
import { type FakeRequest, renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import microPlugin from '../src/index';
import { pageOf, requestsTo, survey } from './fixtures';

beforeAll(async () => {
  await import('../src/pages/SurveyListPage');
}, 30000);

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');
/** Opens the row's 更多: past 编辑 and 查看结果 its actions are there (inlineActions={3}). */
const openMore = (row: HTMLElement) => fireEvent.click(within(row).getByRole('button', { name: /^更多/ }));

/** The status call answering as the server would: the row moved to `?status=`, with its times. */
const movedTo = (rows: Survey[]) => (request: FakeRequest) => {
  const row = rows.find((r) => r.id === Number(request.pathParams.id)) as Survey;
  const status = Number((request.params as { status: number }).status) as 1 | 2;
  return { data: { ...row, status, statusText: status === 1 ? '收集中' : '已结束' } };
};

describe('micro plugin — /activity/other/question surveys', () => {
  it('shows title, status tag, questions, answers, answers today and created time', async () => {
    renderPlugin(microPlugin, {
      path: '/activity/other/question',
      http: {
        'GET /api/survey/list': pageOf([
          survey(1, '客户满意度调查', { status: 1, answerCount: 23456, answersToday: 37, questionCount: 12 }),
          survey(2, '年会投票', { status: 2 }),
        ]),
      },
    });
    const row = await rowOf('客户满意度调查');
    expect(within(row).getByText('收集中')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('2.3万')).toBeTruthy();
    expect(within(row).getByText('37')).toBeTruthy();
    expect(within(await rowOf('年会投票')).getByText('已结束')).toBeTruthy();
  });

  it('the status filter and the search are in the address and reach the request', async () => {
    const view = renderPlugin(microPlugin, { path: '/activity/other/question?status=collecting&keyword=满意度', http: { 'GET /api/survey/list': pageOf([]) } });
    await waitFor(() => expect(requestsTo(view.services.requests, 'GET', '/api/survey/list')).toHaveLength(1));
    expect(requestsTo(view.services.requests, 'GET', '/api/survey/list')[0]?.params).toMatchObject({ status: 1, keyword: '满意度', pageNum: 1 });
    const draft = renderPlugin(microPlugin, { path: '/activity/other/question?status=draft', http: { 'GET /api/survey/list': pageOf([]) } });
    await waitFor(() => expect(requestsTo(draft.services.requests, 'GET', '/api/survey/list')[0]?.params).toMatchObject({ status: 0 }));
  });

  it('the row keeps 编辑 and 查看结果; the state move, 复制链接 and 删除 are under 更多 (issue 25: every column at 1366 px)', async () => {
    renderPlugin(microPlugin, {
      path: '/activity/other/question',
      http: { 'GET /api/survey/list': pageOf([survey(9, '年会投票', { status: 1 }), survey(10, '草稿问卷', { status: 0 })]) },
    });
    const row = await rowOf('年会投票');
    expect([...row.querySelectorAll('.gr-row-actions > *')].map((action) => action.textContent)).toEqual(['编辑', '查看结果', '更多']);
    fireEvent.click(within(row).getByRole('button', { name: '更多 年会投票' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['结束', '复制链接', '删除']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    // A draft has no answer page: its menu has no link.
    fireEvent.click(within(await rowOf('草稿问卷')).getByRole('button', { name: '更多 草稿问卷' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['发布', '删除']);
  });

  it('publishes a draft: only 发布 is offered, and the row turns 收集中 in place without a reload', async () => {
    const rows = [survey(4, '直播观众画像调研', { status: 0 })];
    const view = renderPlugin(microPlugin, {
      path: '/activity/other/question',
      http: { 'GET /api/survey/list': pageOf(rows), 'PUT /api/survey/status/:id': movedTo(rows) },
    });
    const row = await rowOf('直播观众画像调研');
    openMore(row);
    expect(screen.queryByRole('menuitem', { name: /^结束/ })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /^重新开启/ })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: /^发布/ }));
    await waitFor(() => expect(within(row).getByText('收集中')).toBeTruthy());
    expect(requestsTo(view.services.requests, 'PUT', '/api/survey/status/4')[0]?.params).toEqual({ status: 1 });
    expect(view.services.toasts).toContainEqual({ type: 'success', text: '已发布，开始收集答卷' });
    expect(requestsTo(view.services.requests, 'GET', '/api/survey/list')).toHaveLength(1);
    openMore(row);
    expect(screen.getByRole('menuitem', { name: /^结束/ })).toBeTruthy();
  });

  it('closes a collecting survey after a confirmation naming it', async () => {
    const rows = [survey(5, '门店服务质量回访', { status: 1 })];
    const view = renderPlugin(microPlugin, {
      path: '/activity/other/question',
      http: { 'GET /api/survey/list': pageOf(rows), 'PUT /api/survey/status/:id': movedTo(rows) },
    });
    const row = await rowOf('门店服务质量回访');
    openMore(row);
    expect(screen.queryByRole('menuitem', { name: /^发布/ })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: /^结束/ }));
    expect(await within(dialog()).findByText(/确定结束「门店服务质量回访」吗/)).toBeTruthy();
    expect(requestsTo(view.services.requests, 'PUT', '/api/survey/status/5')).toHaveLength(0);
    fireEvent.click(within(dialog()).getByRole('button', { name: '结束' }));
    await waitFor(() => expect(within(row).getByText('已结束')).toBeTruthy());
    expect(requestsTo(view.services.requests, 'PUT', '/api/survey/status/5')[0]?.params).toEqual({ status: 2 });
    expect(view.services.toasts).toContainEqual({ type: 'success', text: '已结束收集' });
  });

  it('reopens a closed survey', async () => {
    const rows = [survey(6, '年会节目投票', { status: 2 })];
    const view = renderPlugin(microPlugin, {
      path: '/activity/other/question',
      http: { 'GET /api/survey/list': pageOf(rows), 'PUT /api/survey/status/:id': movedTo(rows) },
    });
    const row = await rowOf('年会节目投票');
    openMore(row);
    fireEvent.click(screen.getByRole('menuitem', { name: /^重新开启/ }));
    await waitFor(() => expect(within(row).getByText('收集中')).toBeTruthy());
    expect(requestsTo(view.services.requests, 'PUT', '/api/survey/status/6')[0]?.params).toEqual({ status: 1 });
    expect(view.services.toasts).toContainEqual({ type: 'success', text: '已重新开启' });
  });

  it('a refused move shows the server’s Chinese reason and leaves the row as it was', async () => {
    const view = renderPlugin(microPlugin, {
      path: '/activity/other/question',
      http: {
        'GET /api/survey/list': pageOf([survey(7, '开发者大会议题征集', { status: 0, questionCount: 0 })]),
        'PUT /api/survey/status/:id': { code: 409, msg: '问卷还没有题目，不能发布' },
      },
    });
    const row = await rowOf('开发者大会议题征集');
    openMore(row);
    fireEvent.click(screen.getByRole('menuitem', { name: /^发布/ }));
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'error', text: '问卷还没有题目，不能发布' }));
    // Refused as out of date: the list asks again for where the row stands now.
    await waitFor(() => expect(requestsTo(view.services.requests, 'GET', '/api/survey/list')).toHaveLength(2));
    expect(within(await rowOf('开发者大会议题征集')).getByText('草稿')).toBeTruthy();
    expect(view.services.toasts.filter((t) => t.type === 'success')).toEqual([]);
  });

  it('deleting a collecting survey says it must be closed first and offers to close it; then it deletes', async () => {
    const rows = [survey(8, '志愿者招募报名表', { status: 1 })];
    const view = renderPlugin(microPlugin, {
      path: '/activity/other/question',
      http: { 'GET /api/survey/list': pageOf(rows), 'PUT /api/survey/status/:id': movedTo(rows), 'DELETE /api/survey/:id': { data: { id: 8 } } },
    });
    const row = await rowOf('志愿者招募报名表');
    openMore(row);
    fireEvent.click(screen.getByRole('menuitem', { name: '删除 志愿者招募报名表' }));
    expect(await within(dialog()).findByText(/「志愿者招募报名表」正在收集答卷，需先结束才能删除/)).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: '删除' })).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: '结束问卷' }));
    await waitFor(() => expect(within(row).getByText('已结束')).toBeTruthy());
    expect(requestsTo(view.services.requests, 'DELETE', '/api/survey/8')).toHaveLength(0);
    openMore(row);
    fireEvent.click(screen.getByRole('menuitem', { name: '删除 志愿者招募报名表' }));
    expect(await screen.findByText('确定删除「志愿者招募报名表」吗？删除后不可恢复。')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(requestsTo(view.services.requests, 'DELETE', '/api/survey/8')).toHaveLength(1));
  });

  it('a failed list shows 重试, which asks again', async () => {
    const view = renderPlugin(microPlugin, { path: '/activity/other/question', http: { 'GET /api/survey/list': { httpStatus: 500 } } });
    fireEvent.click(await view.findByRole('button', { name: /重试/ }));
    await waitFor(() => expect(requestsTo(view.services.requests, 'GET', '/api/survey/list')).toHaveLength(2));
    expect(screen.getByText('问卷列表加载失败')).toBeTruthy();
  });
});
