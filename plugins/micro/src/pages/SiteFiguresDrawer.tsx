import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { Remote, RouteLink, useApi, useRemote } from '@greenroom/sdk';
import { FigureCards } from '@greenroom/sdk/charts';
import { TrendChart } from '@greenroom/sdk/kit';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { siteDataRef } from '../routes';
import { texts } from '../texts';

/** Days of the figures' recent period and lines (today included). */
export const FIGURE_DAYS = 30;

/** One site's figures: all-time totals, the last 30 days against the 30 before, and the daily PV/UV lines. */
function SiteFigures({ siteId }: { siteId: number }) {
  const api = useApi();
  const dataRef = useMemo(siteDataRef, []);
  const remote = useRemote(
    async (signal) => {
      const query = {
        websiteId: siteId,
        startDate: dayjs()
          .subtract(FIGURE_DAYS - 1, 'day')
          .format('YYYY-MM-DD'),
        endDate: dayjs().format('YYYY-MM-DD'),
      };
      const [total, increase, pv, uv] = await Promise.all([
        api.get('/api/website/stat/total', { query, signal }),
        api.get('/api/website/increase', { query, signal }),
        api.get('/api/website/pvLine', { query, signal }),
        api.get('/api/website/uvLine', { query, signal }),
      ]);
      return total.ok && increase.ok && pv.ok && uv.ok ? { total: total.data, increase: increase.data, pv: pv.data, uv: uv.data } : null;
    },
    [api, siteId],
  );
  return (
    <Remote remote={remote} errorText={texts.figures.loadFailed}>
      {({ total, increase, pv, uv }) => (
        <div style={{ display: 'grid', gap: 20 }}>
          <FigureCards
            label={texts.figures.label}
            figures={[
              { key: 'pv', label: texts.figures.pv, value: total.pv },
              { key: 'uv', label: texts.figures.uv, value: total.uv },
              { key: 'shareNum', label: texts.figures.shareNum, value: total.shareNum },
              { key: 'pvIncrease', label: texts.figures.pvIncrease, value: increase.pv.value, rate: increase.pv.rate },
              { key: 'uvIncrease', label: texts.figures.uvIncrease, value: increase.uv.value, rate: increase.uv.rate },
            ]}
          />
          <TrendChart
            title={texts.figures.trend}
            labels={pv.map((point) => point.date)}
            series={[
              { name: texts.figures.pvLine, values: pv.map((point) => point.value) },
              { name: texts.figures.uvLine, values: uv.map((point) => point.value) },
            ]}
          />
          <RouteLink to={dataRef} search="range=30d">
            {texts.figures.more}
          </RouteLink>
        </div>
      )}
    </Remote>
  );
}

/** The figures drawer of one micro-website, open while `site` is set. */
export function SiteFiguresDrawer({ site, title, onClose }: { site: number | undefined; title: string; onClose: () => void }) {
  return (
    <SideSheet title={texts.figures.title(title)} visible={site !== undefined} onCancel={onClose} closeOnEsc width={640}>
      {site !== undefined ? <SiteFigures siteId={site} /> : null}
    </SideSheet>
  );
}
