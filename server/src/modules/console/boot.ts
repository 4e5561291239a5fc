/**
 * The signed-in page's boot data ({@link BOOT_CALLS}; a part of the console wing,
 * server/src/modules/static.ts), answered from the account's rows with the page request's own
 * session (issue 25, the server's cost of a page).
 *
 * The page's session is resolved once, by the function the /api guard uses (`sessionOf`: the same
 * cookie, the same expiry, the same cache); the start-up calls' answers are then made by the calls'
 * own functions (modules/user/user.ts) for that user, owner-scoped like the calls. No request goes
 * through the API in-process, so nothing an outside request could send is trusted: there is no
 * header or flag saying "already checked". The same data is read once:
 *
 * - `user`, `certified` and the inbox's counts (`bellPage`'s total and `unread`): one row of `users`
 *   with two counts of the account's messages (getUserInfo and certification/status read the row
 *   twice, the two inbox calls counted twice);
 * - `entitlements` and `huipai`: the account's entitlement rows (huipai/status is whether guest
 *   reception's is open now);
 * - `bellPage`'s rows: the bell's first page. `messages` is taken from it by the page (render.ts).
 *
 * Three queries where the five calls made eight. Outside production each answer is checked against
 * its call's `response` as the call would be (lib/route.ts): one that does not match is left out, as
 * the call's fault answer would have been.
 */
import { apiCalls, BOOT_CALLS, type CallKey } from '@greenroom/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { SessionRef } from '../../lib/session';
import { entitlementRows, entitlementsOf, huipaiOf, inboxMessageOf, inboxRows, userInfoOf } from '../user/user';

const BELL = BOOT_CALLS.bellPage.query;
const UNREAD = BOOT_CALLS.unread.query;

/**
 * The boot data's answers for the page's session (resolved by the page: `sessionOf`), as the calls of {@link BOOT_CALLS}
 * answer them (`unread` as its page's `total`; no `messages`), or null without a session or account.
 * `checkAnswers`: check each answer against its call's contract (everywhere but production).
 */
export async function bootAnswers(ctx: AppContext, session: SessionRef | null, checkAnswers: boolean): Promise<Record<string, unknown> | null> {
  if (!session) return null;
  const { db } = ctx;
  const owner = session.userId;
  const inbox = db.selectFrom('sys_messages').where('owner_id', '=', owner);
  const [user, entitlements, bell] = await Promise.all([
    // The account's row with its inbox's counts: one query.
    db
      .selectFrom('users')
      .selectAll('users')
      .select([
        inbox.select(sql<number>`count(*)::int`.as('n')).as('inbox_total'),
        inbox.where('is_read', '=', UNREAD.isRead).select(sql<number>`count(*)::int`.as('n')).as('inbox_unread'),
      ])
      .where('id', '=', owner)
      .executeTakeFirst(),
    entitlementRows(db, owner),
    inboxRows(inbox)
      .limit(BELL.pageSize)
      .offset((BELL.pageNum - 1) * BELL.pageSize)
      .execute(),
  ]);
  if (!user) return null; // the account is gone: getUserInfo answers 404
  const answers: [string, CallKey, unknown][] = [
    ['user', BOOT_CALLS.user.call, userInfoOf(user)],
    ['entitlements', BOOT_CALLS.entitlements.call, entitlementsOf(entitlements)],
    ['certified', BOOT_CALLS.certified.call, user.certified === true],
    ['huipai', BOOT_CALLS.huipai.call, huipaiOf(entitlements, ctx.now())],
    ['unread', BOOT_CALLS.unread.call, { pageNum: UNREAD.pageNum, pageSize: UNREAD.pageSize, total: Number(user.inbox_unread), list: [] }],
    ['bellPage', BOOT_CALLS.bellPage.call, { pageNum: BELL.pageNum, pageSize: BELL.pageSize, total: Number(user.inbox_total), list: bell.map(inboxMessageOf) }],
  ];
  const data: Record<string, unknown> = {};
  for (const [key, call, answer] of answers) {
    if (checkAnswers && !(apiCalls[call] as { response?: { safeParse(value: unknown): { success: boolean } } }).response?.safeParse(answer).success) continue;
    data[key] = key === 'unread' ? (answer as { total: number }).total : answer;
  }
  return data.user === undefined ? null : data;
}
