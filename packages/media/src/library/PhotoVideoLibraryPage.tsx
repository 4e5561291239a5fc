import type { MediaPhotoVideo } from '@greenroom/contracts';
import { useApi } from '@greenroom/sdk';
import type { ListColumn } from '@greenroom/sdk/kit';
import { ContainerTabs, ListPage, useListController, VideoPlayerDialog } from '@greenroom/sdk/kit';
import { useMemo, useState } from 'react';
import { photoVideoList } from '../lists';
import { libraryTexts } from './texts';
import { fileFacts, libraryInfoColumns, mediaColumn } from './videoColumns';

/**
 * Props of {@link PhotoVideoLibraryPage}.
 * @public
 */
export interface PhotoVideoLibraryPageProps {
  title: string;
}

/** The columns, their titles in the page's language (read when the page renders, issue 29). */
const columnsOf = (): ListColumn<MediaPhotoVideo, never>[] => [
  mediaColumn<MediaPhotoVideo>({ header: libraryTexts.video, thumb: (row) => row.coverUrl, facts: fileFacts }),
  ...libraryInfoColumns<MediaPhotoVideo>(),
];

/**
 * The videos generated from photo-live albums (`/api/media/photo`): cover, title, album, duration,
 * size and date; search and a created-day range; 播放 in the player (the row carries its signed
 * address; read again when it has expired), confirmed 删除 and 批量删除 (all or nothing).
 * They have no download tasks and cannot be renamed (SPEC §7).
 * @public
 */
export function PhotoVideoLibraryPage({ title }: PhotoVideoLibraryPageProps) {
  const api = useApi();
  const controller = useListController({ source: photoVideoList });
  const [playing, setPlaying] = useState<MediaPhotoVideo | null>(null);
  const columns = useMemo(columnsOf, []);
  const remove = (ids: number[]) => api.delete('/api/media/photo/delete', { body: { ids } });

  return (
    <>
      <ContainerTabs label={libraryTexts.videoLibrary} />
      <ListPage
        title={title}
        listId="library.recordings.photo"
        controller={controller}
        columns={columns}
        rowName={(row) => row.title}
        search={libraryTexts.searchRecordings}
        dateRange
        rowActions={() => [{ key: 'play', text: libraryTexts.play, onClick: setPlaying }]}
        remove={{ what: libraryTexts.recording, one: (row) => remove([row.id]), many: (rows) => remove(rows.map((r) => r.id)) }}
      >
        <VideoPlayerDialog
          visible={playing !== null}
          title={playing?.title ?? ''}
          onClose={() => setPlaying(null)}
          load={async () => {
            if (!playing) return null;
            // A signed address lives a short while: past its expiry, read the row again for a fresh one.
            let row: MediaPhotoVideo | undefined = playing;
            if (Date.parse(playing.playUrlExpiresAt) < Date.now() + 5000) {
              const fresh = await api.get('/api/media/photo/list', { query: { keyword: playing.title, pageSize: 100 } });
              row = fresh.ok ? fresh.data.list.find((r) => r.id === playing.id) : undefined;
            }
            return row ? { url: row.playUrl, mimeType: row.mimeType, posterUrl: row.coverUrl || undefined } : null;
          }}
        />
      </ListPage>
    </>
  );
}
