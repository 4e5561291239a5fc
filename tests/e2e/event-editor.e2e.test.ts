import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { base, context, errors, page, png, signedInAt } from './editors';

/** The editor's steps follow each other on one new event, by this title. */
const title = `编辑器验收活动 ${Date.now().toString(36)}`;
let coverUrl = '';
/** The upload's thumbnail: what the list's cover cell shows (issue 25). */
let coverThumbUrl = '';
let eventPath = '';

signedInAt('/admin/activity/event');

beforeAll(async () => {
  await page.locator('tbody tr').first().waitFor();
});

/** The row of the new event in the list, searched by its title. */
async function findRow() {
  await page.goto(`${base}/admin/activity/event?keyword=${encodeURIComponent(title)}`);
  const row = page.locator('tbody tr', { hasText: title });
  await row.waitFor();
  return row;
}

describe('event editor end to end (issue 22 §1): new → list → 管理 → edit → reload', () => {
  it('新建: fills the editor, uploads a cover, saves once, lands on the event’s address; the new row shows its cover, 操作 inside the table', async () => {
    // At 1440 px the 操作 column sits inside the table (issue 24).
    const table = await page.locator('.gr-list-table').boundingBox();
    const actions = await page.getByRole('columnheader', { name: '操作' }).boundingBox();
    expect(actions && table && actions.x + actions.width <= table.x + table.width + 1).toBe(true);

    await page.getByRole('link', { name: '新建活动' }).click();
    await page.waitForURL(`${base}/admin/activity/event/new`);
    await page.getByRole('heading', { level: 1, name: '新建活动' }).waitFor();
    // 活动 stays highlighted in the menu.
    await expect.poll(() => page.locator('.semi-navigation-item-selected').innerText()).toContain('活动');

    await page.getByLabel('活动标题').fill(title);
    await page.getByLabel('城市').fill('杭州');
    await page.getByLabel('场馆或地址').fill('西湖区文三路 1 号');
    const start = page.getByLabel('开始时间');
    await start.click();
    await start.fill('2026-12-20 09:30');
    await start.press('Enter');
    await page.keyboard.press('Escape');

    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/upload/image') && response.request().method() === 'POST');
    await page.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(32, [40, 160, 90]) });
    ({ url: coverUrl, thumbUrl: coverThumbUrl } = ((await (await uploaded).json()) as { data: { url: string; thumbUrl: string } }).data);
    expect(coverUrl).toMatch(/\/api\/upload\/file\/.+\.png$/);
    await expect.poll(() => page.getByRole('img', { name: '封面预览' }).getAttribute('src')).toBe(coverUrl);

    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/activity/event')) creates.push(request.postData() ?? '');
    });
    // A double click makes one event.
    await page.getByRole('button', { name: '保存' }).dblclick();
    await page.waitForURL(/\/admin\/activity\/event\/\d+$/);
    await page.getByRole('heading', { level: 1, name: `编辑活动「${title}」` }).waitFor();
    eventPath = new URL(page.url()).pathname;
    expect(creates).toHaveLength(1);
    expect((JSON.parse(creates[0]) as { requestKey: string }).requestKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(await page.getByText('未开始').first().isVisible()).toBe(true);

    const row = await findRow();
    expect(await row.count()).toBe(1);
    const cover = row.locator('img').first();
    expect(await cover.getAttribute('src')).toBe(coverThumbUrl);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);
  });

  it('管理 opens the editor in the same tab; an edit saved is there after a reload; back returns to the list with its search', async () => {
    expect(eventPath).not.toBe('');
    const row = await findRow();
    const manage = row.getByRole('link', { name: `管理 ${title}` });
    expect(await manage.getAttribute('href')).toBe(eventPath);
    const pages = context.pages().length;
    await manage.click();
    await page.waitForURL(`${base}${eventPath}`);
    expect(context.pages().length).toBe(pages);
    await page.getByRole('heading', { level: 1, name: `编辑活动「${title}」` }).waitFor();

    await page.getByLabel('城市').fill('苏州');
    // The rest by keyboard, as a person without a mouse does (the sticky footer covers the lowest fields).
    const press = async (target: Locator, key: string) => {
      await target.focus();
      await page.keyboard.press(key);
    };
    await press(page.getByRole('checkbox', { name: '人数上限 不限' }), 'Space');
    await page.getByRole('spinbutton', { name: '人数上限' }).fill('120');
    await press(page.getByRole('switch', { name: '开放报名' }), 'Space');
    await press(page.getByRole('button', { name: '添加字段' }), 'Enter');
    // The focus goes into the new field.
    const item = page.getByRole('listitem', { name: '新字段' });
    await expect.poll(() => item.evaluate((li) => li.contains(document.activeElement))).toBe(true);
    const added = item.getByLabel('字段名称');
    await added.fill('饮食偏好');
    await press(page.getByRole('button', { name: '上移「饮食偏好」' }), 'Enter');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.locator('.gr-editor-state').innerText()).toBe('已保存');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: `编辑活动「${title}」` }).waitFor();
    expect(await page.getByLabel('城市').inputValue()).toBe('苏州');
    expect(await page.getByRole('spinbutton', { name: '人数上限' }).inputValue()).toBe('120');
    expect(await page.getByRole('switch', { name: '开放报名' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.locator('.gr-list-field-item').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).toEqual([
      '姓名',
      '饮食偏好',
      '手机号',
    ]);
    expect(await page.getByRole('img', { name: '封面预览' }).getAttribute('src')).toBe(coverUrl);

    await page.getByRole('link', { name: '返回列表' }).click();
    await page.waitForURL(`${base}/admin/activity/event?keyword=${encodeURIComponent(title)}`);
    await page.locator('tbody tr', { hasText: '苏州' }).waitFor();
  });

  it('a refused field shows the contract’s message under that field, and nothing is sent', async () => {
    await page.goto(`${base}${eventPath}`);
    await page.getByRole('heading', { level: 1, name: `编辑活动「${title}」` }).waitFor();
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/activity/event/')) saves++;
    });
    // The same field twice: 同一字段只能添加一次, under the registration form.
    await page.getByRole('button', { name: '添加字段' }).click();
    await page.getByRole('listitem', { name: '新字段' }).getByRole('combobox', { name: '字段类型' }).click();
    await page.getByRole('option', { name: '手机号' }).click();
    await page.getByLabel('活动标题').fill('');
    await page.getByRole('button', { name: '保存' }).click();

    const formProblem = page.locator('[data-field="form"] .gr-form-error');
    await expect.poll(() => formProblem.innerText()).toBe('同一字段只能添加一次');
    const titleProblem = page.locator('[data-field="title"] .gr-form-error');
    expect(await titleProblem.innerText()).toBe('请输入标题');
    const titleInput = page.getByLabel('活动标题');
    expect(await titleInput.getAttribute('aria-invalid')).toBe('true');
    expect(await titleInput.getAttribute('aria-describedby')).toContain(await titleProblem.getAttribute('id'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await titleInput.getAttribute('id'));
    expect(saves).toBe(0);
    expect(errors).toEqual([]);
  });
});
