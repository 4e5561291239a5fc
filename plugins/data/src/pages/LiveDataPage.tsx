import { useApi, useViewersOnline, useViewersSeries, ViewersFigure } from '@greenroom/sdk';
import { rangeQuery } from '@greenroom/sdk/charts';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { routeTexts } from '../routeTexts';
import { ProductData, type ProductDataDeclaration } from '../screen/ProductData';
import { texts } from '../texts';

/** The `?activityId=` of the address: one broadcast's data (a positive whole number), else all. */
function activityOf(params: URLSearchParams): number | undefined {
  const raw = params.get(ACTIVITY_PARAM);
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}
const ACTIVITY_PARAM = 'activityId';

/** The address's query with `activityId` set (or removed): the range chosen stays. */
function withActivity(params: URLSearchParams, activityId: number | undefined): { search: string } {
  const next = new URLSearchParams(params);
  if (activityId === undefined) next.delete(ACTIVITY_PARAM);
  else next.set(ACTIVITY_PARAM, String(activityId));
  return { search: next.toString() };
}

/**
 * 平台数据 · 图文直播: views, shares, created activities and groups, regions, platforms, ranking; the
 * broadcasts with viewers online now. `?activityId=` (the live list's 数据, issue 26 §2) narrows it
 * to one broadcast: its viewers online with the last 30 minutes (0 too) and its statistics.
 */
export default function LiveDataPage() {
  const api = useApi();
  const [params] = useSearchParams();
  const activityId = activityOf(params);
  const scope = useMemo(() => (activityId === undefined ? {} : { activityId }), [activityId]);
  const name = useActivityTitle(activityId);
  const declaration = useMemo<ProductDataDeclaration>(() => {
    const f = texts.figure;
    const line =
      (
        path:
          | '/api/statistics/twzb/pvLine'
          | '/api/statistics/twzb/uvLine'
          | '/api/statistics/twzb/shareNumLine'
          | '/api/statistics/twzb/activityCreateLine'
          | '/api/statistics/twzb/gatherCreateLine',
      ) =>
      (range: Parameters<typeof rangeQuery>[0], signal: AbortSignal) =>
        api.get(path, { query: { ...rangeQuery(range), ...scope }, signal });
    return {
      title: activityId === undefined ? routeTexts.titles.live : texts.oneLive(name ?? texts.viewersOf(activityId)),
      tabs: true,
      figures: [
        { key: 'pv', label: f.pv },
        { key: 'uv', label: f.uv },
        { key: 'shareNum', label: f.shareNum },
        { key: 'activityNum', label: f.activityNum },
        { key: 'participantNum', label: f.participantNum },
      ],
      increase: (range, signal) => api.get('/api/statistics/twzb/increase', { query: { ...rangeQuery(range), ...scope }, signal }),
      lines: [
        {
          title: texts.lines.views,
          series: [
            { name: f.pv, load: line('/api/statistics/twzb/pvLine') },
            { name: f.uv, load: line('/api/statistics/twzb/uvLine') },
            { name: f.shareNum, load: line('/api/statistics/twzb/shareNumLine') },
          ],
        },
        {
          title: texts.lines.created,
          series: [
            { name: texts.lines.activities, load: line('/api/statistics/twzb/activityCreateLine') },
            { name: texts.lines.gatherings, load: line('/api/statistics/twzb/gatherCreateLine') },
          ],
        },
      ],
      regions: {
        valueName: f.uv,
        provinces: async (range, signal) => {
          const result = await api.get('/api/statistics/twzb/province', { query: { ...rangeQuery(range), ...scope }, signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ code: row.code, name: row.name, value: row.uv })) } : result;
        },
        cities: async (range, province, signal) => {
          const result = await api.get('/api/statistics/twzb/city/{id}', {
            path: { id: province },
            query: { ...rangeQuery(range), ...scope, limit: 20 },
            signal,
          });
          return result.ok ? { ...result, data: result.data.map((row) => ({ code: row.code, name: row.name, value: row.uv })) } : result;
        },
      },
      platform: {
        valueName: f.uv,
        load: async (range, signal) => {
          const result = await api.get('/api/statistics/twzb/platformParticipant', { query: { ...rangeQuery(range), ...scope }, signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ name: row.name, value: row.uv })) } : result;
        },
      },
      // The ranking compares broadcasts: not for one.
      rank:
        activityId !== undefined
          ? undefined
          : {
              title: texts.rank,
              valueName: f.pv,
              load: async (range, signal) => {
                const result = await api.get('/api/statistics/twzb/activityPvUvRank', { query: { ...rangeQuery(range), limit: 10 }, signal });
                return result.ok ? { ...result, data: result.data.map((row) => ({ name: row.title, value: row.pv })) } : result;
              },
            },
      export: {
        name: routeTexts.titles.live,
        request: (range) => (onDownloadProgress, signal) =>
          api.get('/api/statistics/twzb/exportExcel', { query: { ...rangeQuery(range), ...scope }, responseType: 'blob', onDownloadProgress, signal }),
      },
    };
  }, [api, scope, activityId, name]);
  return (
    <>
      {activityId === undefined ? <ViewersNow /> : <ActivityViewers activityId={activityId} />}
      <ProductData key={activityId ?? 0} declaration={declaration} />
    </>
  );
}

/** The broadcast's title (for the heading), or null until read or when it cannot be. */
function useActivityTitle(activityId: number | undefined): string | null {
  const api = useApi();
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    setTitle(null);
    if (activityId === undefined) return;
    const controller = new AbortController();
    void api.get('/api/activity/twzb/{id}', { path: { id: activityId }, signal: controller.signal, silent: true }).then((result) => {
      if (result.ok && !controller.signal.aborted) setTitle(result.data.title);
    });
    return () => controller.abort();
  }, [api, activityId]);
  return title;
}

/** One broadcast's viewers online now with its last 30 minutes, shown at 0 too; a way back to all. */
function ActivityViewers({ activityId }: { activityId: number }) {
  const value = useViewersSeries(activityId);
  const [params] = useSearchParams();
  return (
    <section className="gr-viewers-now" aria-label={texts.viewersOne}>
      <h2 className="gr-viewers-now-title">{texts.viewersOne}</h2>
      <ViewersFigure online={value?.online ?? 0} series={value?.series ?? []} /> <Link to={withActivity(params, undefined)}>{texts.allLives}</Link>
    </section>
  );
}

/** Issue 26 §2: each broadcast with viewers online now — the live figure and its last 30 minutes. */
function ViewersNow() {
  const online = useViewersOnline();
  if (online.size === 0) return null;
  return (
    <section className="gr-viewers-now" aria-label={texts.viewersNow}>
      <h2 className="gr-viewers-now-title">{texts.viewersNow}</h2>
      <ul className="gr-viewers-now-list">
        {[...online.keys()].map((id) => (
          <ViewersRow key={id} activityId={id} />
        ))}
      </ul>
    </section>
  );
}

function ViewersRow({ activityId }: { activityId: number }) {
  const value = useViewersSeries(activityId);
  const [params] = useSearchParams();
  if (!value) return null;
  return (
    <li data-activity={activityId}>
      <Link to={withActivity(params, activityId)}>{texts.viewersOf(activityId)}</Link> <ViewersFigure online={value.online} series={value.series} />
    </li>
  );
}
