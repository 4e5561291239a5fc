import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import type { Conferee, EventGuestInfo } from '@greenroom/contracts';
import { formatDateTime, type StatusMap, useApi, useRemote } from '@greenroom/sdk';
import { LineChart, type LineSeries, presetDataRange } from '@greenroom/sdk/charts';
import { ExportButton, type ListColumn, ListPage, StatusTag, useListController } from '@greenroom/sdk/kit';
import { useMemo, useState } from 'react';
import { confereeList, confereeSelection } from '../lists';
import { routeTexts } from '../routeTexts';
import { DetailTable } from '../screen/DetailTable';
import { dataOf } from '../screen/load';
import { texts } from '../texts';

/** A conferee's sign-in as a tag, in the page's language. */
const signInStatus = (): StatusMap<'true' | 'false'> => ({
  true: { text: texts.registration.signedIn, color: 'green' },
  false: { text: texts.registration.notSignedIn, color: 'grey' },
});

/** 报名数据: conferees by event, sign-in state and keyword; a conferee drawer; one event's lines; export. */
export default function RegistrationDataPage() {
  const api = useApi();
  const r = texts.registration;
  const columns = useMemo(columnsOf, []);
  const [open, setOpen] = useState<Conferee | null>(null);
  const events = useRemote(
    async (signal) => dataOf(await api.get('/api/activity/event/list', { query: { pageNum: 1, pageSize: 100 }, signal }))?.list ?? null,
    [api],
  );
  const controller = useListController({ source: confereeList });
  const { query } = controller;
  const exportRequest = useMemo(
    () => (onDownloadProgress: (progress: { loaded: number; total?: number }) => void, signal: AbortSignal) =>
      api.post('/api/statistics/event/exportConfereeList', { body: confereeSelection(query), responseType: 'blob', onDownloadProgress, signal }),
    [api, query],
  );
  const eventId = query.filters.eventId;
  return (
    <ListPage
      title={routeTexts.titles.registration}
      listId="data.conferees"
      controller={controller}
      rowName={(row) => row.name}
      search={r.search}
      dateRange={r.registeredAt}
      actions={<ExportButton request={exportRequest} fallbackName={texts.exportName(routeTexts.titles.registration)} />}
      filters={[
        { name: 'eventId', label: r.event, allText: r.allEvents, options: (events.data ?? []).map((event) => ({ value: event.id, label: event.title })) },
        {
          name: 'signIn',
          label: r.signIn,
          options: [
            { value: '1', label: r.signedIn },
            { value: '0', label: r.notSignedIn },
          ],
        },
      ]}
      columns={columns}
      rowActions={() => [{ key: 'detail', text: texts.user.detail, onClick: setOpen }]}
    >
      {eventId ? <EventLines eventId={eventId} from={query.range?.from} to={query.range?.to} /> : <p className="gr-data-note">{r.pickEvent}</p>}
      <ConfereeDrawer conferee={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
}

/** The list's columns, in the page's language. */
function columnsOf(): ListColumn<Conferee, never>[] {
  const c = texts.columns;
  const signIn = signInStatus();
  return [
    { key: 'name', title: c.name, fixed: true, render: (row) => row.name },
    { key: 'phone', title: c.phone, render: (row) => row.phone },
    { key: 'company', title: c.company, render: (row) => row.company },
    { key: 'event', title: c.event, render: (row) => row.eventTitle },
    { key: 'role', title: c.role, render: (row) => texts.registration.roles[row.role] ?? row.roleText },
    { key: 'platform', title: c.platform, defaultHidden: true, render: (row) => row.platformName },
    { key: 'signIn', title: c.signIn, render: (row) => <StatusTag value={String(row.signedIn) as 'true' | 'false'} map={signIn} /> },
    { key: 'registeredAt', title: c.registeredAt, render: (row) => formatDateTime(row.registeredAt) },
  ];
}

/** Registrations and sign-ins of one event, over the list's range (the last 30 days without one). */
function EventLines({ eventId, from, to }: { eventId: number; from?: string; to?: string }) {
  const api = useApi();
  const fallback = presetDataRange('30d');
  const range = { startTime: from ?? fallback.start, endTime: to ?? fallback.end };
  const remote = useRemote(
    async (signal): Promise<LineSeries[] | null> => {
      const [registered, signedIn] = await Promise.all([
        api.get('/api/statistics/event/confereeNumLine', { query: { ...range, eventId }, signal }),
        api.get('/api/statistics/event/signInNumLine', { query: { ...range, eventId }, signal }),
      ]);
      if (!registered.ok || !signedIn.ok) return null;
      return [
        { name: texts.figure.confereeNum, points: registered.data },
        { name: texts.figure.signInNum, points: signedIn.data },
      ];
    },
    [eventId, range.startTime, range.endTime],
  );
  return <LineChart title={texts.registration.lines} series={remote.data} loading={remote.loading} error={remote.error} onRetry={remote.retry} height={260} />;
}

function ConfereeDrawer({ conferee, onClose }: { conferee: Conferee | null; onClose(): void }) {
  const api = useApi();
  const r = texts.registration;
  const c = texts.columns;
  const eventId = conferee?.eventId ?? 0;
  const id = conferee?.id ?? 0;
  const info = useRemote(
    async (signal) =>
      id ? dataOf(await api.get('/api/statistics/event/confereeInfo/{eventId}/{confereeId}', { path: { eventId, confereeId: id }, signal })) : null,
    [id, eventId],
  );
  const form = useRemote(
    async (signal) => (eventId ? dataOf(await api.get('/api/statistics/event/formInfo/{id}', { path: { id: eventId }, signal })) : null),
    [eventId],
  );
  return (
    <SideSheet title={conferee ? `${r.drawer} · ${conferee.name}` : r.drawer} visible={!!conferee} onCancel={onClose} width={640}>
      {conferee ? (
        <Tabs>
          <Tabs.TabPane tab={r.drawer} itemKey="info">
            <Descriptions
              data={[
                { key: c.name, value: conferee.name },
                { key: c.phone, value: conferee.phone },
                { key: c.company, value: conferee.company },
                { key: c.event, value: conferee.eventTitle },
                { key: c.signIn, value: conferee.signedIn ? `${r.signedIn} ${formatDateTime(conferee.signedInAt)}` : r.notSignedIn },
                ...(info.data?.answers ?? []).map((answer) => ({ key: answer.label, value: answer.value })),
              ]}
            />
          </Tabs.TabPane>
          <Tabs.TabPane tab={r.form} itemKey="form">
            <ul className="gr-data-form">
              {(form.data?.fields ?? []).map((field) => (
                <li key={field.key}>
                  <strong>{field.label}</strong>
                  {field.stats ? ` ${field.stats.map((stat) => `${stat.option} ${stat.count}`).join(' · ')}` : ''}
                </li>
              ))}
            </ul>
          </Tabs.TabPane>
          <Tabs.TabPane tab={r.guests} itemKey="guests">
            <DetailTable<EventGuestInfo['list'][number]>
              label={r.guests}
              deps={[eventId]}
              rowKey={(row) => row.id}
              load={async (signal) => dataOf(await api.get('/api/statistics/event/guessInfo/{id}', { path: { id: eventId }, signal }))?.list ?? null}
              columns={[
                { key: 'name', title: c.name, render: (row) => row.name },
                { key: 'company', title: c.company, render: (row) => row.company },
                { key: 'signIn', title: c.signIn, render: (row) => (row.signedIn ? r.signedIn : r.notSignedIn) },
              ]}
            />
          </Tabs.TabPane>
        </Tabs>
      ) : null}
    </SideSheet>
  );
}
