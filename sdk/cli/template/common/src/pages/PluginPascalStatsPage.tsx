import { useApi, useRemote } from '@greenroom/sdk';
import { BarChart } from '@greenroom/sdk/charts';
import { texts } from '../texts';

/** How many surveys the chart compares. */
export const CHART_LIMIT = 10;

/**
 * `/labs/__ID__/stats`: the answers of the latest surveys as a bar chart (`@greenroom/sdk/charts`:
 * echarts loads with the first chart drawn; 暂无数据 and 重试 are the chart's own).
 */
export default function PluginPascalStatsPage() {
  const api = useApi();
  const remote = useRemote(
    async (signal) => {
      const result = await api.get('/api/survey/list', { query: { pageNum: 1, pageSize: CHART_LIMIT }, signal });
      return result.ok ? result.data.list : null;
    },
    [api],
  );
  return (
    <section className="gr-card">
      <h1 className="gr-page-title">{texts.stats.title}</h1>
      <BarChart
        title={texts.stats.chart}
        valueName={texts.stats.answers}
        items={remote.data?.map((survey) => ({ name: survey.title, value: survey.answerCount })) ?? null}
        loading={remote.loading}
        error={remote.error}
        onRetry={remote.retry}
      />
    </section>
  );
}
