import { beforeAll, describe, expect, it } from 'vitest';
import { base, context, errors, page, png, signedInAt } from './editors';

/** The steps follow each other on one new album, by this title. */
const title = `编辑器验收相册 ${Date.now().toString(36)}`;
let coverUrl = '';
/** The upload's thumbnail: what the list's cover cell shows (issue 25). */
let coverThumbUrl = '';
let albumPath = '';

signedInAt('/admin/activity/photo');

beforeAll(async () => {
  await page.locator('tbody tr').first().waitFor();
});

/** The message under a field (by its dotted path), once there. */
const problemOf = (field: string) => page.locator(`[data-field="${field}"] .gr-form-error`);

/** Types a date and time into a date-time field as a person does, then closes its panel by clicking beside it. */
async function pickTime(label: string, text: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  await page.getByRole('heading', { level: 1 }).click();
  await page.locator('.semi-datepicker-month').first().waitFor({ state: 'hidden' });
  expect(await input.inputValue()).toBe(text);
}

describe('album editor end to end (issue 22 §1): 新建 → list → 管理 → edit → reload', () => {
  it('新建相册: a refused field shows its message, the cover uploads, one save lands on the album’s address; 操作 inside the table at 1440 px', async () => {
    // Issue 24: the 操作 column inside the table, not beyond it.
    const table = await page.locator('.gr-list-table').boundingBox();
    const actions = await page.getByRole('columnheader', { name: '操作' }).boundingBox();
    expect(actions && table && actions.x + actions.width <= table.x + table.width + 1).toBe(true);

    // The album list's menu entry (云摄影) is the one highlighted.
    const selected = page.locator('.semi-navigation-item-selected');
    await expect.poll(() => selected.innerText()).toBe('云摄影');

    await page.getByRole('link', { name: '新建相册' }).click();
    await page.waitForURL(`${base}/admin/activity/photo/new`);
    await page.getByRole('heading', { level: 1, name: '新建相册' }).waitFor();
    // …and stays highlighted on its editor.
    await expect.poll(() => selected.innerText()).toBe('云摄影');

    await page.getByLabel('相册标题').fill(title);
    await pickTime('开始拍摄', '2026-12-20 09:30');
    await page.getByRole('radio', { name: '凭密码' }).check();
    let creates = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/activity/photo')) creates++;
    });
    // No place and no password: each message under its own field, the first field in error focused, nothing sent.
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => problemOf('location').innerText()).toBe('请输入拍摄地点');
    expect(await problemOf('password').innerText()).toBe('请设置访问密码');
    const location = page.getByLabel('拍摄地点');
    expect(await location.getAttribute('aria-describedby')).toContain(await problemOf('location').getAttribute('id'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await location.getAttribute('id'));
    expect(creates).toBe(0);

    await location.fill('杭州西湖国宾馆');
    await page.getByLabel('访问密码').fill('grad2026');
    await page.getByRole('switch', { name: '照片水印' }).click();
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/upload/image') && response.request().method() === 'POST');
    await page.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(24, [200, 90, 40]) });
    ({ url: coverUrl, thumbUrl: coverThumbUrl } = ((await (await uploaded).json()) as { data: { url: string; thumbUrl: string } }).data);
    expect(coverUrl).toMatch(/\/api\/upload\/file\/.+\.png$/);
    await expect.poll(() => page.getByRole('img', { name: '封面预览' }).getAttribute('src')).toBe(coverUrl);

    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/activity/photo'))
        keys.push((JSON.parse(request.postData() ?? '{}') as { requestKey: string }).requestKey);
    });
    // A double click makes one album.
    await page.getByRole('button', { name: '保存' }).dblclick();
    await page.waitForURL(/\/admin\/activity\/photo\/\d+$/);
    await page.getByRole('heading', { level: 1, name: `编辑相册「${title}」` }).waitFor();
    albumPath = new URL(page.url()).pathname;
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size).toBe(1);
    // Shooting starts on 20 December: the status the server derives from the times.
    expect(await page.locator('.gr-editor-actions').getByText('未开始').isVisible()).toBe(true);
  });

  it('the new album is a row of the list with its cover; 管理 opens its editor in the same tab; an edit is there after a reload; back keeps the search', async () => {
    expect(albumPath).not.toBe('');
    await page.goto(`${base}/admin/activity/photo?keyword=${encodeURIComponent(title)}`);
    const row = page.locator('tbody tr', { hasText: title });
    await row.waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(await row.getByText('杭州西湖国宾馆').isVisible()).toBe(true);
    const cover = row.locator('img').first();
    expect(await cover.getAttribute('src')).toBe(coverThumbUrl);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(24);

    const manage = row.getByRole('link', { name: `管理 ${title}` });
    expect(await manage.getAttribute('href')).toBe(albumPath);
    const pages = context.pages().length;
    await manage.click();
    await page.waitForURL(`${base}${albumPath}`);
    expect(context.pages().length).toBe(pages);
    await page.getByRole('heading', { level: 1, name: `编辑相册「${title}」` }).waitFor();
    expect(await page.getByLabel('访问密码').inputValue()).toBe('grad2026');
    expect(await page.getByRole('switch', { name: '照片水印' }).getAttribute('aria-checked')).toBe('true');

    await page.getByLabel('拍摄地点').fill('杭州国际博览中心');
    await page.getByRole('radio', { name: '仅自己' }).check();
    await pickTime('结束拍摄', '2026-12-20 18:00');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.locator('.gr-editor-state').innerText()).toBe('已保存');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: `编辑相册「${title}」` }).waitFor();
    expect(await page.getByLabel('拍摄地点').inputValue()).toBe('杭州国际博览中心');
    expect(await page.getByRole('radio', { name: '仅自己' }).isChecked()).toBe(true);
    expect(await page.getByLabel('访问密码').count()).toBe(0);
    expect(await page.getByLabel('结束拍摄').inputValue()).toBe('2026-12-20 18:00');
    expect(await page.getByRole('img', { name: '封面预览' }).getAttribute('src')).toBe(coverUrl);

    await page.getByRole('link', { name: '返回列表' }).click();
    await page.waitForURL(`${base}/admin/activity/photo?keyword=${encodeURIComponent(title)}`);
    await page.locator('tbody tr', { hasText: '杭州国际博览中心' }).waitFor();
    expect(errors).toEqual([]);
  });
});
