import { useApi } from '@greenroom/sdk';
import { rangeQuery } from '@greenroom/sdk/charts';
import { useMemo } from 'react';
import { routeTexts } from '../routeTexts';
import { ProductData, type ProductDataDeclaration } from '../screen/ProductData';
import { texts } from '../texts';

/** 平台数据 · 活动: created events, registrations and sign-ins, views, regions and platforms. */
export default function EventStatPage() {
  const api = useApi();
  const declaration = useMemo<ProductDataDeclaration>(() => {
    const f = texts.figure;
    const line =
      (path: '/api/statistics/event/createLine' | '/api/statistics/event/confereeNumLine' | '/api/statistics/event/signInNumLine') =>
      (range: Parameters<typeof rangeQuery>[0], signal: AbortSignal) =>
        api.get(path, { query: rangeQuery(range), signal });
    return {
      title: routeTexts.titles.event,
      tabs: true,
      figures: [
        { key: 'eventNum', label: f.eventNum },
        { key: 'confereeNum', label: f.confereeNum },
        { key: 'signInNum', label: f.signInNum },
        { key: 'pv', label: f.pv },
        { key: 'uv', label: f.uv },
      ],
      increase: (range, signal) => api.get('/api/statistics/event/increase', { query: rangeQuery(range), signal }),
      lines: [
        {
          title: texts.lines.registrations,
          series: [
            { name: f.confereeNum, load: line('/api/statistics/event/confereeNumLine') },
            { name: f.signInNum, load: line('/api/statistics/event/signInNumLine') },
          ],
        },
        { title: texts.lines.created, series: [{ name: f.eventNum, load: line('/api/statistics/event/createLine') }] },
      ],
      regions: {
        valueName: f.confereeNum,
        provinces: async (range, signal) => {
          const result = await api.get('/api/statistics/event/province', { query: rangeQuery(range), signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ code: row.code, name: row.name, value: row.confereeNum })) } : result;
        },
        cities: async (range, province, signal) => {
          const result = await api.get('/api/statistics/event/city', { query: { ...rangeQuery(range), provinceId: province, limit: 20 }, signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ code: row.code, name: row.name, value: row.confereeNum })) } : result;
        },
      },
      platform: {
        valueName: f.confereeNum,
        load: async (range, signal) => {
          const result = await api.get('/api/statistics/event/platform', { query: rangeQuery(range), signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ name: row.name, value: row.confereeNum })) } : result;
        },
      },
      export: {
        name: routeTexts.titles.event,
        request: (range) => (onDownloadProgress, signal) =>
          api.get('/api/statistics/event/exportExcel', { query: rangeQuery(range), responseType: 'blob', onDownloadProgress, signal }),
      },
    };
  }, [api]);
  return <ProductData declaration={declaration} />;
}
