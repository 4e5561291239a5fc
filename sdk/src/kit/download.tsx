import { IconDownload } from '@douyinfe/semi-icons';
import Button from '@douyinfe/semi-ui/lib/es/button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatFileSize } from '../format';
import { useNotify } from '../hooks';
import type { DownloadProgress, HttpResult } from '../services';
import { Progress } from '../ui/semiParts';
import { kitTexts } from './texts';

/**
 * Saves a Blob as a file of that name (the browser's download, no new tab).
 * @public
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Where a download is: idle, streaming (bytes so far, of total when known), saved, or failed.
 * @public
 */
export interface FileDownloadState {
  status: 'idle' | 'running' | 'done' | 'failed';
  loaded: number;
  total?: number;
  /** The name the file was saved under. */
  fileName?: string;
}

/**
 * Asks for the file: pass `onDownloadProgress` and `signal` on to the typed call (with `responseType: 'blob'`).
 * @public
 */
export type FileRequest = (onDownloadProgress: (progress: DownloadProgress) => void, signal: AbortSignal) => Promise<HttpResult<Blob>>;

/**
 * What {@link useFileDownload} returns.
 * @public
 */
export interface FileDownload {
  state: FileDownloadState;
  /** Streams the file and saves it under the server's name (`Content-Disposition`), else `fallbackName`; answers whether it was saved. */
  start(request: FileRequest, fallbackName: string): Promise<boolean>;
  /** Stops a running download. */
  cancel(): void;
}

/**
 * A file download with progress: the body streams through the envelope client (a refusal is still
 * an envelope and toasted), the bytes so far are in `state`, and the file is saved under the name
 * the server gave. Unmounting cancels it; one download at a time.
 * @public
 */
export function useFileDownload(): FileDownload {
  const [state, setState] = useState<FileDownloadState>({ status: 'idle', loaded: 0 });
  const running = useRef<AbortController | null>(null);
  const notify = useNotify();
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (request: FileRequest, fallbackName: string) => {
      if (running.current) return false;
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'running', loaded: 0 });
      const result = await request((progress) => {
        if (!controller.signal.aborted) setState({ status: 'running', loaded: progress.loaded, total: progress.total });
      }, controller.signal);
      running.current = null;
      if (controller.signal.aborted) {
        setState({ status: 'idle', loaded: 0 });
        return false;
      }
      if (!result.ok) {
        // A refused envelope has been toasted already; a network failure has not.
        if (result.code === null) notify.error(kitTexts.downloadFailed);
        setState({ status: 'failed', loaded: 0 });
        return false;
      }
      const fileName = result.fileName ?? fallbackName;
      saveFile(result.data, fileName);
      setState({ status: 'done', loaded: result.data.size, total: result.data.size, fileName });
      notify.success(kitTexts.downloaded(fileName));
      return true;
    },
    [notify],
  );
  const cancel = useCallback(() => running.current?.abort(), []);
  return { state, start, cancel };
}

/**
 * Props of {@link ExportButton}.
 * @public
 */
export interface ExportButtonProps {
  /** The export call (see {@link FileRequest}). */
  request: FileRequest;
  /** The file's name when the server gives none (`平台数据.xlsx`). */
  fallbackName: string;
  /** The button's text; 导出 by default. In English the kit adds that the file is in Chinese (issue 29). */
  text?: string;
  disabled?: boolean;
}

/**
 * 导出: streams the file with a progress bar and 取消 while it runs, then saves it under the server's name.
 * @public
 */
export function ExportButton({ request, fallbackName, text = kitTexts.export, disabled }: ExportButtonProps) {
  const download = useFileDownload();
  const { state } = download;
  if (state.status === 'running') {
    const percent = state.total ? Math.min(99, Math.floor((state.loaded / state.total) * 100)) : undefined;
    return (
      <span className="gr-export" role="status" aria-live="polite">
        <span className="gr-export-text">
          {kitTexts.exporting}
          {state.loaded > 0 ? ` ${formatFileSize(state.loaded)}` : ''}
          {percent === undefined ? '' : kitTexts.exportPercent(percent)}
        </span>
        <Progress percent={percent ?? 0} aria-label={kitTexts.exporting} style={{ width: 120 }} />
        <Button size="small" onClick={download.cancel}>
          {kitTexts.cancel}
        </Button>
      </span>
    );
  }
  return (
    <Button icon={<IconDownload aria-hidden="true" />} disabled={disabled} onClick={() => void download.start(request, fallbackName)}>
      {kitTexts.exportLabel(text)}
    </Button>
  );
}
