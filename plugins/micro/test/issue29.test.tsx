/**
 * Issue 29: the micro plugin's pages — micro-websites (and a site's figures), surveys, a survey's
 * builder and its results — and its home widget speak English on an English page and are painted in
 * Semi's dark theme; the plugin writes no Chinese of its own there (titles, questions and answers
 * are the organiser's data: English ones here).
 */
import type { SurveyDetail, SurveyQuestion, SurveyResults } from '@greenroom/contracts';
import { renderPlugin } from '@greenroom/sdk/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import microPlugin from '../src/index';
import { figures, pageOf, survey, website } from './fixtures';

// No canvas in happy-dom: the chart kit's echarts is a stub (docs/screen-kit.md, "Charts").
vi.mock('../../../sdk/src/charts/loadEcharts', () => {
  const init = () => ({ on: () => {}, setOption: () => {}, resize: () => {}, dispose: () => {} });
  return {
    loadEcharts: () => Promise.resolve({ init, registerMap: () => {} }),
    loadChinaMap: () => Promise.resolve({ map: 'china', provinceNames: new Map() }),
  };
});

/**
 * The sdk kit's own texts on these pages (list toolbar and pagination, editor frame, list fields, the
 * charts' data tables and comparisons, an unavailable link's brackets): the sdk's share of issue 29
 * puts them in English, not this plugin; left out of the check until then.
 */
const SDK_TEXTS =
  /搜索|：|创建时间|全部时间|列设置|操作|删除|第 [\d-]+ 条，共 \d+ 条|\d+ 条\/页|返回列表|编辑|「|」|添加|取消|保存|（数据表）|日期|名称|较上一周期|（|）/g;

/** The Chinese left on the page, each with a few characters around it (none: an empty list). */
const chineseOnPage = () =>
  (document.body.textContent ?? '').replace(SDK_TEXTS, '').match(/.{0,12}[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]+.{0,12}/g) ?? [];

const english = { locale: 'en-US', theme: 'dark' } as const;
const questions: SurveyQuestion[] = [
  {
    kind: 'single',
    key: 'q1',
    title: 'Your age',
    required: true,
    options: [
      { key: 'a', label: '18-25' },
      { key: 'b', label: '26-35' },
    ],
  },
  { kind: 'rating', key: 'q2', title: 'Overall satisfaction', required: true },
  { kind: 'text', key: 'q3', title: 'Any suggestions', required: false, multiline: true },
];
const detail: SurveyDetail = {
  ...survey(7, 'Annual meeting survey', { status: 1, questionCount: 3 }),
  identify: 'phone',
  questions,
  questionsLocked: false,
  moves: [2],
  publicUrl: 'http://localhost:8080/survey/7',
};
const results: SurveyResults = {
  id: 7,
  title: 'Annual meeting survey',
  status: 1,
  total: 2,
  questions: [
    { ...questions[0], answered: 2, options: [{ key: 'a', label: '18-25', count: 2, share: 1 }], average: null },
    {
      ...questions[1],
      answered: 2,
      options: [1, 2, 3, 4, 5].map((score) => ({ key: String(score), label: String(score), count: score === 5 ? 2 : 0, share: score === 5 ? 1 : 0 })),
      average: 5,
    },
    { ...questions[2], answered: 1, options: [], average: null },
  ] as SurveyResults['questions'],
  days: [{ day: '2026-11-23', answers: 2 }],
};

beforeAll(async () => {
  await Promise.all([
    import('../src/pages/MicroSiteListPage'),
    import('../src/pages/SurveyListPage'),
    import('../src/pages/SurveyEditorPage'),
    import('../src/pages/SurveyResultsPage'),
    import('@greenroom/sdk/charts'),
  ]);
  const { validateBody } = await import('@greenroom/sdk/kit');
  await validateBody('PUT /api/survey/{id}', { title: 'x', questions: [] });
}, 60_000);
afterAll(() => {
  document.documentElement.lang = '';
  document.body.removeAttribute('theme-mode');
});

