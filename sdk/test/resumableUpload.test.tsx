import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResumableUpload, TUS_CHUNK_SIZE, TUS_ENDPOINT, tusShouldRetry, uploadIdOf } from '../src/kit';

/** A stand-in for tus-js-client's Upload: records its options and what the component asked of it. */
class FakeUpload {
  static made: FakeUpload[] = [];
  static previous: { uploadUrl: string }[] = [];
  url: string | null = null;
  started = 0;
  aborted: boolean[] = [];
  resumedFrom: unknown = null;
  constructor(
    readonly file: File,
    readonly options: {
      endpoint: string;
      chunkSize: number;
      retryDelays: number[];
      metadata: Record<string, string>;
      storeFingerprintForResuming: boolean;
      removeFingerprintOnSuccess: boolean;
      onBeforeRequest: (request: { getUnderlyingObject(): unknown }) => void;
      onProgress: (sent: number, total: number) => void;
      onSuccess: () => void;
      onError: (error: Error & { originalResponse?: { getBody(): string } }) => void;
    },
  ) {
    FakeUpload.made.push(this);
  }
  findPreviousUploads() {
    return Promise.resolve(FakeUpload.previous);
  }
  resumeFromPreviousUpload(previous: unknown) {
    this.resumedFrom = previous;
  }
  start() {
    this.started += 1;
  }
  abort(shouldTerminate = false) {
    this.aborted.push(shouldTerminate);
    return Promise.resolve();
  }
}

vi.mock('tus-js-client', () => ({ Upload: FakeUpload }));

const MB = 1024 * 1024;
const video = () => new File([new Uint8Array(16)], '年会录像.mp4', { type: 'video/mp4' });
const choose = async (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
  return FakeUpload.made.at(-1) as FakeUpload;
};

beforeEach(() => {
  FakeUpload.made = [];
  FakeUpload.previous = [];
});

describe('ResumableUpload: a large file over tus, resumable after a reload', () => {
  it('uploads 8 MB a request to the tus endpoint with the file’s metadata, shows percent and speed, pauses, goes on and reports the upload id', async () => {
    const onUploaded = vi.fn();
    render(<ResumableUpload purpose="video-live" accept="video/*" text="上传录像" onUploaded={onUploaded} />);
    expect(screen.getByRole('button', { name: /上传录像/ })).toBeTruthy();
    const file = video();
    const upload = await choose(file);
    expect(upload.options).toMatchObject({
      endpoint: TUS_ENDPOINT,
      chunkSize: TUS_CHUNK_SIZE,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      metadata: { filename: '年会录像.mp4', filetype: 'video/mp4', purpose: 'video-live' },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
    });
    expect(TUS_ENDPOINT).toBe('/api/upload/tus');
    expect(TUS_CHUNK_SIZE).toBe(8 * MB);
    expect(upload.started).toBe(1);
    const xhr = { withCredentials: false };
    upload.options.onBeforeRequest({ getUnderlyingObject: () => xhr });
    expect(xhr.withCredentials).toBe(true);

    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000);
    act(() => upload.options.onProgress(0, 100 * MB));
    now.mockReturnValue(2_000);
    act(() => upload.options.onProgress(25 * MB, 100 * MB));
    now.mockRestore();
    expect(screen.getByRole('progressbar', { name: '年会录像.mp4 上传中' }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByRole('status').textContent).toBe('已上传 25%，25 MB/s');

    fireEvent.click(screen.getByRole('button', { name: /暂停/ }));
    expect(upload.aborted).toEqual([false]);
    expect(screen.getByRole('status').textContent).toBe('已暂停，已上传 25%');
    fireEvent.click(screen.getByRole('button', { name: /继续/ }));
    expect(upload.started).toBe(2);

    upload.url = 'http://localhost/api/upload/tus/0123456789abcdef0123456789abcdef';
    act(() => upload.options.onSuccess());
    expect(onUploaded).toHaveBeenCalledWith('0123456789abcdef0123456789abcdef', file);
    expect(screen.getByRole('status').textContent).toBe('上传完成');
  });

  it('goes on from a previous attempt of the same file (a reload), and 取消 deletes the partial upload', async () => {
    FakeUpload.previous = [{ uploadUrl: '/api/upload/tus/aaaa' }];
    render(<ResumableUpload purpose="material-event" metadata={{ activityId: '12' }} onUploaded={() => {}} />);
    const upload = await choose(video());
    expect(upload.resumedFrom).toEqual({ uploadUrl: '/api/upload/tus/aaaa' });
    expect(upload.options.metadata).toMatchObject({ activityId: '12', purpose: 'material-event' });
    expect(screen.getByText('已从上次中断处继续上传')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(upload.aborted).toEqual([true]);
    expect(screen.getByRole('status').textContent).toBe('已取消上传');
    expect(screen.getByRole('button', { name: /选择文件/ })).toBeTruthy();
  });

  it('shows the server’s refusal with 重试, and leaving the page pauses the upload', async () => {
    const view = render(<ResumableUpload purpose="video-event" onUploaded={() => {}} />);
    const upload = await choose(video());
    const refusal = Object.assign(new Error('tus: unexpected response'), {
      originalResponse: { getBody: () => JSON.stringify({ code: 413, msg: '文件不能超过 2 GB' }) },
    });
    act(() => upload.options.onError(refusal));
    expect(screen.getByRole('alert').textContent).toBe('文件不能超过 2 GB');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(upload.started).toBe(2);
    view.unmount();
    expect(upload.aborted).toEqual([false]);
  });

  it('reads the upload id from the upload’s address', () => {
    expect(uploadIdOf('/api/upload/tus/abc123')).toBe('abc123');
    expect(uploadIdOf('https://console.example.com/api/upload/tus/abc123/')).toBe('abc123');
  });
});

describe('tusShouldRetry (issue 22 §2: uploads survive venue Wi-Fi)', () => {
  const answered = (status: number) => ({ originalResponse: { getStatus: () => status } });
  it('retries a network fault (no answer) and server faults, even while the browser says it is offline', () => {
    expect(tusShouldRetry(new Error('network'))).toBe(true);
    expect(tusShouldRetry(answered(0))).toBe(true);
    expect(tusShouldRetry(answered(502))).toBe(true);
    expect(tusShouldRetry(answered(409))).toBe(true);
    expect(tusShouldRetry(answered(423))).toBe(true);
  });
  it('never retries the server’s refusals: wrong type, too large, quota', () => {
    for (const status of [400, 403, 404, 413, 415, 460]) expect(tusShouldRetry(answered(status))).toBe(false);
  });
});
