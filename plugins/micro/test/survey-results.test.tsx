import type { SurveyResults, SurveyTextAnswer } from '@greenroom/contracts';
import { renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import microPlugin from '../src/index';
import { requestsTo } from './fixtures';

// No canvas in happy-dom: the chart kit's echarts is a stub (docs/screen-kit.md, "Charts").
vi.mock('../../../sdk/src/charts/loadEcharts', () => {
  const init = () => ({ on: () => {}, setOption: () => {}, resize: () => {}, dispose: () => {} });
  return {
    loadEcharts: () => Promise.resolve({ init, registerMap: () => {} }),
    loadChinaMap: () => Promise.resolve({ map: 'china', provinceNames: new Map() }),
  };
});

const results = (extra: Partial<SurveyResults> = {}): SurveyResults => ({
  id: 7,
  title: '年会满意度调查',
  status: 1,
  total: 2,
  questions: [
    {
      key: 'q1',
      kind: 'single',
      title: '您的年龄段',
      required: true,
      answered: 2,
      options: [
        { key: 'a', label: '18–25', count: 1, share: 0.5 },
        { key: 'b', label: '26–35', count: 1, share: 0.5 },
        { key: 'c', label: '36 岁以上', count: 0, share: 0 },
      ],
      average: null,
    },
    {
      key: 'q2',
      kind: 'rating',
      title: '整体满意度',
      required: true,
      answered: 2,
      options: [1, 2, 3, 4, 5].map((score) => ({ key: String(score), label: `${score} 分`, count: score >= 4 ? 1 : 0, share: score >= 4 ? 0.5 : 0 })),
      average: 4.5,
    },
    { key: 'q3', kind: 'text', title: '还有什么建议', required: false, answered: 12, options: [], average: null },
  ],
  days: [
    { day: '2026-11-22', answers: 1 },
    { day: '2026-11-23', answers: 1 },
  ],
  ...extra,
});

const answers = (pageNum: number, total = 12) => {
  const list: SurveyTextAnswer[] = Array.from({ length: Math.min(10, total - (pageNum - 1) * 10) }, (_, index) => ({
    id: 100 - (pageNum - 1) * 10 - index,
    value: `建议 ${(pageNum - 1) * 10 + index + 1}`,
    createdAt: '2026-11-23T02:00:00.000Z',
  }));
  return { data: { pageNum, pageSize: 10, total, list } };
};

const http = {
  'GET /api/survey/:id/results': { data: results() },
  'GET /api/survey/:id/text-answers': (request: { params?: unknown }) => answers(Number((request.params as { pageNum: number }).pageNum)),
};

beforeAll(async () => {
  await Promise.all([import('../src/pages/SurveyResultsPage'), import('@greenroom/sdk/charts')]);
}, 60_000);

beforeEach(() => sessionStorage.clear());

describe('micro plugin — /activity/other/question/:id/results', () => {
  it('shows the total, each choice and rating question as a chart with counts and shares, the average, the text answers and the days', async () => {
    const view = renderPlugin(microPlugin, { path: '/activity/other/question/7/results', http });
    expect(await screen.findByRole('heading', { level: 1, name: '「年会满意度调查」答卷结果' })).toBeTruthy();
    expect(screen.getByText('2 份')).toBeTruthy();
    expect(screen.getByText('收集中')).toBeTruthy();

    const single = screen.getByRole('region', { name: '1. 您的年龄段' });
    expect(within(single).getByText('2 人作答')).toBeTruthy();
    expect(within(single).getByRole('region', { name: '1. 您的年龄段 作答分布' })).toBeTruthy();
    const chartTable = within(single).getByRole('table', { name: '1. 您的年龄段 作答分布（数据表）' });
    expect(
      within(chartTable)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['名称人数', '18–251', '26–351', '36 岁以上0']);
    const shares = within(single).getAllByRole('table')[1] as HTMLElement;
    expect(
      within(shares)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['选项人数占比', '18–25150.0%', '26–35150.0%', '36 岁以上00.0%']);

    const rating = screen.getByRole('region', { name: '2. 整体满意度' });
    expect(within(rating).getByText('平均 4.5 分')).toBeTruthy();
    expect(within(rating).getByRole('table', { name: '2. 整体满意度 作答分布（数据表）' })).toBeTruthy();

    const text = screen.getByRole('region', { name: '3. 还有什么建议' });
    const list = await within(text).findByRole('list', { name: '「还有什么建议」的回答' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('建议 1')).toBeTruthy();
    expect(requestsTo(view.services.requests, 'GET', '/api/survey/7/text-answers')[0]?.params).toMatchObject({ question: 'q3', pageNum: 1, pageSize: 10 });

    expect(screen.getByRole('table', { name: '每日答卷（数据表）' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '编辑问卷' }).getAttribute('href')).toBe('/activity/other/question/7');
  }, 30_000);

  it('pages through a text question’s answers with the page in the address', async () => {
    const view = renderPlugin(microPlugin, { path: '/activity/other/question/7/results?page.q3=2', http });
    const text = await screen.findByRole('region', { name: '3. 还有什么建议' });
    expect(await within(text).findByText('建议 11')).toBeTruthy();
    expect(requestsTo(view.services.requests, 'GET', '/api/survey/7/text-answers')[0]?.params).toMatchObject({ pageNum: 2 });
    fireEvent.click(within(text).getByRole('button', { name: '第 1 页' }));
    expect(await within(text).findByText('建议 1')).toBeTruthy();
    expect(view.router.state.location.search).toBe('');
    fireEvent.click(within(text).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page.q3=2'));
    expect(await within(text).findByText('建议 12')).toBeTruthy();
  }, 20_000);

  it('exports every answer sheet under the server’s file name', async () => {
    const view = renderPlugin(microPlugin, {
      path: '/activity/other/question/7/results',
      http: { ...http, 'GET /api/survey/:id/export': { data: new Blob(['PK']), fileName: '年会满意度调查-答卷.xlsx' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: '导出答卷' }));
    await waitFor(() => expect(view.services.toasts).toContainEqual({ type: 'success', text: '已下载 年会满意度调查-答卷.xlsx' }));
    expect(requestsTo(view.services.requests, 'GET', '/api/survey/7/export')).toHaveLength(1);
  }, 20_000);

  it('says 暂无答卷 while nobody has answered, and offers no export', async () => {
    renderPlugin(microPlugin, {
      path: '/activity/other/question/7/results',
      http: {
        'GET /api/survey/:id/results': { data: results({ status: 0, total: 0, days: [], questions: results().questions.map((q) => ({ ...q, answered: 0 })) }) },
      },
    });
    expect(await screen.findByText('暂无答卷')).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出答卷' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('region', { name: '1. 您的年龄段' })).toBeNull();
  }, 20_000);

  it('a failed load offers 重试; 刷新 keeps the results shown while it asks again', async () => {
    let fail = true;
    let release: () => void = () => {};
    const view = renderPlugin(microPlugin, {
      path: '/activity/other/question/7/results',
      http: {
        ...http,
        'GET /api/survey/:id/results': () => {
          if (fail) return { httpStatus: 502 };
          return new Promise((resolve) => {
            release = () => resolve({ data: results({ total: 3 }) });
          });
        },
      },
    });
    expect(await screen.findByText('答卷结果加载失败')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await act(async () => release());
    expect(await screen.findByText('3 份')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    // Still the results while the new ones load.
    await waitFor(() => expect(screen.getByRole('region', { name: '1. 您的年龄段' }).closest('[aria-busy="true"]')).not.toBeNull());
    expect(screen.getByText('3 份')).toBeTruthy();
    await act(async () => release());
    await waitFor(() => expect(requestsTo(view.services.requests, 'GET', '/api/survey/7/results')).toHaveLength(3));
  }, 20_000);

  it('says so for another account’s or a deleted survey', async () => {
    renderPlugin(microPlugin, { path: '/activity/other/question/99/results', http: { 'GET /api/survey/:id/results': { code: 404, msg: '问卷不存在' } } });
    expect(await screen.findByText('问卷不存在或无权访问')).toBeTruthy();
  });
});