describe('issue 29: the micro plugin in English, dark', () => {
  it('/activity/other/micro and a site’s figures: English texts, no Chinese', async () => {
    renderPlugin(microPlugin, {
      path: '/activity/other/micro?site=9',
      ...english,
      http: {
        'GET /api/website/list': pageOf([website(9, 'Spring launch', { template: 'Launch', pv: 2345 })]),
        ...figures,
        // Under 10,000: the counts read the same in both languages.
        'GET /api/website/stat/total': { data: { websiteCount: 1, publishedCount: 1, pv: 2345, uv: 789, shareNum: 12 } },
      },
    });
    const row = (await screen.findByText('Spring launch')).closest('tr') as HTMLElement;
    expect(document.body.getAttribute('theme-mode')).toBe('dark');
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).getByText('2,345')).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Microsite data' })).toBeTruthy();
    expect(screen.getByText('"Spring launch" data overview')).toBeTruthy();
    const more = screen.getByRole('link', { name: /See more in the data center/ });
    expect(more.textContent).toContain('The data center plugin is not enabled');
    expect(chineseOnPage()).toEqual([]);
  });

  it('/activity/other/question: English columns, statuses and moves, no Chinese', async () => {
    renderPlugin(microPlugin, {
      path: '/activity/other/question',
      ...english,
      http: { 'GET /api/survey/list': pageOf([survey(1, 'Annual meeting survey', { status: 1 }), survey(2, 'Draft poll')]) },
    });
    const row = (await screen.findByText('Annual meeting survey')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Collecting')).toBeTruthy();
    // The moves are under the row's More (inlineActions={3}).
    fireEvent.click(within(row).getByRole('button', { name: /^More/ }));
    expect(screen.getByRole('menuitem', { name: /^Close/ })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    const draft = (await screen.findByText('Draft poll')).closest('tr') as HTMLElement;
    fireEvent.click(within(draft).getByRole('button', { name: /^More/ }));
    expect(screen.getByRole('menuitem', { name: /^Publish/ })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    for (const column of ['Survey', 'Status', 'Questions', 'Responses', 'Responses today', 'Created']) expect(headers).toContain(column);
    expect(screen.getByRole('link', { name: 'New survey' })).toBeTruthy();
    expect(chineseOnPage()).toEqual([]);
  });

  it('/activity/other/question/7: the survey builder and its phone preview in English, no Chinese', async () => {
    renderPlugin(microPlugin, { path: '/activity/other/question/7', ...english, http: { 'GET /api/survey/:id': { data: detail } } });
    expect(await screen.findByDisplayValue('Annual meeting survey')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Once per mobile number' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Add rating question' })).toBeTruthy();
    const preview = screen.getByRole('figure', { name: 'Answer page preview' });
    expect(preview.textContent).toContain('Enter an 11-digit mobile number');
    expect(preview.textContent).toContain('5 pts');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(chineseOnPage()).toEqual([]);
  });

  it('/activity/other/question/7/results: the results in English, the export saying its file is in Chinese', async () => {
    renderPlugin(microPlugin, {
      path: '/activity/other/question/7/results',
      ...english,
      http: {
        'GET /api/survey/:id/results': { data: results },
        'GET /api/survey/:id/text-answers': pageOf([{ id: 1, value: 'More coffee', createdAt: '2026-11-23T02:00:00.000Z' }]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '"Annual meeting survey" results' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '1. Your age' })).getByText('2 answered')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '2. Overall satisfaction' })).getByText('Average 5.0')).toBeTruthy();
    expect(await screen.findByText('More coffee')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export responses (file in Chinese)' })).toBeTruthy();
    expect(chineseOnPage()).toEqual([]);
  });

  it('the home widget 收集中的问卷 in English', async () => {
    renderPlugin(microPlugin, {
      widget: 'collecting-surveys',
      ...english,
      http: { 'GET /api/survey/list': pageOf([survey(1, 'Annual meeting survey', { status: 1 })]) },
    });
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('+12 today');
    expect(item.textContent).toContain('320 in total');
    expect(screen.getByRole('link', { name: 'All surveys' })).toBeTruthy();
    expect(chineseOnPage()).toEqual([]);
  });
});
