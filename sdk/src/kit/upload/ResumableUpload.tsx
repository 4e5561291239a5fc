import { IconPause, IconPlay, IconUpload } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import { useEffect, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import { formatFileSize } from '../../format';
import { Progress } from '../../ui/semiParts';
import { editorTexts as t } from '../editor/texts';
import { kitTexts } from '../texts';

/**
 * The tus endpoint of the upload server.
 * @public
 */
export const TUS_ENDPOINT = '/api/upload/tus';

/**
 * Bytes per request (8 MB): a failed request costs at most this much again.
 * @public
 */
export const TUS_CHUNK_SIZE = 8 * 1024 * 1024;

/**
 * Waits before each retry of a failed request, in ms; then the upload fails (重试 goes on from where it stopped).
 * @public
 */
export const TUS_RETRY_DELAYS: readonly number[] = [0, 1000, 3000, 5000, 10000];

/**
 * Props of {@link ResumableUpload}.
 * @public
 */
export interface ResumableUploadProps {
  /** What the file is for, sent as the upload's `purpose` metadata: `video-live`, `video-event`, `material-twzb`, `material-event`. */
  purpose: string;
  /** More metadata of the upload (`{ activityId: '12' }` for a material of one activity). */
  metadata?: Record<string, string>;
  /** After the upload server has the whole file: its upload id (the last segment of the upload's address) and the file. */
  onUploaded: (uploadId: string, file: File) => void;
  /** The file chooser's filter (`video/*`). */
  accept?: string;
  /** The button's text (选择文件). */
  text?: string;
  disabled?: boolean;
  /** The tus endpoint ({@link TUS_ENDPOINT}). */
  endpoint?: string;
  /** Bytes per request ({@link TUS_CHUNK_SIZE}). */
  chunkSize?: number;
}

type Phase = 'idle' | 'starting' | 'uploading' | 'paused' | 'failed' | 'done';

interface Progressed {
  phase: Phase;
  file?: File;
  loaded: number;
  total: number;
  /** Bytes a second, smoothed. */
  speed: number;
  message?: string;
  /** The upload went on from a previous attempt (a reload). */
  resumed?: boolean;
}

/**
 * The upload id in an upload's address (the last segment): `/api/upload/tus/4f1c…` → `4f1c…`.
 * @public
 */
export function uploadIdOf(url: string): string {
  const path = new URL(url, 'http://localhost').pathname;
  return path.split('/').filter(Boolean).pop() ?? '';
}

/** The server's reason in a refused tus request (an envelope body), if it gave one. */
function reasonOf(error: unknown): string | undefined {
  const body = (error as { originalResponse?: { getBody?: () => string } | null })?.originalResponse?.getBody?.();
  if (!body) return undefined;
  try {
    const msg = (JSON.parse(body) as { msg?: unknown }).msg;
    return typeof msg === 'string' && msg ? msg : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a failed tus request is tried again: a network fault or a server fault (5xx), and the
 * conflicts tus itself resolves (409 offset mismatch, 423 locked), yes — even while
 * `navigator.onLine` is false, which venue Wi-Fi reports long after it is back; any other refusal
 * of the server (4xx: wrong type, too large, quota) no.
 * @public
 */
export function tusShouldRetry(error: { originalResponse?: { getStatus(): number } | null } | Error): boolean {
  const status = 'originalResponse' in error && error.originalResponse ? error.originalResponse.getStatus() : 0;
  if (status === 409 || status === 423) return true;
  return !(status >= 400 && status < 500);
}

/**
 * A large file (a recording, a material) uploaded resumably over tus (`tus-js-client`, loaded with
 * the first upload): 8 MB a request to {@link TUS_ENDPOINT} with the session cookie, metadata
 * `filename`, `filetype` and `purpose`, failed requests retried after 0, 1, 3, 5 and 10 s. The
 * upload's address is kept in this browser by the file's fingerprint, so after a reload choosing
 * the same file goes on from where it stopped. Shows a progress bar with the percent and the
 * speed, 暂停 / 继续 / 取消 (取消 deletes the partial upload on the server), and what failed with
 * 重试. Leaving the page pauses it.
 * @public
 */
export function ResumableUpload({
  purpose,
  metadata,
  onUploaded,
  accept,
  text,
  disabled,
  endpoint = TUS_ENDPOINT,
  chunkSize = TUS_CHUNK_SIZE,
}: ResumableUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<Upload | null>(null);
  const sample = useRef<{ at: number; bytes: number } | null>(null);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  const mounted = useRef(true);
  const [state, setState] = useState<Progressed>({ phase: 'idle', loaded: 0, total: 0, speed: 0 });
  const set = (change: Partial<Progressed>) => mounted.current && setState((current) => ({ ...current, ...change }));

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Leaving pauses: the partial upload stays on the server, and choosing the file again resumes it.
      void upload.current?.abort(false);
    };
  }, []);

  async function begin(file: File) {
    sample.current = null;
    setState({ phase: 'starting', file, loaded: 0, total: file.size, speed: 0 });
    let tus: typeof import('tus-js-client');
    try {
      tus = await import('tus-js-client');
    } catch {
      set({ phase: 'failed', message: t.uploadFailed });
      return;
    }
    if (!mounted.current) return;
    const current = new tus.Upload(file, {
      endpoint,
      chunkSize,
      retryDelays: [...TUS_RETRY_DELAYS],
      // Venue Wi-Fi: a dropped connection is retried even while the browser believes it is offline
      // (tus-js-client's default gives up then); the server's refusals (4xx) are final.
      onShouldRetry: (error) => tusShouldRetry(error),
      metadata: { ...metadata, filename: file.name, filetype: file.type || 'application/octet-stream', purpose },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (request) => {
        const xhr = request.getUnderlyingObject() as XMLHttpRequest | undefined;
        if (xhr && 'withCredentials' in xhr) xhr.withCredentials = true;
      },
      onProgress: (loaded, total) => {
        const now = Date.now();
        const last = sample.current;
        sample.current = { at: now, bytes: loaded };
        setState((s) => {
          if (!mounted.current || upload.current !== current) return s;
          const elapsed = last ? (now - last.at) / 1000 : 0;
          const instant = last && elapsed > 0 ? Math.max(0, loaded - last.bytes) / elapsed : s.speed;
          return { ...s, phase: 'uploading', loaded, total, speed: s.speed ? s.speed * 0.7 + instant * 0.3 : instant };
        });
      },
      onSuccess: () => {
        if (upload.current !== current) return;
        set({ phase: 'done', loaded: file.size, speed: 0 });
        onUploadedRef.current(uploadIdOf(current.url ?? ''), file);
      },
      onError: (error) => {
        if (upload.current !== current) return;
        set({ phase: 'failed', speed: 0, message: reasonOf(error) ?? t.uploadFailed });
      },
    });
    upload.current = current;
    const previous = await current.findPreviousUploads().catch(() => []);
    if (!mounted.current || upload.current !== current) return;
    if (previous.length > 0) {
      current.resumeFromPreviousUpload(previous[0]);
      set({ resumed: true });
    }
    set({ phase: 'uploading' });
    current.start();
  }

  // The connection came back after the retries ran out: go on by itself (the server keeps the offset).
  const failed = state.phase === 'failed';
  useEffect(() => {
    if (!failed) return;
    const onOnline = () => {
      if (upload.current) {
        setState((s) => ({ ...s, phase: 'uploading', message: undefined }));
        upload.current.start();
      }
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed]);

  const pause = () => {
    void upload.current?.abort(false);
    sample.current = null;
    set({ phase: 'paused', speed: 0 });
  };
  const resume = () => {
    set({ phase: 'uploading', message: undefined });
    upload.current?.start();
  };
  const cancel = () => {
    const current = upload.current;
    upload.current = null;
    void current?.abort(true).catch(() => undefined);
    setState({ phase: 'idle', loaded: 0, total: 0, speed: 0, message: t.uploadCancelled });
  };

  const { phase, file, loaded, total, speed } = state;
  const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
  const busy = phase === 'starting' || phase === 'uploading' || phase === 'paused';
  const statusText =
    phase === 'done'
      ? t.uploadDone
      : phase === 'paused'
        ? t.pausedAt(percent)
        : phase === 'failed'
          ? state.message
          : busy
            ? t.uploadStatus(percent, formatFileSize(speed))
            : state.message;

  return (
    <div className="gr-resumable" aria-busy={phase === 'uploading' || phase === 'starting' || undefined}>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void begin(chosen);
        }}
      />
      {!busy ? (
        <Button icon={<IconUpload aria-hidden="true" />} disabled={disabled} onClick={() => input.current?.click()}>
          {text ?? t.chooseFile}
        </Button>
      ) : null}
      {file && phase !== 'idle' ? (
        <div className="gr-resumable-task">
          <div className="gr-task-head">
            <span className="gr-task-name" title={file.name}>
              {file.name}
            </span>
            <span className="gr-muted">{formatFileSize(file.size)}</span>
          </div>
          <Progress
            percent={percent}
            showInfo
            stroke={phase === 'failed' ? 'var(--semi-color-danger)' : undefined}
            aria-label={`${file.name} ${t.uploading}`}
            aria-valuetext={t.uploadProgress(percent)}
          />
          {state.resumed && busy ? <p className="gr-muted gr-resumable-note">{t.uploadResumed}</p> : null}
          <div className="gr-task-actions">
            {phase === 'uploading' || phase === 'starting' ? (
              <Button icon={<IconPause aria-hidden="true" />} size="small" disabled={phase === 'starting'} onClick={pause}>
                {t.pause}
              </Button>
            ) : null}
            {phase === 'paused' ? (
              <Button icon={<IconPlay aria-hidden="true" />} size="small" onClick={resume}>
                {t.resume}
              </Button>
            ) : null}
            {phase === 'failed' ? (
              <Button size="small" onClick={upload.current ? resume : () => void begin(file)}>
                {kitTexts.retry}
              </Button>
            ) : null}
            {phase !== 'done' ? (
              <Button size="small" type="danger" theme="borderless" onClick={cancel}>
                {t.cancelUpload}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      <p className={phase === 'failed' ? 'gr-form-error' : 'gr-muted'} role={phase === 'failed' ? 'alert' : 'status'} aria-live="polite">
        {statusText}
      </p>
    </div>
  );
}
