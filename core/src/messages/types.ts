import type { UserMessage, UserNotice } from '@greenroom/contracts';

/** A system message of the inbox (SPEC §3 "System message"): the contract's, `GET /api/user/sys-msg/user/list`. */
export type SystemMessage = UserMessage;

/** A notice (SPEC §3 "Notice"): the contract's, `GET /api/user/sys-msg/page`. */
export type Notice = UserNotice;

/** The `{ list, total }` part of a page that the list calls answer (SPEC §7). */
export interface PageSlice<T> {
  list: T[];
  total: number;
}
