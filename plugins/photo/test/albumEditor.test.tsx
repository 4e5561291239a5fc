import type { ActivityPhotoCreate, ActivityPhotoInput } from '@greenroom/contracts';
import { validateBody } from '@greenroom/sdk/kit';
import { type FakeReply, type FakeRequest, renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import photoPlugin from '../src/index';
import { albumDetail } from './fixtures';

beforeAll(async () => {
  await import('../src/pages/AlbumEditorPage');
  // The contracts' schemas (zod) load once per worker: the first check is slow.
  await validateBody('PUT /api/activity/photo/{id}', albumDetail(1));
}, 30_000);

beforeEach(() => sessionStorage.clear());

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));
/** Types a date and time into a DateTimeField as a person does, then Enter. */
function pickTime(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}
/** The message under a field, tied to its control. */
function problemOf(label: string): string | null {
  const control = screen.getByLabelText(label);
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((node) => node?.getAttribute('role') === 'alert')?.textContent ?? null;
}
const bodyOf = (request: FakeRequest | undefined) => request?.data as ActivityPhotoCreate;

describe('photo plugin — the album editor (/activity/photo/new, /activity/photo/:id)', () => {
  it('new: shows every field, puts the contract’s messages under their fields, and asks for a password only for 凭密码', async () => {
    const view = renderPlugin(photoPlugin, { path: '/activity/photo/new' });
    expect(await screen.findByRole('heading', { level: 1, name: '新建相册' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '封面 上传图片' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: '照片水印' }).getAttribute('aria-checked')).toBe('false');
    const access = screen.getByRole('radiogroup', { name: '谁可以看' });
    expect(
      within(access)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['公开', '凭密码', '仅自己']);
    expect(screen.queryByLabelText('访问密码')).toBeNull();
    // A new album has no status yet.
    expect(screen.queryByText('状态随拍摄时间自动变化')).toBeNull();

    save();
    await waitFor(() => expect(problemOf('相册标题')).toBe('请输入标题'));
    expect(problemOf('拍摄地点')).toBe('请输入拍摄地点');
    // The time field's control is Semi's DatePicker, loaded when first shown (the sdk's ui/DatePicker):
    // on a busy machine it can arrive after the other fields' messages (seen once in a CI run), so its
    // message is waited for as a person would.
    await waitFor(() => expect(problemOf('开始拍摄')).toBe('请选择开始时间'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('相册标题')));

    fireEvent.click(within(access).getByRole('radio', { name: '凭密码' }));
    fill('相册标题', '毕业典礼');
    fill('拍摄地点', '浙江大学紫金港校区');
    pickTime('开始拍摄', '2026-12-01 09:00');
    await waitFor(() => expect(problemOf('开始拍摄')).toBeNull());
    save();
    await waitFor(() => expect(problemOf('访问密码')).toBe('请设置访问密码'));
    expect(problemOf('相册标题')).toBeNull();
    fill('访问密码', 'ab');
    save();
    await waitFor(() => expect(problemOf('访问密码')).toBe('访问密码为 4–20 位字母或数字'));
    expect(view.services.requests).toEqual([]);
  }, 20_000);

  it('creates once with one request key (a double click, a retry after a failure), then becomes the album’s editor with its status', async () => {
    const answers: ((reply: FakeReply) => void)[] = [];
    const view = renderPlugin(photoPlugin, {
      path: '/activity/photo/new',
      http: { 'POST /api/activity/photo': () => new Promise<FakeReply>((resolve) => answers.push(resolve)) },
    });
    await screen.findByRole('heading', { level: 1, name: '新建相册' });
    fill('相册标题', '毕业典礼');
    fill('拍摄地点', '浙江大学紫金港校区');
    pickTime('开始拍摄', '2026-12-01 09:00');
    pickTime('结束拍摄', '2026-12-01 18:00');
    fireEvent.click(screen.getByRole('switch', { name: '照片水印' }));
    fireEvent.click(screen.getByRole('radio', { name: '凭密码' }));
    fill('访问密码', 'grad2026');

    save();
    save();
    await waitFor(() => expect(view.services.requests).toHaveLength(1));
    const first = bodyOf(view.services.requests[0]);
    expect(first).toEqual({
      title: '毕业典礼',
      coverUrl: '',
      location: '浙江大学紫金港校区',
      startTime: new Date(2026, 11, 1, 9, 0).toISOString(),
      endTime: new Date(2026, 11, 1, 18, 0).toISOString(),
      watermark: true,
      visibility: 'password',
      password: 'grad2026',
      requestKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
    });
    // The answer is lost: the banner says so, and 保存 again sends the same key (one album, whatever happened).
    await act(async () => answers[0]({ code: 500, msg: '服务器繁忙，请稍后再试' }));
    expect(await screen.findByText('服务器繁忙，请稍后再试')).toBeTruthy();
    save();
    await waitFor(() => expect(view.services.requests).toHaveLength(2));
    expect(bodyOf(view.services.requests[1]).requestKey).toBe(first.requestKey);
    const { requestKey: _key, ...input } = first;
    await act(async () => answers[1]({ data: albumDetail(31, { ...(input as ActivityPhotoInput), coverUrl: '/demo-assets/cover/3.svg' }) }));

    expect(await screen.findByRole('heading', { level: 1, name: '编辑相册「毕业典礼」' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/activity/photo/31');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('未开始')).toBeTruthy();
    expect(screen.getByText('状态随拍摄时间自动变化')).toBeTruthy();
    expect(view.services.toasts).toEqual([{ type: 'success', text: '已保存' }]);
    expect(view.services.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
  }, 20_000);

  it('edits: shows the album as saved with its status, saves the whole input with PUT, and drops a password no longer asked for', async () => {
    const view = renderPlugin(photoPlugin, {
      path: '/activity/photo/12',
      http: {
        'GET /api/activity/photo/:id': { data: albumDetail(12, { status: 'live', visibility: 'password', password: 'abcd1234' }) },
        'PUT /api/activity/photo/:id': (request: FakeRequest) => ({
          data: { ...albumDetail(12, { status: 'live' }), ...(request.data as ActivityPhotoInput) },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '编辑相册「2026 年会照片直播」' })).toBeTruthy();
    expect(screen.getByText('直播中')).toBeTruthy();
    expect((screen.getByLabelText('拍摄地点') as HTMLInputElement).value).toBe('杭州西湖国宾馆');
    expect((screen.getByLabelText('访问密码') as HTMLInputElement).value).toBe('abcd1234');
    expect(screen.getByRole('switch', { name: '照片水印' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('img', { name: '封面预览' }).getAttribute('src')).toBe('/demo-assets/cover/3.svg');

    fill('拍摄地点', '杭州国际博览中心');
    fireEvent.click(screen.getByRole('radio', { name: '仅自己' }));
    expect(screen.queryByLabelText('访问密码')).toBeNull();
    save();
    await waitFor(() => expect(view.services.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const put = view.services.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/activity/photo/12');
    expect(put?.data).toEqual({
      title: '2026 年会照片直播',
      coverUrl: '/demo-assets/cover/3.svg',
      location: '杭州国际博览中心',
      startTime: '2026-11-21T13:00:00.000Z',
      endTime: '2026-11-21T22:00:00.000Z',
      watermark: true,
      visibility: 'private',
      password: '',
    });
    expect(await screen.findByText('已保存', { selector: '[role="status"]' })).toBeTruthy();
  }, 20_000);

  it('shows the server’s refusal under the field it names, and 相册不存在或无权访问 for another account’s album', async () => {
    renderPlugin(photoPlugin, {
      path: '/activity/photo/12',
      http: {
        'GET /api/activity/photo/:id': { data: albumDetail(12) },
        'PUT /api/activity/photo/:id': { code: 400, msg: '参数错误：coverUrl 封面图片无效，请重新上传' },
      },
    });
    await screen.findByRole('heading', { level: 1, name: '编辑相册「2026 年会照片直播」' });
    fill('相册标题', '2026 年会');
    save();
    await waitFor(() => expect(problemOf('封面')).toBe('封面图片无效，请重新上传'));

    renderPlugin(photoPlugin, { path: '/activity/photo/99', http: { 'GET /api/activity/photo/:id': { code: 404, msg: '相册不存在' } } });
    expect(await screen.findByText('相册不存在或无权访问')).toBeTruthy();
  }, 20_000);

  it('refuses an end before the start under 结束拍摄, without sending', async () => {
    const view = renderPlugin(photoPlugin, { path: '/activity/photo/5', http: { 'GET /api/activity/photo/:id': { data: albumDetail(5) } } });
    await screen.findByRole('heading', { level: 1, name: '编辑相册「2026 年会照片直播」' });
    pickTime('开始拍摄', '2026-12-02 09:00');
    pickTime('结束拍摄', '2026-12-01 18:00');
    save();
    await waitFor(() => expect(problemOf('结束拍摄')).toBe('结束时间须晚于开始时间'));
    expect(view.services.requests.map((r) => r.method)).toEqual(['GET']);
  }, 20_000);
});
