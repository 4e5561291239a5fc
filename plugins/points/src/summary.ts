import type { PointsSummary } from '@greenroom/contracts';
import { useApi, useRemote, useSession } from '@greenroom/sdk';

/**
 * This month's points (`/api/user/points/summary`) and the balance to show: the summary's once it
 * has answered, SPEC §3 `pointsNum` of the session (0 when missing) until then or when it fails.
 * Shared by the points page and the home widget (root entry only: first-screen safe).
 */
export function usePointsSummary(): { month: PointsSummary | null; balance: number } {
  const api = useApi();
  const session = useSession();
  const summary = useRemote(
    async (signal) => {
      const result = await api.get('/api/user/points/summary', { signal });
      return result.ok ? result.data : null;
    },
    [api],
    // Issue 25: on the first screen, drawn with the page (no call after it is live); named, so that a
    // render React starts again asks for it once, and the page and the widget share it.
    { withPage: true, key: '/api/user/points/summary' },
  );
  const month = summary.data ?? null;
  return { month, balance: month?.balance ?? session.pointsNum };
}
