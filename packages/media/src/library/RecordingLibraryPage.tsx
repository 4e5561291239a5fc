import Button from '@douyinfe/semi-ui/lib/es/button';
import type { MediaDownloadTask, MediaRecording } from '@greenroom/contracts';
import { useApi, useNotify, useServices } from '@greenroom/sdk';
import type { ListColumn } from '@greenroom/sdk/kit';
import { ContainerTabs, ListPage, StatusTag, useListController, VideoPlayerDialog } from '@greenroom/sdk/kit';
import { useCallback, useMemo, useState } from 'react';
import { recordingLists } from '../lists';
import { recordingCalls } from './calls';
import { DownloadTaskPanel } from './DownloadTaskPanel';
import { watchDownload } from './downloadWatch';
import { InlineRename } from './InlineRename';
import { LibraryUpload, VIDEO_ACCEPT } from './LibraryUpload';
import { DOWNLOAD_STATUS, libraryTexts, MEDIA_SOURCE_TEXT } from './texts';
import { fileFacts, libraryInfoColumns, mediaColumn } from './videoColumns';

/**
 * Props of {@link RecordingLibraryPage}; only events' recordings can be renamed (SPEC §7).
 * @public
 */
export type RecordingLibraryPageProps = { title: string } & ({ kind: 'live'; rename?: never } | { kind: 'event'; rename?: boolean });

/**
 * A recording library (`/api/media/{kind}`), declared by a plugin in one line: the recordings with
 * cover, title, activity, duration, size, date and latest download status; search and a created-day
 * range; 播放 in a player dialog (a fresh signed address each time), 下载 (creates a download task,
 * then opens the task panel), confirmed 删除 and 批量删除 (all or nothing); and in the header 上传视频
 * (a resumable upload, then `POST /api/media/{kind}/upload`, the list read again) and 下载任务.
 * @public
 */
export function RecordingLibraryPage({ kind, title, rename }: RecordingLibraryPageProps) {
  const api = useApi();
  const notify = useNotify();
  const { live } = useServices();
  const calls = useMemo(() => recordingCalls(api, kind), [api, kind]);
  const controller = useListController({ source: recordingLists[kind] });
  const { updateRow, query, refetch, setQuery } = controller;
  const [playing, setPlaying] = useState<MediaRecording | null>(null);
  const [tasksOpen, setTasksOpen] = useState(false);

  const download = async (row: MediaRecording) => {
    const result = await calls.createTask(row.id);
    if (!result.ok) return;
    const task = result.data;
    updateRow(row.id, (r) => ({ ...r, download: { taskId: task.id, status: task.status, progress: task.progress } }));
    notify.success(libraryTexts.taskCreated);
    watchDownload(kind, calls, notify, task.id, live);
    setTasksOpen(true);
  };

  // The panel's tasks keep the rows' download column current while it polls.
  const onTasks = useCallback(
    (tasks: MediaDownloadTask[]) => {
      for (const task of tasks) {
        updateRow(task.mediaId, (r) =>
          r.download?.taskId === task.id ? { ...r, download: { taskId: task.id, status: task.status, progress: task.progress } } : r,
        );
      }
    },
    [updateRow],
  );

  const columns: ListColumn<MediaRecording, never>[] = [
    mediaColumn<MediaRecording>({
      header: libraryTexts.video,
      thumb: (row) => row.coverUrl,
      facts: (row) => [MEDIA_SOURCE_TEXT[row.source] ?? row.source, ...fileFacts(row)],
      title: (row) =>
        rename && kind === 'event' ? (
          <InlineRename
            value={row.title}
            onSave={async (text) => {
              const result = await calls.rename(row.id, text);
              if (result.ok) updateRow(row.id, (r) => ({ ...r, title: result.data.title }));
              return result;
            }}
          />
        ) : (
          row.title
        ),
    }),
    ...libraryInfoColumns<MediaRecording>(),
    {
      key: 'download',
      title: libraryTexts.downloadStatus,
      width: 130,
      render: (row) =>
        row.download ? (
          <span className="gr-library-download">
            <StatusTag value={row.download.status} map={DOWNLOAD_STATUS} />
            {row.download.status === 'processing' ? <span>{row.download.progress}%</span> : null}
          </span>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      <ContainerTabs label={libraryTexts.videoLibrary} />
      <ListPage
        title={title}
        listId={`library.recordings.${kind}`}
        controller={controller}
        columns={columns}
        rowName={(row) => row.title}
        search={libraryTexts.searchRecordings}
        dateRange
        actions={
          <>
            <LibraryUpload
              text={libraryTexts.uploadVideo}
              purpose={`video-${kind}`}
              accept={VIDEO_ACCEPT}
              chooseText={libraryTexts.chooseVideo}
              help={libraryTexts.videoHelp}
              library={libraryTexts.videoLibrary}
              register={calls.register}
              // The new recording is the newest: the first page shows it.
              onSaved={() => (query.page === 1 ? refetch() : setQuery({ page: 1 }))}
            />
            <Button onClick={() => setTasksOpen(true)}>{libraryTexts.tasks}</Button>
          </>
        }
        rowActions={() => [
          { key: 'play', text: libraryTexts.play, onClick: setPlaying },
          { key: 'download', text: libraryTexts.download, onClick: (row) => void download(row) },
        ]}
        remove={{ what: libraryTexts.recording, one: (row) => calls.remove([row.id]), many: (rows) => calls.remove(rows.map((r) => r.id)) }}
      >
        <VideoPlayerDialog
          visible={playing !== null}
          title={playing?.title ?? ''}
          onClose={() => setPlaying(null)}
          load={async () => {
            if (!playing) return null;
            const result = await calls.playUrl(playing.id);
            return result.ok ? { url: result.data.url, mimeType: result.data.mimeType, posterUrl: result.data.coverUrl || undefined } : null;
          }}
        />
        <DownloadTaskPanel kind={kind} visible={tasksOpen} onClose={() => setTasksOpen(false)} onTasks={onTasks} />
      </ListPage>
    </>
  );
}
