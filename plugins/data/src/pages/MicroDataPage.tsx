import { useApi } from '@greenroom/sdk';
import type { DataRange } from '@greenroom/sdk/charts';
import { useMemo } from 'react';
import { routeTexts } from '../routeTexts';
import { ProductData, type ProductDataDeclaration } from '../screen/ProductData';
import { texts } from '../texts';

/** The website statistics name their range startDate / endDate. */
const websiteRange = (range: DataRange) => ({ startDate: range.start, endDate: range.end });

/** 平台数据 · 微站: views, shares, created sites, regions, platforms and the site ranking. */
export default function MicroDataPage() {
  const api = useApi();
  const declaration = useMemo<ProductDataDeclaration>(() => {
    const f = texts.figure;
    const line =
      (path: '/api/website/pvLine' | '/api/website/uvLine' | '/api/website/shareNumLine' | '/api/website/createLine') =>
      (range: DataRange, signal: AbortSignal) =>
        api.get(path, { query: websiteRange(range), signal });
    return {
      title: routeTexts.titles.micro,
      tabs: true,
      figures: [
        { key: 'pv', label: f.pv },
        { key: 'uv', label: f.uv },
        { key: 'shareNum', label: f.shareNum },
        { key: 'websites', label: f.websites },
      ],
      increase: (range, signal) => api.get('/api/website/increase', { query: websiteRange(range), signal }),
      lines: [
        {
          title: texts.lines.views,
          series: [
            { name: f.pv, load: line('/api/website/pvLine') },
            { name: f.uv, load: line('/api/website/uvLine') },
            { name: f.shareNum, load: line('/api/website/shareNumLine') },
          ],
        },
        { title: texts.lines.created, series: [{ name: texts.lines.websites, load: line('/api/website/createLine') }] },
      ],
      regions: {
        valueName: f.uv,
        provinces: async (range, signal) => {
          const result = await api.get('/api/website/province', { query: websiteRange(range), signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ code: row.code, name: row.name, value: row.uv })) } : result;
        },
        cities: async (range, province, signal) => {
          const result = await api.get('/api/website/city/{id}', { path: { id: province }, query: { ...websiteRange(range), limit: 20 }, signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ code: row.code, name: row.name, value: row.uv })) } : result;
        },
      },
      platform: {
        valueName: f.uv,
        load: async (range, signal) => {
          const result = await api.get('/api/website/platform', { query: websiteRange(range), signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ name: row.name, value: row.uv })) } : result;
        },
      },
      rank: {
        title: texts.rank,
        valueName: f.pv,
        load: async (range, signal) => {
          const result = await api.get('/api/website/rank', { query: { ...websiteRange(range), limit: 10 }, signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ name: row.title, value: row.pv })) } : result;
        },
      },
      export: {
        name: routeTexts.titles.micro,
        request: (range) => (onDownloadProgress, signal) =>
          api.get('/api/website/exportExcel', { query: websiteRange(range), responseType: 'blob', onDownloadProgress, signal }),
      },
    };
  }, [api]);
  return <ProductData declaration={declaration} />;
}
