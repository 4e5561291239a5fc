import type { ActivityTwzb, ActivityTwzbGroup } from '@greenroom/contracts';
import { formatCount, formatDateTime, pathUnder, useApi, useConfig, useLive, useRemote, useRouteRef, ViewersOnline } from '@greenroom/sdk';
import { ButtonLink, CoverTitle, ListPage, StatusTag, useCopyLink, useListController } from '@greenroom/sdk/kit';
import { useMemo } from 'react';
import { liveList } from '../lists';
import { liveDataRef, liveEditorRef, NEW_ID } from '../routes';
import { shellTexts } from '../shellTexts';
import { liveStatus, texts } from '../texts';

/** `/admin/activity/live`: the organiser's text-image live activities. */
export default function LiveListPage() {
  const api = useApi();
  const config = useConfig();
  const editorPath = useRouteRef(liveEditorRef);
  const dataPath = useRouteRef(liveDataRef);
  const controller = useListController({ source: liveList });
  // Issue 26 §2: a broadcast that goes on air or ends moves on the list at once; viewers online are pushed.
  const { updateRow } = controller;
  useLive('activity', (event) => {
    if (event.kind === 'twzb' && event.status !== 'ongoing') updateRow(event.id, (row) => ({ ...row, status: event.status as ActivityTwzb['status'] }));
  });
  // The group filter's options come with the page (issue 25): no call and no second render once it is live.
  const groupList = useRemote(
    async (signal) => {
      const result = await api.get('/api/activity/twzb/group-list', { signal });
      return result.ok ? result.data : null;
    },
    [api],
    // Named: a page opened from the menu gives its parts a new React id at each render React starts
    // again, and an answer keyed by that id was asked for twice (issue 25).
    { withPage: true, key: '/api/activity/twzb/group-list' },
  );
  const groups: ActivityTwzbGroup[] = groupList.data ?? [];
  const loadGroups = groupList.retry;

  const status = useMemo(liveStatus, []);
  const copy = useCopyLink();
  const copyLink = (row: ActivityTwzb) => copy(pathUnder(config.products.live.base, `live/${row.id}`), texts.watchLink);

  return (
    <ListPage
      title={shellTexts.title}
      actions={
        <ButtonLink to={liveEditorRef} params={{ id: NEW_ID }} aria-label={texts.createLabel}>
          {texts.create}
        </ButtonLink>
      }
      listId="live.activities"
      controller={controller}
      rowName={(row) => row.title}
      search={texts.searchPlaceholder}
      filters={[
        {
          name: 'status',
          label: texts.statusLabel,
          options: (['not_started', 'live', 'ended'] as const).map((s) => ({ value: s, label: texts.status[s] })),
        },
        {
          name: 'groupId',
          label: texts.groupLabel,
          allText: texts.allGroups,
          options: groups.map((g) => ({ value: g.id, label: texts.groupCount(g.name, g.count) })),
        },
      ]}
      dateRange
      columns={[
        {
          key: 'title',
          title: texts.columns.title,
          fixed: true,
          // A long title wraps beside its cover instead of widening the table: at 1366 px, with the
          // window's scrollbar, 在线人数 stays beside 操作 (issue 25), in English too (Manage, Data, More).
          width: 248,
          render: (row) => <CoverTitle cover={row.coverThumbUrl} title={row.title} />,
        },
        { key: 'groupName', title: texts.columns.group, width: 110, render: (row) => row.groupName ?? texts.noGroup },
        { key: 'status', title: texts.columns.status, width: 100, render: (row) => <StatusTag value={row.status} map={status} /> },
        {
          key: 'startTime',
          title: texts.columns.startTime,
          width: 150,
          sortField: 'startTime',
          render: (row) => (row.startTime ? formatDateTime(row.startTime) : texts.notScheduled),
        },
        { key: 'viewCount', title: texts.columns.views, width: 90, align: 'right', render: (row) => formatCount(row.viewCount) },
        {
          key: 'online',
          title: texts.columns.online,
          width: 90,
          align: 'right',
          // Its own part: a pushed count renders this cell, not the list (issue 25).
          render: (row) => <ViewersOnline activityId={row.id} />,
        },
        {
          key: 'createdAt',
          title: texts.columns.createdAt,
          width: 170,
          sortField: 'createdAt',
          defaultHidden: true,
          render: (row) => formatDateTime(row.createdAt),
        },
      ]}
      // Four actions would leave 浏览量 and 在线人数 under the fixed 操作 column at 1366 px: 管理 and 数据
      // in the row, 复制观看链接 and 删除 under 更多 (issue 25).
      inlineActions={3}
      rowActions={() => [
        // The editor in this tab, a real link; Back (or its 返回列表) comes back to these filters.
        { key: 'manage', text: texts.manage, href: (row) => editorPath({ id: row.id }) },
        // One broadcast's data: its viewers online (issue 26 §2) and statistics, on the data centre's live screen.
        ...(dataPath ? [{ key: 'data', text: texts.data, href: (row: ActivityTwzb) => `${dataPath()}?activityId=${row.id}` }] : []),
        { key: 'copy', text: texts.copyLink, onClick: (row) => void copyLink(row) },
      ]}
      remove={{
        what: texts.what,
        one: (row, { batch }) => api.delete('/api/activity/twzb/{id}', { path: { id: row.id }, silent: batch }),
        strong: (row) => row.status === 'live' && texts.liveWarning,
        onDeleted: loadGroups,
      }}
      errorText={texts.loadFailed}
    />
  );
}
