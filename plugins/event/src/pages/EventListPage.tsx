import type { ActivityEvent, ActivityListSort } from '@greenroom/contracts';
import { formatCount, formatDateTime, pathUnder, useApi, useConfig, useLive, useRouteRef } from '@greenroom/sdk';
import { ButtonLink, CoverTitle, type ListColumn, ListPage, StatusTag, useCopyLink, useListController } from '@greenroom/sdk/kit';
import { useMemo } from 'react';
import { eventList } from '../lists';
import { eventEditorRef, NEW_EVENT } from '../routes';
import { shellTexts } from '../shellTexts';
import { EVENT_STATUS, EVENT_STATUSES } from '../status';
import { texts } from '../texts';

/**
 * The list's columns, in the page's language (built per render: issue 29). The widths add up, with
 * the selection box and 操作 (管理, 复制链接, 删除; Manage and More in English), to the table's
 * width at 1366 px with the window's scrollbar, in Chinese and in English (issue 25): a long title
 * wraps beside its cover instead of pushing 创建时间 under 操作.
 */
const columnsOf = (): readonly ListColumn<ActivityEvent, ActivityListSort>[] => [
  {
    key: 'title',
    title: texts.columns.title,
    fixed: true,
    width: 200,
    render: (event) => <CoverTitle cover={event.coverThumbUrl} title={event.title} />,
  },
  { key: 'city', title: texts.columns.city, width: 64 },
  { key: 'status', title: texts.columns.status, width: 80, render: (event) => <StatusTag value={event.status} map={EVENT_STATUS} /> },
  {
    key: 'startTime',
    title: texts.columns.time,
    sortField: 'startTime',
    width: 176,
    render: (event) => (
      <span>
        {formatDateTime(event.startTime)}
        {event.endTime ? (
          <>
            <br />
            <span className="gr-muted">
              {texts.timeTo} {formatDateTime(event.endTime)}
            </span>
          </>
        ) : null}
      </span>
    ),
  },
  { key: 'registrationCount', title: texts.columns.registrations, align: 'right', width: 64, render: (event) => formatCount(event.registrationCount) },
  { key: 'signInCount', title: texts.columns.signIns, align: 'right', width: 64, render: (event) => formatCount(event.signInCount) },
  { key: 'createdAt', title: texts.columns.createdAt, sortField: 'createdAt', width: 150, render: (event) => formatDateTime(event.createdAt) },
];

/** `/activity/event`: the organiser's events — search, status, created days, sort by start time, 新建, manage (the editor) and delete. */
export default function EventListPage() {
  const api = useApi();
  const editorPath = useRouteRef(eventEditorRef);
  const config = useConfig();
  const controller = useListController({ source: eventList });
  // Issue 26 §2: an event started or ended in another console moves on this list at once.
  const { updateRow } = controller;
  useLive('activity', (moved) => {
    if (moved.kind === 'event') updateRow(moved.id, (row) => ({ ...row, status: moved.status as ActivityEvent['status'] }));
  });

  const copy = useCopyLink();
  /** 复制链接 (issue 23): the event's public page with its registration form, `${products.event.base}event/{id}`. */
  const copyLink = (event: ActivityEvent) => copy(pathUnder(config.products.event.base, `event/${event.id}`), texts.link);
  const columns = useMemo(columnsOf, []);

  return (
    <ListPage
      title={shellTexts.listTitle}
      listId="event.events"
      actions={
        // The editor opens in this tab, or another with Ctrl/⌘.
        <ButtonLink to={eventEditorRef} params={{ id: NEW_EVENT }}>
          {texts.create}
        </ButtonLink>
      }
      controller={controller}
      columns={columns}
      rowName={(event) => event.title}
      search={texts.searchPlaceholder}
      filters={[
        {
          name: 'status',
          label: texts.statusLabel,
          allText: texts.allStatus,
          options: EVENT_STATUSES.map((value) => ({ value, label: EVENT_STATUS[value].text })),
        },
      ]}
      dateRange
      errorText={texts.loadFailed}
      // 管理 复制链接 删除 in Chinese; Manage and More in English, whose words would leave 创建时间 under 操作 at 1366 px.
      actionsWidth={160}
      rowActions={() => [
        { key: 'manage', text: texts.manage, href: (event) => editorPath({ id: event.id }) },
        { key: 'copy', text: texts.copyLink, onClick: (event) => void copyLink(event) },
      ]}
      remove={{
        what: texts.what,
        one: (event, { batch }) => api.delete('/api/activity/event/{id}', { path: { id: event.id }, silent: batch }),
        strong: (event) => event.status === 'ongoing' && texts.ongoingWarning,
      }}
    />
  );
}
