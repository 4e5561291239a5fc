import { useApi, useViewersOnline, useViewersSeries, ViewersFigure } from '@greenroom/sdk';
import { rangeQuery } from '@greenroom/sdk/charts';
import { useMemo } from 'react';
import { ProductData, type ProductDataDeclaration } from '../screen/ProductData';
import { texts } from '../texts';

const f = texts.figure;

/** 平台数据 · 图文直播: views, shares, created activities and groups, regions, platforms, ranking. */
export default function LiveDataPage() {
  const api = useApi();
  const declaration = useMemo<ProductDataDeclaration>(() => {
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
        api.get(path, { query: rangeQuery(range), signal });
    return {
      title: texts.titles.live,
      tabs: true,
      figures: [
        { key: 'pv', label: f.pv },
        { key: 'uv', label: f.uv },
        { key: 'shareNum', label: f.shareNum },
        { key: 'activityNum', label: f.activityNum },
        { key: 'participantNum', label: f.participantNum },
      ],
      increase: (range, signal) => api.get('/api/statistics/twzb/increase', { query: rangeQuery(range), signal }),
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
          const result = await api.get('/api/statistics/twzb/province', { query: rangeQuery(range), signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ code: row.code, name: row.name, value: row.uv })) } : result;
        },
        cities: async (range, province, signal) => {
          const result = await api.get('/api/statistics/twzb/city/{id}', { path: { id: province }, query: { ...rangeQuery(range), limit: 20 }, signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ code: row.code, name: row.name, value: row.uv })) } : result;
        },
      },
      platform: {
        valueName: f.uv,
        load: async (range, signal) => {
          const result = await api.get('/api/statistics/twzb/platformParticipant', { query: rangeQuery(range), signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ name: row.name, value: row.uv })) } : result;
        },
      },
      rank: {
        title: texts.rank,
        valueName: f.pv,
        load: async (range, signal) => {
          const result = await api.get('/api/statistics/twzb/activityPvUvRank', { query: { ...rangeQuery(range), limit: 10 }, signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ name: row.title, value: row.pv })) } : result;
        },
      },
      export: {
        name: texts.titles.live,
        request: (range) => (onDownloadProgress, signal) =>
          api.get('/api/statistics/twzb/exportExcel', { query: rangeQuery(range), responseType: 'blob', onDownloadProgress, signal }),
      },
    };
  }, [api]);
  return (
    <>
      <ViewersNow />
      <ProductData declaration={declaration} />
    </>
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
  if (!value) return null;
  return (
    <li data-activity={activityId}>
      <span className="gr-muted">{texts.viewersOf(activityId)}</span> <ViewersFigure online={value.online} series={value.series} />
    </li>
  );
}
