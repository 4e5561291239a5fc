/**
 * How far back the demo data reaches (issue 24 §5): the data screens compare a range with the equally
 * long one before it — 近90天 with the 90 days before, a custom range of up to 366 days with the one
 * before that — so the demo's activities, and the views, registrations and orders that follow them,
 * cover at least 400 days. Most items stay in the recent weeks (the lists and the home look lived
 * in); the oldest {@link HISTORY_SHARE} reach back evenly to {@link DEMO_HISTORY_DAYS}.
 */

/** The demo data's reach, in days before now. */
export const DEMO_HISTORY_DAYS = 420;

/** The share of items dated before the recent window. */
export const HISTORY_SHARE = 0.3;

/**
 * Days before now of an item at `position` (0 the newest, towards 1 the oldest) of a list whose
 * newest items fill the last `recentDays` days.
 */
export function historyDaysAgo(position: number, recentDays: number): number {
  const recent = 1 - HISTORY_SHARE;
  if (position < recent) return (position / recent) * recentDays;
  return recentDays + ((position - recent) / HISTORY_SHARE) * (DEMO_HISTORY_DAYS - recentDays);
}
