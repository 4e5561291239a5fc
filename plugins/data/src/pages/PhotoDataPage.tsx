import { useApi } from '@greenroom/sdk';
import { type DataRange, rangeQuery } from '@greenroom/sdk/charts';
import { useMemo } from 'react';
import { routeTexts } from '../routeTexts';
import { ProductData, type ProductDataDeclaration } from '../screen/ProductData';
import { texts } from '../texts';

/** 平台数据 · 云摄影: album views, shares, uploads and downloads, provinces, platforms, the album ranking. */
export default function PhotoDataPage() {
  const api = useApi();
  const declaration = useMemo<ProductDataDeclaration>(() => {
    const f = texts.figure;
    const line =
      (path: '/api/statistics/photo/pvLine' | '/api/statistics/photo/uvLine' | '/api/statistics/photo/uploadLine' | '/api/statistics/photo/downloadLine') =>
      (range: DataRange, signal: AbortSignal) =>
        api.get(path, { query: rangeQuery(range), signal });
    return {
      title: routeTexts.titles.photo,
      tabs: true,
      figures: [
        { key: 'pv', label: f.pv },
        { key: 'uv', label: f.uv },
        { key: 'shareNum', label: f.shareNum },
        { key: 'uploadNum', label: f.uploadNum },
        { key: 'downloadNum', label: f.downloadNum },
      ],
      increase: (range, signal) => api.get('/api/statistics/photo/increase', { query: rangeQuery(range), signal }),
      lines: [
        {
          title: texts.lines.views,
          series: [
            { name: f.pv, load: line('/api/statistics/photo/pvLine') },
            { name: f.uv, load: line('/api/statistics/photo/uvLine') },
          ],
        },
        {
          title: texts.lines.photos,
          series: [
            { name: f.uploadNum, load: line('/api/statistics/photo/uploadLine') },
            { name: f.downloadNum, load: line('/api/statistics/photo/downloadLine') },
          ],
        },
      ],
      regions: {
        valueName: f.uv,
        provinces: async (range, signal) => {
          const result = await api.get('/api/statistics/photo/province', { query: rangeQuery(range), signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ code: row.code, name: row.name, value: row.uv })) } : result;
        },
        // Provinces only: the photo statistics break visitors down no further than a province.
      },
      platform: {
        valueName: f.uv,
        load: async (range, signal) => {
          const result = await api.get('/api/statistics/photo/platform', { query: rangeQuery(range), signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ name: row.name, value: row.uv })) } : result;
        },
      },
      rank: {
        title: texts.albumRank,
        valueName: f.pv,
        load: async (range, signal) => {
          const result = await api.get('/api/statistics/photo/rank', { query: { ...rangeQuery(range), limit: 10 }, signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ name: row.title, value: row.pv })) } : result;
        },
      },
      export: {
        name: routeTexts.titles.photo,
        request: (range) => (onDownloadProgress, signal) =>
          api.get('/api/statistics/photo/exportExcel', { query: rangeQuery(range), responseType: 'blob', onDownloadProgress, signal }),
      },
    };
  }, [api]);
  return <ProductData declaration={declaration} />;
}
