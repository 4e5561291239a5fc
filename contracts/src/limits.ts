/**
 * Business constants of SPEC §9 that the console and the server both use, named once (issue 28).
 * Plain data, no imports: the console reads them from `@greenroom/contracts/limits` without zod.
 */

/** SPEC §9: "Message page size 10, first page 1" — the bell's message popover and the notice list. */
export const MESSAGE_PAGE_SIZE = 10;
/** SPEC §9: the first page of the message list. */
export const MESSAGE_FIRST_PAGE = 1;
/** SPEC §9: "the unread count is fetched with page size 1" (the `total` of a one-row page). */
export const UNREAD_COUNT_PAGE_SIZE = 1;
