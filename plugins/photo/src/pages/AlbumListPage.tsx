import type { ActivityListSort, ActivityPhoto } from '@greenroom/contracts';
import { formatCount, formatDateTime, pathUnder, useApi, useConfig, useRouteRef } from '@greenroom/sdk';
import { ButtonLink, CoverTitle, type ListColumn, ListPage, StatusTag, useCopyLink, useListController } from '@greenroom/sdk/kit';
import { useMemo } from 'react';
import { ALBUM_STATUSES, albumList } from '../lists';
import { albumEditorRef, NEW_ALBUM } from '../routes';
import { shellTexts } from '../shellTexts';
import { ALBUM_STATUS } from '../status';
import { texts } from '../texts';

// At 1366 px with the window's scrollbar the table is about 1,050 px wide: these widths leave every
// column beside the 操作 column (管理, 删除) (issue 25), and at 1440 px 操作 inside the table,
// on one line by default and on two when 创建时间 is shown from 列设置 (issue 24). Their titles are read
// when the page renders, in its language (issue 29).
const columnsOf = (t = texts.albums): readonly ListColumn<ActivityPhoto, ActivityListSort>[] => [
  {
    key: 'title',
    title: t.columns.title,
    fixed: true,
    width: 240,
    render: (album) => <CoverTitle cover={album.coverThumbUrl} title={album.title} width={72} height={40} />,
  },
  { key: 'location', title: t.columns.location, width: 140 },
  { key: 'status', title: t.columns.status, width: 90, render: (album) => <StatusTag value={album.status} map={ALBUM_STATUS} /> },
  {
    key: 'startTime',
    title: t.columns.time,
    sortField: 'startTime',
    width: 180,
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
  { key: 'photoCount', title: t.columns.photos, align: 'right', width: 80, render: (album) => formatCount(album.photoCount) },
  { key: 'viewCount', title: t.columns.views, align: 'right', width: 80, render: (album) => formatCount(album.viewCount) },
  {
    key: 'createdAt',
    title: t.columns.createdAt,
    sortField: 'createdAt',
    width: 150,
    defaultHidden: true,
    render: (album) => formatDateTime(album.createdAt),
  },
];

/**
 * `/activity/photo`: the organiser's photo-live albums — search, status, created days, sort by
 * shooting time, delete; 新建相册 and each row's 管理 open the album editor in this tab.
 */
export default function AlbumListPage() {
  const t = texts.albums;
  const api = useApi();
  const editorPath = useRouteRef(albumEditorRef);
  const config = useConfig();
  const controller = useListController({ source: albumList });

  const columns = useMemo(() => columnsOf(), []);
  // 复制链接 (issue 23): the album's public gallery, `${products.photo.base}photo/{id}`.
  const copy = useCopyLink();
  const copyLink = (album: ActivityPhoto) => copy(pathUnder(config.products.photo.base, `photo/${album.id}`), t.link);

  return (
    <ListPage
      title={shellTexts.routes.albums}
      actions={
        // The editor opens in this tab, or another with Ctrl/⌘.
        <ButtonLink to={albumEditorRef} params={{ id: NEW_ALBUM }}>
          {t.create}
        </ButtonLink>
      }
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
      // 管理 复制链接 删除 in Chinese; Manage and More in English, whose words would leave 浏览量 under 操作 at 1366 px.
      actionsWidth={160}
      rowActions={() => [
        { key: 'manage', text: t.manage, href: (album) => editorPath({ id: album.id }) },
        { key: 'copy', text: t.copyLink, onClick: (album) => void copyLink(album) },
      ]}
      remove={{
        what: t.what,
        one: (album, { batch }) => api.delete('/api/activity/photo/{id}', { path: { id: album.id }, silent: batch }),
        strong: (album) => album.status === 'live' && t.liveWarning,
      }}
    />
  );
}
