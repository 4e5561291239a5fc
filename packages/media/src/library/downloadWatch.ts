import type { LiveDownload, MediaDownloadTask } from '@greenroom/contracts';
import type { LiveService, Notifier } from '@greenroom/sdk';
import type { RecordingKind, recordingCalls } from './calls';
import { libraryTexts } from './texts';

/**
 * Issue 24 §5: a download that finishes while the organiser is elsewhere in the console tells them.
 * The download tasks a library created are watched here, outside any page — the watch goes on when
 * the organiser leaves the library — by asking the server's task list every
 * {@link DOWNLOAD_WATCH_MS} while one of them runs — or, while the console's live stream is held
 * (issue 26), by the server's pushed events, with no asking at all. A task that ends
 * while no task panel of its library is open is toasted: done with a link to its file, failed with
 * the server's reason. The server also puts a message with the link into the bell's inbox; while the
 * live channel carries messages (held or polled), the shell toasts that message with the file's link
 * in every console of the organiser (issue 26 §2), so a finished task is not toasted here as well.
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
/** The live channel the watch listens to (the first one given), and its unsubscribe. */
let pushes: { live: LiveService; off: () => void } | null = null;

const running = (task: Pick<MediaDownloadTask, 'status'>) => task.status === 'pending' || task.status === 'processing';

/** Watches a task the organiser just created, until it ends; pushed by `live` while its stream is held. */
export function watchDownload(kind: RecordingKind, calls: RecordingCalls, notify: Notifier, taskId: number, live?: LiveService): void {
  const watch = watches.get(kind) ?? { calls, notify, ids: new Set<number>() };
  watch.ids.add(taskId);
  watches.set(kind, watch);
  if (live && !pushes) pushes = { live, off: live.subscribe('download', pushed) };
  timer ??= setTimeout(check, DOWNLOAD_WATCH_MS);
}

/** A pushed task move: a watched task that ended is announced like a polled one. */
function pushed(event: LiveDownload): void {
  const watch = watches.get(event.kind);
  if (!watch?.ids.has(event.taskId) || event.status === 'pending' || event.status === 'processing') return;
  watch.ids.delete(event.taskId);
  if (!(openPanels.get(event.kind) ?? 0)) {
    announce(watch, { id: event.taskId, status: event.status, fileName: event.fileName, error: event.error });
  }
  if (watch.ids.size === 0) watches.delete(event.kind);
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
  pushes?.off();
  pushes = null;
}

async function check(): Promise<void> {
  // The stream is held: the ends are pushed (above); look again later in case it drops.
  if (pushes?.live.state.mode === 'stream') {
    timer = watches.size > 0 ? setTimeout(check, DOWNLOAD_WATCH_MS) : null;
    return;
  }
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

/** Whether the shell hears the inbox's new messages (and toasts the download's, with its link). */
const messagesArrive = () => pushes !== null && (pushes.live.state.mode === 'stream' || pushes.live.state.mode === 'polling');

function announce({ calls, notify }: Watch, task: Pick<MediaDownloadTask, 'id' | 'status' | 'fileName' | 'error'>): void {
  if (task.status === 'done') {
    if (messagesArrive()) return;
    notify.success(libraryTexts.taskDone(task.fileName), { text: libraryTexts.downloadFile, href: calls.fileHref(task.id), download: task.fileName });
  } else if (task.status === 'failed') notify.error(libraryTexts.taskFailed(task.fileName, task.error));
}
