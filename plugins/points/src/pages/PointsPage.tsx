import Button from '@douyinfe/semi-ui/lib/es/button';
import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import { EMPTY_VALUE, formatDateTime, useConfig, useOpenExternal } from '@greenroom/sdk';
import { ListPage, useListController } from '@greenroom/sdk/kit';
import { POINTS_KINDS, pointsList } from '../lists';
import { pointsMallUrl } from '../mall';
import { usePointsSummary } from '../summary';
import { signedPoints, texts } from '../texts';
import '../points.css';

/**
 * `/admin/user/points`: the balance (SPEC §3 `pointsNum`, 0 when missing; the summary call's when it
 * has answered) with this month's figures, the points mall one click away (a new window, as the
 * account menu opens it), and the history, filtered by kind and day in the address.
 */
export default function PointsPage() {
  const config = useConfig();
  const openExternal = useOpenExternal();
  const { month, balance } = usePointsSummary();
  const controller = useListController({ source: pointsList });

  return (
    <>
      <section className="gr-card" aria-labelledby="gr-points-title">
        <header className="gr-list-header">
          <h1 id="gr-points-title" className="gr-page-title">
            {texts.title}
          </h1>
          <Button theme="solid" type="primary" size="large" title={texts.mallHint} onClick={() => openExternal(pointsMallUrl(config), 'window')}>
            {texts.mall}
          </Button>
        </header>
        <Descriptions
          row
          size="large"
          aria-label={texts.figures}
          data={[
            { key: texts.balance, value: <span data-testid="points-balance">{balance}</span> },
            { key: texts.earnedThisMonth, value: month ? signedPoints(month.earnedThisMonth) : EMPTY_VALUE },
            { key: texts.spentThisMonth, value: month ? month.spentThisMonth : EMPTY_VALUE },
          ]}
        />
        <p className="gr-muted">{texts.rule}</p>
      </section>
      <ListPage
        title={texts.history}
        headingLevel={2}
        listId="points.history"
        controller={controller}
        rowName={(row) => row.reason}
        filters={[
          {
            name: 'kind',
            label: texts.kindLabel,
            allText: texts.allKinds,
            options: POINTS_KINDS.map((kind) => ({ value: kind, label: texts.kinds[kind] })),
          },
        ]}
        dateRange={texts.dateLabel}
        columns={[
          { key: 'createdAt', title: texts.columns.time, width: 180, fixed: true, render: (row) => formatDateTime(row.createdAt, 'YYYY-MM-DD HH:mm:ss') },
          { key: 'reason', title: texts.columns.reason, fixed: true, render: (row) => row.reason },
          {
            key: 'amount',
            title: texts.columns.change,
            fixed: true,
            width: 120,
            align: 'right',
            render: (row) => (
              <span className="gr-points-change" data-kind={row.amount < 0 ? 'spend' : 'earn'}>
                {signedPoints(row.amount)}
              </span>
            ),
          },
          { key: 'balanceAfter', title: texts.columns.balanceAfter, width: 120, align: 'right', render: (row) => row.balanceAfter },
          { key: 'orderNo', title: texts.columns.orderNo, width: 220, render: (row) => row.orderNo ?? EMPTY_VALUE },
        ]}
        emptyText={texts.empty}
        errorText={texts.loadFailed}
      />
    </>
  );
}
