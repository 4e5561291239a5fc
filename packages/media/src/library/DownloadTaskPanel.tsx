import Button from '@douyinfe/semi-ui/lib/es/button';
import Progress from '@douyinfe/semi-ui/lib/es/progress';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import type { MediaDownloadTask, Page } from '@greenroom/contracts';
import { EmptyState, ErrorState, formatDateTime, formatFileSize, Loading, useApi, useLive, useLiveConnected, useNotify } from '@greenroom/sdk';
import { ListPagination, StatusTag, usePolling } from '@greenroom/sdk/kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type RecordingKind, recordingCalls, TASK_PAGE_SIZE } from './calls';
import { showingTaskPanel } from './downloadWatch';
import { DOWNLOAD_STATUS, libraryTexts } from './texts';

/**
 * Width of the download task panel, in pixels.
 * @public
 */
export const TASK_PANEL_WIDTH = 520;

/**
 * Whether a task is still moving (the panel polls while one is).
 * @public
 */
export const isRunningTask = (task: Pick<MediaDownloadTask, 'status'>) => task.status === 'pending' || task.status === 'processing';

/**
 * Props of {@link DownloadTaskPanel}.
 * @public
 */
export interface DownloadTaskPanelProps {
  kind: RecordingKind;
  visible: boolean;
  onClose: () => void;
  /** Every page of tasks that arrives (the library updates its rows' download status from it). */
  onTasks?: (tasks: MediaDownloadTask[]) => void;
}

/**
 * The download tasks of a recording library in a side sheet: the server's `taskList`, paged, read
 * anew each time the sheet opens (so a reload shows the truth) and polled while a task is queued or
 * being copied, so its progress bar moves. A task shows its file name, status, progress, size and
 * the server's error text; 取消 while it runs, and a real 下载文件 link once it is done.
 * @public
 */
export function DownloadTaskPanel({ kind, visible, onClose, onTasks }: DownloadTaskPanelProps) {
  return (
    <SideSheet title={libraryTexts.tasks} visible={visible} onCancel={onClose} width={TASK_PANEL_WIDTH} closeOnEsc className="gr-task-panel">
      {visible ? <TaskList kind={kind} onTasks={onTasks} /> : null}
    </SideSheet>
  );
}

function TaskList({ kind, onTasks }: { kind: RecordingKind; onTasks?: (tasks: MediaDownloadTask[]) => void }) {
  const api = useApi();
  const notify = useNotify();
  const calls = useMemo(() => recordingCalls(api, kind), [api, kind]);
  // While the panel shows the tasks, a finished one is not toasted as well (downloadWatch.ts).
  useEffect(() => showingTaskPanel(kind), [kind]);
  const [page, setPage] = useState(1);
  const onTasksRef = useRef(onTasks);
  onTasksRef.current = onTasks;
  // Pushed (issue 26): while the live stream is held, the server's events move the tasks and the
  // list is polled no more; without it (a buffering proxy), it is polled while a task runs.
  const pushed = useLiveConnected();
  const pushedRef = useRef(pushed);
  pushedRef.current = pushed;
  const [patched, setPatched] = useState<Page<MediaDownloadTask> | null>(null);
  const polling = usePolling<Page<MediaDownloadTask>>(
    async (signal) => {
      const result = await calls.taskList(page, signal);
      if (!result.ok) return null;
      setPatched(null);
      onTasksRef.current?.(result.data.list);
      return result.data;
    },
    { while: (data) => !pushedRef.current && data.list.some(isRunningTask) },
  );
  const { refresh } = polling;
  // Polling stopped because the stream was held; when it drops, poll again.
  const wasPushed = useRef(pushed);
  useEffect(() => {
    if (wasPushed.current && !pushed) refresh();
    wasPushed.current = pushed;
  }, [pushed, refresh]);
  const shown = patched ?? polling.data;
  useLive(
    'download',
    (event) => {
      if (event.kind !== kind) return;
      const known = shown?.list.find((task) => task.id === event.taskId);
      // A task this page does not show (created elsewhere, or on another page): read the list again.
      if (!known || !shown) return refresh();
      const task: MediaDownloadTask = {
        ...known,
        status: event.status,
        progress: event.progress,
        error: event.error,
        downloadUrl: event.status === 'done' ? calls.fileHref(event.taskId) : known.downloadUrl,
        // The size and finish time come with the next read; the row shows what moved now.
      };
      const next = { ...shown, list: shown.list.map((row) => (row.id === task.id ? task : row)) };
      setPatched(next);
      onTasksRef.current?.(next.list);
      if (event.status === 'done') refresh();
    },
    refresh,
  );
  const firstPage = useRef(page);
  useEffect(() => {
    // The poller loads page 1 on mount; later page changes ask for the new page themselves.
    if (firstPage.current !== page) refresh();
    firstPage.current = -1;
  }, [page, refresh]);

  const [cancelling, setCancelling] = useState<number | null>(null);
  const cancel = async (task: MediaDownloadTask) => {
    setCancelling(task.id);
    const result = await calls.cancelTask(task.id);
    setCancelling(null);
    if (result.ok) notify.success(libraryTexts.taskCancelled);
    refresh();
  };

  const data = shown;
  if (!data) return polling.error ? <ErrorState text={libraryTexts.tasksFailed} onRetry={refresh} /> : <Loading />;
  return (
    <div className="gr-tasks">
      {polling.error ? <ErrorState text={libraryTexts.tasksFailed} onRetry={refresh} /> : null}
      {data.list.length === 0 ? (
        <EmptyState size="default" text={libraryTexts.tasksEmpty} />
      ) : (
        <ul className="gr-task-list" aria-label={libraryTexts.tasks}>
          {data.list.map((task) => (
            <li key={task.id} className="gr-task" data-status={task.status}>
              <div className="gr-task-head">
                <span className="gr-task-name" title={task.fileName}>
                  {task.fileName}
                </span>
                <StatusTag value={task.status} map={DOWNLOAD_STATUS} />
              </div>
              <Progress
                percent={task.progress}
                showInfo
                stroke={task.status === 'failed' ? 'var(--semi-color-danger)' : undefined}
                aria-label={libraryTexts.progressLabel(task.fileName)}
              />
              <div className="gr-task-facts">
                <span>{libraryTexts.taskSize(formatFileSize(task.size))}</span>
                <span>{libraryTexts.taskCreatedAt(formatDateTime(task.createdAt))}</span>
              </div>
              {task.error ? (
                <p className="gr-task-error" role="note">
                  {task.error}
                </p>
              ) : null}
              <div className="gr-task-actions">
                {isRunningTask(task) ? (
                  <Button
                    size="small"
                    type="danger"
                    loading={cancelling === task.id}
                    aria-label={libraryTexts.cancelTaskLabel(task.fileName)}
                    onClick={() => void cancel(task)}
                  >
                    {libraryTexts.cancelTask}
                  </Button>
                ) : null}
                {task.status === 'done' ? (
                  <a
                    className="gr-task-download"
                    href={calls.fileHref(task.id)}
                    download={task.fileName}
                    aria-label={libraryTexts.downloadFileLabel(task.fileName)}
                  >
                    {libraryTexts.downloadFile}
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {data.total > TASK_PAGE_SIZE ? (
        <ListPagination
          page={page}
          pageSize={TASK_PAGE_SIZE}
          total={data.total}
          pageSizes={[TASK_PAGE_SIZE]}
          onPageChange={setPage}
          onPageSizeChange={() => {}}
        />
      ) : null}
    </div>
  );
}
