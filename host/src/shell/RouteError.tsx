import { ErrorState } from '@greenroom/sdk';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { texts } from '../texts';

/**
 * The router's error element (issue 24 §3): whatever escaped every boundary is said in Chinese in
 * the shell's content area, with 重试 (the same address opened again), instead of react-router's
 * English page. `whole`: the shell itself failed, so there is no content area; 重试 reloads.
 */
export function RouteError({ whole = false }: { whole?: boolean }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  console.error('[route]', error);
  const retry = whole ? () => window.location.reload() : () => navigate(`${pathname}${search}${hash}`, { replace: true });
  return (
    <div className={whole ? 'gr-route-error gr-route-error-whole' : 'gr-route-error'}>
      <ErrorState size="large" text={texts.routeFailed} onRetry={retry} />
    </div>
  );
}
