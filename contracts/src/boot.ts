/**
 * The console's start-up calls that the server answers inside index.html (`#gr-boot`), declared once
 * (issue 28): each boot field names its call by its key in the call table (`calls.ts`) and the query it
 * is made with. The server makes exactly these calls in-process for a signed-in page
 * (server/src/modules/console/render.ts); core reads each field as that call's answer
 * (`@greenroom/core` `BootData`) instead of making it on the first load. Plain data, no zod: the console
 * imports it from `@greenroom/contracts/boot`.
 */
import type { CallAnswer, CallKey } from './calls';
import { MESSAGE_FIRST_PAGE, MESSAGE_PAGE_SIZE, UNREAD_COUNT_PAGE_SIZE } from './limits';

/** One start-up call: its key in the call table and its query string's values, in order. */
export interface BootCall {
  readonly call: CallKey;
  readonly query?: Readonly<Record<string, string | number>>;
}

/** How many latest messages the console home shows (the first rows of the bell's first page). */
export const HOME_LATEST_MESSAGES = 5;

export const BOOT_CALLS = {
  user: { call: 'GET /api/user/getUserInfo' },
  entitlements: { call: 'GET /api/user/empower-info' },
  certified: { call: 'GET /api/user/certification/status' },
  huipai: { call: 'GET /api/user/huipai/status' },
  /** The bell's unread count (SPEC §9: the total of a one-row page of unread messages). */
  unread: { call: 'GET /api/user/sys-msg/user/list', query: { pageNum: MESSAGE_FIRST_PAGE, pageSize: UNREAD_COUNT_PAGE_SIZE, isRead: 0 } },
  /** The console home's latest messages (its largest paint): the server takes them from `bellPage`. */
  messages: { call: 'GET /api/user/sys-msg/user/list', query: { pageNum: MESSAGE_FIRST_PAGE, pageSize: HOME_LATEST_MESSAGES } },
  /** The bell's first page (SPEC §4: loaded on start; §9: page size 10). */
  bellPage: { call: 'GET /api/user/sys-msg/user/list', query: { pageNum: MESSAGE_FIRST_PAGE, pageSize: MESSAGE_PAGE_SIZE } },
} as const satisfies Record<string, BootCall>;

/** A field of the boot data. */
export type BootKey = keyof typeof BOOT_CALLS;

/** The answer of the call behind boot field `K`, as its envelope's `data`. */
export type BootAnswer<K extends BootKey> = CallAnswer<(typeof BOOT_CALLS)[K]['call']>;

/** The address of a start-up call: its path from the call key, then its query. */
export function bootCallUrl(entry: BootCall): string {
  const path = entry.call.slice(entry.call.indexOf(' ') + 1);
  const query = new URLSearchParams(Object.entries(entry.query ?? {}).map(([name, value]) => [name, String(value)])).toString();
  return query ? `${path}?${query}` : path;
}
