import type { ActivityListSort, ActivityPhoto } from '@greenroom/contracts';
import { addressWith, formatCount, formatDateTime, useApi, useConfig, useOpenExternal } from '@greenroom/sdk';
import { CoverTitle, enumParam, type ListColumn, ListPage, StatusTag, toRequestParams, useListController } from '@greenroom/sdk/kit';
import { ALBUM_STATUS, ALBUM_STATUSES } from '../status';
import { texts } from '../texts';

const t = texts.albums;
const filters = { status: enumParam(ALBUM_STATUSES) };
const sorts: readonly ActivityListSort[] = ['startTime', 'createdAt'];

const columns: readonly ListColumn<ActivityPhoto, ActivityListSort>[] = [
  {
    key: 'title',
    title: t.columns.title,
    fixed: true,
    width: 320,
    render: (album) => <CoverTitle cover={album.coverUrl} title={album.title} width={72} height={40} />,
  },
  { key: 'location', title: t.columns.location, width: 160 },
  { key: 'status', title: t.columns.status, width: 100, render: (album) => <StatusTag value={album.status} map={ALBUM_STATUS} /> },
  {
    key: 'startTime',
    title: t.columns.time,
    sortField: 'startTime',
    width: 200,
    render: (album) => (
      <span>
        {formatDateTime(album.startTime)}
        {album.endTime ? (
          <>
            <br />
            <span className="gr-muted">
              {t.timeTo} {formatDateTime(album.endTime)}
            </span>
          </>
        ) : null}
      </span>
    ),
  },
  { key: 'photoCount', title: t.columns.photos, align: 'right', width: 90, render: (album) => formatCount(album.photoCount) },
  { key: 'viewCount', title: t.columns.views, align: 'right', width: 90, render: (album) => formatCount(album.viewCount) },
  { key: 'createdAt', title: t.columns.createdAt, sortField: 'createdAt', width: 160, render: (album) => formatDateTime(album.createdAt) },
];

/** `/activity/photo`: the organiser's photo-live albums — search, status, created days, sort by shooting time, manage and delete. */
export default function AlbumListPage() {
  const api = useApi();
  const admin = useConfig().products.photo.admin;
  const openExternal = useOpenExternal();
  const controller = useListController<ActivityPhoto, typeof filters, ActivityListSort>({
    filters,
    sorts,
    load: (query, signal) => api.get('/api/activity/photo/list', { query: toRequestParams(query), signal }),
  });

  return (
    <ListPage
      title={t.title}
      listId="photo.albums"
      controller={controller}
      columns={columns}
      rowName={(album) => album.title}
      search={t.search}
      filters={[
        { name: 'status', label: t.statusLabel, allText: t.allStatus, options: ALBUM_STATUSES.map((value) => ({ value, label: ALBUM_STATUS[value].text })) },
      ]}
      dateRange
      errorText={t.loadFailed}
      rowActions={() => [{ key: 'manage', text: t.manage, onClick: (album) => openExternal(addressWith(admin, { id: album.id }), 'tab') }]}
      remove={{
        what: t.what,
        one: (album, { batch }) => api.delete('/api/activity/photo/{id}', { path: { id: album.id }, silent: batch }),
        strong: (album) => album.status === 'live' && t.liveWarning,
      }}
    />
  );
}
