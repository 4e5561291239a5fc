import { definePlugin } from '@greenroom/sdk';
import { type FakeHandler, type FakeRequest, renderPlugin } from '@greenroom/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MaterialLibraryPage, RecordingLibraryPage } from '../src';
import { titleOfFile } from '../src/library/LibraryUpload';
import { material, pageOf, recording, requestsTo } from './fixtures';

/** A stand-in for tus-js-client's Upload (as in resumableUpload.test.tsx): records its options. */
class FakeUpload {
  static made: FakeUpload[] = [];
  url: string | null = null;
  started = 0;
  aborted: boolean[] = [];
  constructor(
    readonly file: File,
    readonly options: {
      endpoint: string;
      metadata: Record<string, string>;
      onProgress: (sent: number, total: number) => void;
      onSuccess: () => void;
      onError: (error: Error & { originalResponse?: { getBody(): string } }) => void;
    },
  ) {
    FakeUpload.made.push(this);
  }
  findPreviousUploads() {
    return Promise.resolve([]);
  }
  resumeFromPreviousUpload() {}
  start() {
    this.started += 1;
  }
  abort(shouldTerminate = false) {
    this.aborted.push(shouldTerminate);
    return Promise.resolve();
  }
  /** The upload server has the whole file. */
  finish(id: string) {
    this.url = `http://localhost/api/upload/tus/${id}`;
    act(() => this.options.onSuccess());
  }
}

vi.mock('tus-js-client', () => ({ Upload: FakeUpload }));

const UPLOAD_ID = '0123456789abcdef0123456789abcdef';
const MB = 1024 * 1024;

function mount(element: () => JSX.Element, http: Record<string, FakeHandler>) {
  const plugin = definePlugin({
    id: 'library-upload-test',
    sdk: '^2',
    setup(ctx) {
      ctx.addRoute({ path: 'library', name: 'library', title: '库', page: async () => ({ default: element }) });
    },
  });
  return renderPlugin(plugin, { path: '/library', http });
}

/** Chooses a file in the dialog's file button; answers the upload tus-js-client was given. */
async function choose(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
  return FakeUpload.made.at(-1) as FakeUpload;
}

const webm = (name = '年会开幕式.webm') => new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], name, { type: 'video/webm' });

beforeEach(() => {
  FakeUpload.made = [];
});

