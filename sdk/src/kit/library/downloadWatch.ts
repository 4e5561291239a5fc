import type { MediaDownloadTask } from '@greenroom/contracts';
import type { Notifier } from '../../services';
import type { RecordingKind, recordingCalls } from './calls';
import { libraryTexts } from './texts';

/**
 * Issue 24 §5: a download that finishes while the organiser is elsewhere in the console tells them.
 * The download tasks a library created are watched here, outside any page — the watch goes on when
 * the organiser leaves the library — by asking the server's task list every
 * {@link DOWNLOAD_WATCH_MS} while one of them runs (live push is a later issue). A task that ends
 * while no task panel of its library is open is toasted: done with a link to its file, failed with
 * the server's reason. The server also puts a message with the link into the bell's inbox.
 */

/** How often the watch asks for the tasks it waits for, in milliseconds. */
export const DOWNLOAD_WATCH_MS = 3000;

type RecordingCalls = ReturnType<typeof recordingCalls>;

interface Watch {
  calls: RecordingCalls;
  notify: Notifier;
  /** Task ids still running when last seen. */
  ids: Set<number>;
}

const watches = new Map<RecordingKind, Watch>();
const openPanels = new Map<RecordingKind, number>();
let timer: ReturnType<typeof setTimeout> | null = null;

const running = (task: Pick<MediaDownloadTask, 'status'>) => task.status === 'pending' || task.status === 'processing';

/** Watches a task the organiser just created, until it ends. */
export function watchDownload(kind: RecordingKind, calls: RecordingCalls, notify: Notifier, taskId: number): void {
  const watch = watches.get(kind) ?? { calls, notify, ids: new Set<number>() };
  watch.ids.add(taskId);
  watches.set(kind, watch);
  timer ??= setTimeout(check, DOWNLOAD_WATCH_MS);
}

/** A task panel of `kind` is shown (it shows how its tasks end itself); call the answer when it goes. */
export function showingTaskPanel(kind: RecordingKind): () => void {
  openPanels.set(kind, (openPanels.get(kind) ?? 0) + 1);
  return () => openPanels.set(kind, (openPanels.get(kind) ?? 1) - 1);
}

/** Forgets every watch (tests). */
export function stopDownloadWatch(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  watches.clear();
  openPanels.clear();
}

async function check(): Promise<void> {
  for (const [kind, watch] of [...watches]) {
    const result = await watch.calls.taskList(1, undefined, true);
    if (!result.ok) continue;
    const seen = new Map(result.data.list.map((task) => [task.id, task]));
    for (const id of [...watch.ids]) {
      const task = seen.get(id);
      // Pushed off the first page by ten newer tasks: the panel and the bell still have it.
      if (!task || !running(task)) watch.ids.delete(id);
      if (task && !running(task) && !(openPanels.get(kind) ?? 0)) announce(watch, task);
    }
    if (watch.ids.size === 0) watches.delete(kind);
  }
  timer = watches.size > 0 ? setTimeout(check, DOWNLOAD_WATCH_MS) : null;
}

function announce({ calls, notify }: Watch, task: MediaDownloadTask): void {
  if (task.status === 'done') {
    notify.success(libraryTexts.taskDone(task.fileName), { text: libraryTexts.downloadFile, href: calls.fileHref(task.id), download: task.fileName });
  } else if (task.status === 'failed') notify.error(libraryTexts.taskFailed(task.fileName, task.error));
}
