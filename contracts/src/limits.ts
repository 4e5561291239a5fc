/**
 * Business constants of SPEC §9 that the console and the server both use, named once (issue 28).
 * Plain data, no imports: the console reads them from `@greenroom/contracts/limits` without zod
 * (and the live channel's page cursor, which both ends read).
 */

/** SPEC §9: "Message page size 10, first page 1" — the bell's message popover and the notice list. */
export const MESSAGE_PAGE_SIZE = 10;
/** SPEC §9: the first page of the message list. */
export const MESSAGE_FIRST_PAGE = 1;
/** SPEC §9: "the unread count is fetched with page size 1" (the `total` of a one-row page). */
export const UNREAD_COUNT_PAGE_SIZE = 1;

/**
 * A console page's live cursor (issues 25 and 26): `t-<ms, base 36>`, the time the server wrote the
 * page (its boot data's `issuedAt`). The page's first live stream resumes from it, so what happened
 * between the page and its channel (which opens once the page is live) is replayed.
 */
export const livePageCursor = (issuedAt: number): string => `t-${Math.max(0, Math.floor(issuedAt)).toString(36)}`;

/** The time (ms) of a {@link livePageCursor}, or null for anything else (an event id). */
export function livePageCursorTime(cursor: string): number | null {
  const match = /^t-([0-9a-z]{1,11})$/.exec(cursor);
  return match ? Number.parseInt(match[1], 36) : null;
}