describe('上传视频 in the recording library', () => {
  /** The list before and after the register call: the new recording comes first. */
  function liveServer(kind: 'live' | 'event' = 'live') {
    let registered: string | null = null;
    return {
      [`GET /api/media/${kind}/list`]: () =>
        pageOf([...(registered ? [recording(9, registered, { source: 'upload', duration: 0, size: 12 * MB })] : []), recording(1, '开幕式回放')]),
      [`POST /api/media/${kind}/upload`]: ({ data }: FakeRequest) => {
        registered = (data as { title: string }).title;
        return { data: recording(9, registered, { source: 'upload' }) };
      },
    } satisfies Record<string, FakeHandler>;
  }

  it('opens a dialog, uploads over tus for video-live, registers { upload, title } and reads the list again so the new row shows', async () => {
    const view = mount(() => <RecordingLibraryPage kind="live" title="直播视频库" />, liveServer());
    await screen.findByText('开幕式回放');
    expect(within(screen.getByText('开幕式回放').closest('tr') as HTMLElement).getByText('录制')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /上传视频/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('上传视频')).toBeTruthy();
    const title = within(dialog).getByRole('textbox', { name: '标题' }) as HTMLInputElement;
    expect(title.value).toBe('');
    expect(within(dialog).getByRole('button', { name: /选择视频文件/ })).toBeTruthy();
    expect(dialog.querySelector('input[type="file"]')?.getAttribute('accept')).toContain('video/webm');

    const upload = await choose(dialog, webm());
    expect(upload.options.metadata).toMatchObject({ purpose: 'video-live', filename: '年会开幕式.webm', filetype: 'video/webm' });
    expect(upload.options.endpoint).toBe('/api/upload/tus');
    expect(upload.started).toBe(1);
    // The title starts as the file's name without its extension.
    expect(title.value).toBe('年会开幕式');

    act(() => upload.options.onProgress(3 * MB, 12 * MB));
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(dialog).getByText(/^已上传 25%/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /暂停/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeTruthy();

    // A title typed while the file goes up is the one saved.
    fireEvent.change(title, { target: { value: '  年会开幕式（完整版）  ' } });
    expect(requestsTo(view.services.requests, 'GET', '/api/media/live/list')).toHaveLength(1);
    upload.finish(UPLOAD_ID);

    await waitFor(() => expect(requestsTo(view.services.requests, 'POST', '/api/media/live/upload')).toHaveLength(1));
    expect(requestsTo(view.services.requests, 'POST', '/api/media/live/upload')[0].data).toEqual({ upload: UPLOAD_ID, title: '年会开幕式（完整版）' });
    expect(await within(dialog).findByText('「年会开幕式（完整版）」已保存到视频库')).toBeTruthy();
    expect(within(dialog).getByText('上传完成')).toBeTruthy();
    expect(view.services.toasts.map((t) => t.text)).toContain('「年会开幕式（完整版）」已保存到视频库');

    // The list is read again and shows the new recording, from 上传.
    await waitFor(() => expect(requestsTo(view.services.requests, 'GET', '/api/media/live/list')).toHaveLength(2));
    const row = (await screen.findByText('年会开幕式（完整版）', { selector: 'td, td *' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('上传')).toBeTruthy();
    expect(within(row).getByText('12 MB')).toBeTruthy();

    // 完成 closes; opening again starts a fresh upload with an empty title.
    fireEvent.click(within(dialog).getByRole('button', { name: '完成' }));
    fireEvent.click(screen.getByRole('button', { name: /上传视频/ }));
    const again = await screen.findByRole('dialog');
    expect((within(again).getByRole('textbox', { name: '标题' }) as HTMLInputElement).value).toBe('');
    expect(within(again).queryByText('上传完成')).toBeNull();
  });

  it('uploads an event recording for video-event to /api/media/event/upload', async () => {
    const view = mount(() => <RecordingLibraryPage kind="event" title="活动视频库" rename />, liveServer('event'));
    await screen.findByText('开幕式回放');
    fireEvent.click(screen.getByRole('button', { name: /上传视频/ }));
    const upload = await choose(await screen.findByRole('dialog'), webm('彩排.mov'));
    expect(upload.options.metadata.purpose).toBe('video-event');
    upload.finish(UPLOAD_ID);
    await waitFor(() => expect(requestsTo(view.services.requests, 'POST', '/api/media/event/upload')[0]?.data).toEqual({ upload: UPLOAD_ID, title: '彩排' }));
    await waitFor(() => expect(requestsTo(view.services.requests, 'GET', '/api/media/event/list')).toHaveLength(2));
  });

  it('shows the upload server’s refusal as it words it (type, size, quota)', async () => {
    const view = mount(() => <RecordingLibraryPage kind="live" title="直播视频库" />, liveServer());
    await screen.findByText('开幕式回放');
    fireEvent.click(screen.getByRole('button', { name: /上传视频/ }));
    const dialog = await screen.findByRole('dialog');
    const upload = await choose(dialog, webm('安装包.webm'));
    const msg = '文件内容不是 MP4、WebM、MOV 视频，已删除（按文件开头的字节判断，与文件名无关）';
    act(() =>
      upload.options.onError(Object.assign(new Error('tus: unexpected response'), { originalResponse: { getBody: () => JSON.stringify({ code: 415, msg }) } })),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe(msg);
    expect(requestsTo(view.services.requests, 'POST', '/api/media/live/upload')).toHaveLength(0);
  });

  it('keeps a refused register call in the dialog with the server’s reason, and 重新保存 saves the same upload', async () => {
    const server = liveServer();
    let refuse = true;
    const view = mount(() => <RecordingLibraryPage kind="live" title="直播视频库" />, {
      ...server,
      'POST /api/media/live/upload': (request) =>
        refuse
          ? { code: 413, msg: '存储空间已用完：文件空间共 20 GB，已用 20 GB，请删除不用的录像或素材后再上传' }
          : server['POST /api/media/live/upload'](request),
    });
    await screen.findByText('开幕式回放');
    fireEvent.click(screen.getByRole('button', { name: /上传视频/ }));
    const dialog = await screen.findByRole('dialog');
    const upload = await choose(dialog, webm());
    upload.finish(UPLOAD_ID);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('存储空间已用完：文件空间共 20 GB，已用 20 GB，请删除不用的录像或素材后再上传');
    // Said once, in the dialog: not also as a toast.
    expect(view.services.toasts).toEqual([]);
    expect(requestsTo(view.services.requests, 'GET', '/api/media/live/list')).toHaveLength(1);

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: '重新保存' }));
    await waitFor(() => expect(requestsTo(view.services.requests, 'POST', '/api/media/live/upload')).toHaveLength(2));
    expect(requestsTo(view.services.requests, 'POST', '/api/media/live/upload')[1].data).toEqual({ upload: UPLOAD_ID, title: '年会开幕式' });
    expect(await within(dialog).findByText('「年会开幕式」已保存到视频库')).toBeTruthy();
    await waitFor(() => expect(requestsTo(view.services.requests, 'GET', '/api/media/live/list')).toHaveLength(2));
  });

  it('asks for a title when it was cleared, before any call; closing the dialog keeps the upload going', async () => {
    const view = mount(() => <RecordingLibraryPage kind="live" title="直播视频库" />, liveServer());
    await screen.findByText('开幕式回放');
    fireEvent.click(screen.getByRole('button', { name: /上传视频/ }));
    const dialog = await screen.findByRole('dialog');
    const upload = await choose(dialog, webm());
    fireEvent.change(within(dialog).getByRole('textbox', { name: '标题' }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    // Closed, not ended: the upload was neither paused nor cancelled.
    expect(upload.aborted).toEqual([]);
    upload.finish(UPLOAD_ID);
    // The dialog comes back to ask for the title.
    expect(await screen.findByText('请输入标题')).toBeTruthy();
    expect(requestsTo(view.services.requests, 'POST', '/api/media/live/upload')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: '标题' }), { target: { value: '年会' } });
    fireEvent.click(screen.getByRole('button', { name: '重新保存' }));
    await waitFor(() => expect(requestsTo(view.services.requests, 'POST', '/api/media/live/upload')[0]?.data).toEqual({ upload: UPLOAD_ID, title: '年会' }));
  });
});

describe('上传素材 in the material library', () => {
  it('uploads for material-{kind}, registers through /api/material/{kind}/upload and reads the list again', async () => {
    let registered: string | null = null;
    const view = mount(() => <MaterialLibraryPage kind="twzb" title="直播素材库" />, {
      'GET /api/material/twzb/list': () => pageOf([...(registered ? [material(7, registered)] : []), material(5, '签到墙')]),
      'POST /api/material/twzb/upload': ({ data }) => {
        registered = (data as { title: string }).title;
        return { data: material(7, registered) };
      },
    });
    await screen.findByText('签到墙');
    fireEvent.click(screen.getByRole('button', { name: /上传素材/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('input[type="file"]')?.getAttribute('accept')).toContain('image/png');
    const upload = await choose(dialog, new File([new Uint8Array(8)], '主视觉.final.png', { type: 'image/png' }));
    expect(upload.options.metadata).toMatchObject({ purpose: 'material-twzb', filename: '主视觉.final.png' });
    expect((within(dialog).getByRole('textbox', { name: '标题' }) as HTMLInputElement).value).toBe('主视觉.final');
    upload.finish(UPLOAD_ID);
    await waitFor(() =>
      expect(requestsTo(view.services.requests, 'POST', '/api/material/twzb/upload')[0]?.data).toEqual({ upload: UPLOAD_ID, title: '主视觉.final' }),
    );
    expect(await within(dialog).findByText('「主视觉.final」已保存到素材库')).toBeTruthy();
    await waitFor(() => expect(requestsTo(view.services.requests, 'GET', '/api/material/twzb/list')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: '重命名「主视觉.final」' })).toBeTruthy();
  });
});

describe('titleOfFile', () => {
  it('drops the extension and keeps at most 50 characters', () => {
    expect(titleOfFile('年会 开幕.mp4')).toBe('年会 开幕');
    expect(titleOfFile('archive.tar.webm')).toBe('archive.tar');
    expect(titleOfFile('.webm')).toBe('.webm');
    expect(titleOfFile('无扩展名')).toBe('无扩展名');
    expect(titleOfFile(`${'长'.repeat(60)}.mp4`)).toHaveLength(50);
  });
});
