import { renderPlugin } from '@greenroom/sdk/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import microPlugin from '../src/index';
import { pageOf, requestsTo, survey } from './fixtures';

describe('micro plugin — console-home widget: collecting surveys', () => {
  it('lists the collecting surveys with their answers today and in all', async () => {
    const view = renderPlugin(microPlugin, {
      widget: 'collecting-surveys',
      http: {
        'GET /api/survey/list': pageOf([
          survey(1, '客户满意度调查', { status: 1, answersToday: 37, answerCount: 23456 }),
          survey(2, '门店回访', { status: 1, answersToday: 0 }),
        ]),
      },
    });
    const list = await screen.findByRole('list', { name: '收集中的问卷' });
    const first = within(list).getByText('客户满意度调查').closest('li') as HTMLElement;
    expect(first.textContent).toContain('今日 +37');
    expect(first.textContent).toContain('共 2.3万 份');
    expect(within(list).getByText('门店回访').closest('li')?.textContent).toContain('今日 +0');
    expect(requestsTo(view.services.requests, 'GET', '/api/survey/list')[0]?.params).toMatchObject({ status: 1, pageSize: 5 });
    expect(screen.getByRole('link', { name: '全部问卷' }).getAttribute('href')).toBe('/activity/other/question?status=collecting');
  });

  it('says so when no survey is collecting, and offers 重试 after a failure', async () => {
    renderPlugin(microPlugin, { widget: 'collecting-surveys', http: { 'GET /api/survey/list': pageOf([]) } });
    expect(await screen.findByText('暂无收集中的问卷')).toBeTruthy();
    const failed = renderPlugin(microPlugin, { widget: 'collecting-surveys', http: { 'GET /api/survey/list': { httpStatus: 500 } } });
    expect(await failed.findByText('问卷加载失败')).toBeTruthy();
    expect(failed.renderErrors).toEqual([]);
  });
});
