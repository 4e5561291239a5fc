/**
 * The routes of an activity editor, registered by `editorRoutes` for each kind that
 * modules/activity/activityEdit.ts declares (`EditorKind`): the kinds differ only in their table, schemas,
 * columns, detail and moves, never in how a route answers.
 *
 *   POST /{kind}              create, idempotent by `requestKey`: insert … on conflict do nothing, then read
 *   GET  /{kind}/{id}         the editor's detail
 *   PUT  /{kind}/{id}         save the whole input
 *   PUT  /{kind}/status/{id}  a forward move named by its target (only a kind that declares `moves`)
 *
 * Another owner's (or a missing) activity answers 404 and changes nothing. Every kind's row has a
 * title, a cover and times, set here from the input (the cover checked by `coverOf`; the rules are
 * in activityEdit.ts's comment); the kind adds its own columns.
 */
import type { LiveActivity } from '@greenroom/contracts';
import type { FastifyInstance } from 'fastify';
import type { ColumnType, Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/envelope';
import { factoryRoute } from '../../lib/route';
import { currentUserId } from '../../lib/session';
import { DEMO_COVER_KINDS } from '../assets';
import { raiseLive } from '../live/registry';
import { UPLOAD_FILE_PATH } from '../upload/images';

const TAGS = ['activity'];

/** A move the current state does not allow (api.md conventions: code 409, the reason in Chinese). */
export const ILLEGAL_MOVE = 409;

const illegalMove = (current: string, target: string) => new ApiError(ILLEGAL_MOVE, `当前状态不能切换到${target}（现为${current}）`);

/** A field's error as every input error reads (lib/validate.ts), so the console shows it under the field. */
export const fieldError = (field: string, reason: string) => badRequest(`参数错误：${field} ${reason}`);

/** The demo covers the seed uses (modules/assets.ts draws them). */
const DEMO_COVER = new RegExp(`^/demo-assets/(?:${DEMO_COVER_KINDS.join('|')})/\\d{1,2}\\.svg$`);
export const COVER_REFUSED = '封面图片无效，请重新上传';

/** The cover to store: '' → the kind's default; else a URL this owner may use (activityEdit.ts's comment). */
async function coverOf(ctx: AppContext, ownerId: number, byDefault: string, value: string, current?: string): Promise<string> {
  if (value === '') return byDefault;
  if (current !== undefined && value === current) return value;
  if (DEMO_COVER.test(value)) return value;
  const path = value.startsWith(`${ctx.publicUrl}/`) ? value.slice(ctx.publicUrl.length) : value;
  if (path.startsWith(UPLOAD_FILE_PATH) && path.length > UPLOAD_FILE_PATH.length) {
    const image = await ctx.db
      .selectFrom('uploaded_images')
      .select('id')
      .where('owner_id', '=', ownerId)
      .where('storage_key', '=', path.slice(UPLOAD_FILE_PATH.length))
      .executeTakeFirst();
    if (image) return value;
  }
  throw fieldError('coverUrl', COVER_REFUSED);
}

/** The later of `time` and a second after `after`: an end that is never at or before its start. */
const notBefore = (time: Date, after: Date) => (time.getTime() > after.getTime() ? time : new Date(after.getTime() + 1000));

/** The tables the editors write. */
type EditorTable = 'twzb_activities' | 'photo_activities' | 'event_activities';

/** The editor table whose rows are `Row` (never for any other row type). */
type TableOf<Row> = {
  [T in EditorTable]: [Row] extends [Selectable<Database[T]>] ? ([Selectable<Database[T]>] extends [Row] ? T : never) : never;
}[EditorTable];

/** What every editor's input has (and sets the same way on every kind's row). */
interface ActivityInput {
  title: string;
  coverUrl: string;
  startTime: string;
  endTime: string | null;
}

/** What the shared routes read of any editor's row. */
interface ActivityRow {
  cover_url: string;
  start_time: Date;
  end_time: Date | null;
}

/** The columns every kind's input sets the same way (`columnsOf`). */
interface ActivityColumns {
  title: string;
  cover_url: string;
  start_time: Date;
  end_time: Date | null;
}

/**
 * The columns a kind's input sets besides `ActivityColumns`: with those, all that a new row of
 * `Row`'s table needs but its owner, request key, creation time and state.
 */
export type KindColumns<Row> = Omit<Insertable<Database[TableOf<Row>]>, 'id' | 'owner_id' | 'request_id' | 'created_at' | 'status' | keyof ActivityColumns>;
type EditorColumns<Row> = ActivityColumns & KindColumns<Row>;

/** The summary and description of a route in the API document. */
interface RouteText {
  summary: string;
  description: string;
}

/** The forward moves of a kind with states (PUT /{kind}/status/{id}?status=<target>). */
export interface EditorMoves<Row, State extends string> extends RouteText {
  /** The states each state may move to, one step forward (also the detail's `moves`). */
  next: Record<State, State[]>;
  /** Each state's name in a refusal: `当前状态不能切换到直播中（现为已结束）`. */
  labels: Record<State, string>;
  /** The row's state (its `status` column). */
  state: (row: Row) => State;
  /** The state a new activity starts in. */
  initial: State;
  /** The target that starts the activity (a later start time becomes now) and the one that ends it (the end becomes now). */
  starts: State;
  ends: State;
}

/** One kind of activity editor, declared once (modules/activity/activityEdit.ts); `editorRoutes` serves it. */
export interface EditorKind<Row extends ActivityRow, Input extends ActivityInput, Detail, State extends string = never> {
  /** The routes' path under /api/activity (`/twzb`: POST /twzb, GET and PUT /twzb/:id, PUT /twzb/status/:id). */
  path: string;
  /** Checked to be `Row`'s table. */
  table: TableOf<Row>;
  /** The cover of an input whose `coverUrl` is ''. */
  defaultCover: string;
  create: RouteText;
  get: { summary: string };
  put: RouteText;
  /** The kind's own columns of an input, after its own checks (before the cover's). */
  columns: (input: Input, ctx: AppContext, ownerId: number) => KindColumns<Row> | Promise<KindColumns<Row>>;
  detail: (row: Row, now: Date) => Detail;
  moves?: EditorMoves<Row, State>;
}

/**
 * The columns the shared queries name; every editor table has them (`status`: those of the kinds with
 * moves). kysely types a query by its table's name and cannot follow a name that is a type
 * parameter, so `editorTable` builds the queries on this view of the database and answers rows of
 * the kind's own `Row` (`EditorKind.table` is checked to be `Row`'s table; the kind's other columns
 * come with `KindColumns<Row>`, checked against that table where the kind is declared).
 */
interface SharedColumns {
  id: Generated<number>;
  owner_id: number;
  request_id: string | null;
  status: ColumnType<string, string | undefined, string>;
  title: string;
  cover_url: string;
  start_time: Date;
  end_time: Date | null;
  created_at: Date;
}

/** The queries of the shared routes on one editor table, answering the table's rows. */
function editorTable<Row extends ActivityRow>(db: Kysely<Database>, table: TableOf<Row>) {
  // The casts (see SharedColumns): the same database, typed by the columns every editor table has,
  // whose rows are the table's own rows, `Row`.
  const shared = db as unknown as Kysely<Record<EditorTable, SharedColumns>>;
  const first = (query: { executeTakeFirst(): Promise<unknown> }) => query.executeTakeFirst() as Promise<Row | undefined>;
  const name: EditorTable = table;
  return {
    find: (ownerId: number, id: number) => first(shared.selectFrom(name).selectAll().where('id', '=', id).where('owner_id', '=', ownerId)),

    findByKey: (ownerId: number, key: string) => first(shared.selectFrom(name).selectAll().where('owner_id', '=', ownerId).where('request_id', '=', key)),

    /** A new row, unless the owner's request key is taken (then undefined). */
    insert: (ownerId: number, columns: EditorColumns<Row>, status: string | undefined, requestKey: string, createdAt: Date) =>
      first(
        shared
          .insertInto(name)
          .values({ owner_id: ownerId, ...columns, ...(status === undefined ? {} : { status }), request_id: requestKey, created_at: createdAt })
          .onConflict((conflict) => conflict.columns(['owner_id', 'request_id']).where('request_id', 'is not', null).doNothing())
          .returningAll(),
      ),

    update: (ownerId: number, id: number, columns: EditorColumns<Row>) =>
      first(shared.updateTable(name).set(columns).where('id', '=', id).where('owner_id', '=', ownerId).returningAll()),

    /** The move, only from the state the row was read in (else undefined). */
    move: (ownerId: number, id: number, from: string, to: string, times: Pick<ActivityRow, 'start_time' | 'end_time'>) =>
      first(
        shared
          .updateTable(name)
          .set({ status: to, start_time: times.start_time, end_time: times.end_time })
          .where('id', '=', id)
          .where('owner_id', '=', ownerId)
          .where('status', '=', from)
          .returningAll(),
      ),
  };
}

/** Registers the routes of one editor kind (see the file's comment), in the order create, get, save, move. */
export function editorRoutes<Row extends ActivityRow, Input extends ActivityInput, Detail, State extends string>(
  app: FastifyInstance,
  ctx: AppContext,
  kind: EditorKind<Row, Input, Detail, State>,
): void {
  const rows = editorTable<Row>(ctx.db, kind.table);
  const { path, moves } = kind;
  const detail = (row: Row) => kind.detail(row, ctx.now());
  const find = async (ownerId: number, id: number) => {
    const row = await rows.find(ownerId, id);
    if (!row) throw notFound();
    return row;
  };
  /** The columns of an input: the kind's (after its checks), then those of every kind (after the cover's check). */
  async function columnsOf(ownerId: number, input: Input, current?: Row): Promise<EditorColumns<Row>> {
    const own = await kind.columns(input, ctx, ownerId);
    return {
      title: input.title,
      cover_url: await coverOf(ctx, ownerId, kind.defaultCover, input.coverUrl, current?.cover_url),
      start_time: new Date(input.startTime),
      end_time: input.endTime === null ? null : new Date(input.endTime),
      ...own,
    };
  }

  factoryRoute<undefined, undefined, Input & { requestKey: string }>(
    app,
    `POST /api/activity${path}`,
    { summary: kind.create.summary, description: kind.create.description, tags: TAGS },
    async ({ body, request }) => {
      const ownerId = currentUserId(request);
      const { requestKey } = body;
      const existing = await rows.findByKey(ownerId, requestKey);
      if (existing) return detail(existing);
      // The body is the input and its requestKey, which `columns` does not read.
      const columns = await columnsOf(ownerId, body);
      const created = await rows.insert(ownerId, columns, moves?.initial, requestKey, ctx.now());
      const row = created ?? (await rows.findByKey(ownerId, requestKey));
      if (!row) throw notFound();
      return detail(row);
    },
  );

  factoryRoute<undefined, { id: number }>(
    app,
    `GET /api/activity${path}/{id}`,
    { summary: kind.get.summary, tags: TAGS },
    async ({ params: { id }, request }) => detail(await find(currentUserId(request), id)),
  );

  factoryRoute<undefined, { id: number }, Input>(
    app,
    `PUT /api/activity${path}/{id}`,
    { summary: kind.put.summary, description: kind.put.description, tags: TAGS },
    async ({ params: { id }, body, request }) => {
      const ownerId = currentUserId(request);
      const current = await find(ownerId, id);
      const row = await rows.update(ownerId, id, await columnsOf(ownerId, body, current));
      if (!row) throw notFound();
      return detail(row);
    },
  );

  if (!moves) return;
  factoryRoute<{ status: State }, { id: number }>(
    app,
    `PUT /api/activity${path}/status/{id}`,
    { summary: moves.summary, description: moves.description, tags: TAGS },
    async ({ params: { id }, query: { status: target }, request }) => {
      const ownerId = currentUserId(request);
      const current = await find(ownerId, id);
      const state = moves.state(current);
      if (!moves.next[state].includes(target)) throw illegalMove(moves.labels[state], moves.labels[target]);
      const now = ctx.now();
      const start = target === moves.starts && current.start_time > now ? now : current.start_time;
      const end = target === moves.ends ? notBefore(now, start) : current.end_time && current.end_time <= start ? null : current.end_time;
      // Only from the state it was read in: a concurrent move makes this one a refused move, not a double one.
      const row = await rows.move(ownerId, id, state, target, { start_time: start, end_time: end });
      if (!row) {
        const latest = await find(ownerId, id);
        throw illegalMove(moves.labels[moves.state(latest)], moves.labels[target]);
      }
      // The lists, the home's 正在直播 and open editors follow at once (issue 26 §2).
      if (path === '/twzb' || path === '/event') {
        await raiseLive(ctx.db, ownerId, 'activity', { kind: path === '/twzb' ? 'twzb' : 'event', id, status: target as LiveActivity['status'] });
      }
      return detail(row);
    },
  );
}
