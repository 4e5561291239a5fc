import { RouteLink, useConfig, useOpenExternal } from '@greenroom/sdk';
import { pointsMallUrl } from '../mall';
import { pointsRef } from '../routes';
import { usePointsSummary } from '../summary';
import { texts } from '../texts';
import '../points.css';

/**
 * Console-home widget 我的积分: the balance (the summary's, or SPEC §3 `pointsNum` until it answers
 * or when it fails) with this month's figures, the way to 积分明细 (`/user/points`) and the points
 * mall. On the first screen: imports only `@greenroom/sdk`, no Semi component.
 */
export default function PointsWidget() {
  const t = texts.widget;
  const config = useConfig();
  const openExternal = useOpenExternal();
  const { month, balance } = usePointsSummary();
  const mall = pointsMallUrl(config);
  return (
    <div className="gr-points-widget">
      <p className="gr-points-widget-balance">
        <span className="gr-muted">{t.balance}</span>
        <strong data-testid="points-widget-balance">{balance}</strong>
      </p>
      {month ? <p className="gr-muted">{t.month(month.earnedThisMonth, month.spentThisMonth)}</p> : null}
      <p className="gr-points-widget-links">
        <RouteLink to={pointsRef}>{t.details}</RouteLink>
        <a
          href={mall}
          target="_blank"
          rel="noreferrer"
          onClick={(event) => {
            event.preventDefault();
            openExternal(mall, 'window');
          }}
        >
          {t.mall}
        </a>
      </p>
    </div>
  );
}
