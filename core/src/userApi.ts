/**
 * The `/api/user` calls of SPEC §7 that core makes itself, named once so the session, messages,
 * notices and certification rooms (and their tests) agree on the addresses.
 */
export const USER_API_BASE = '/api/user';

/** Paths under {@link USER_API_BASE}. */
export const USER_API = {
  logout: '/logout',
  userInfo: '/getUserInfo',
  entitlements: '/empower-info',
  certificationStatus: '/certification/status',
  certificationToken: '/certification/token',
  huipaiStatus: '/huipai/status',
  notices: '/sys-msg/page',
  messages: '/sys-msg/user/list',
  tagRead: '/sys-msg/user/tagRead',
} as const;

/**
 * Reads a status call's `data` (certification, huipai): a boolean, or the 0/1 integer some older
 * services still answer with.
 */
export function isStatusTrue(data: unknown): boolean {
  return data === true || data === 1;
}
