/**
 * One declaration per call: the contracts' call table (`apiCalls` of `contracts/src/calls.ts`) names
 * each call by `'METHOD /full/path'` with its schemas; a module registers the call's route from its
 * key and adds only what the server alone knows — the document's summary and tags, whether the call
 * answers without a session — and the handler:
 *
 *   route(app, 'GET /api/survey/list', { summary: '问卷列表', tags: TAGS },
 *     async ({ query, request }) => listSurveys(currentUserId(request), query));
 *
 * The key gives the method and the full path (`{id}` becomes fastify's `:id`; modules are registered
 * without a prefix), the entry the schemas: before the handler runs, `params`, `query` and `body` are
 * parsed in that order with `parseInput` (a bad one answers code 400 with its Chinese message; an
 * absent body is read as `{}`). The handler receives the parsed values, typed by the entry, and
 * returns the envelope's `data`, typed by its `response`; `route` wraps it with `ok`. Outside
 * production (development, tests, the answers bench) the answer is also checked against `response`
 * (a mismatch is a fault: HTTP 500), so a handler cannot drift from its contract unseen. A call whose
 * success answer is a file (`file`) sends it itself through `reply` and returns what it sent.
 *
 * Routes that are not calls of the table (the API document itself, the tus protocol, pages) declare
 * their schemas in place: `route(app, { method, url, …doc }, handler)`, `url` the full path. A key
 * the table does not hold, or a declaration whose method and path the table holds, stops the server
 * at start, so the two forms cannot overlap.
 */
import { type ApiCalls, apiCalls, type CallKey, type CallSchemas } from '@greenroom/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from './envelope';
import type { RouteDoc } from './openapi';
import { parseInput } from './validate';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers are checked against their call's `response` (everywhere but production; set by buildApp). */
    checkAnswers: boolean;
  }
}

/** The HTTP methods the modules declare routes with. */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the server adds to a call of the table: its document entry and how it is guarded. */
export interface CallDoc extends Omit<RouteDoc, 'query' | 'params' | 'body' | 'response' | 'file'> {
  /** Answers without a session (`config.public`, read by the /api guard in app.ts). */
  public?: boolean;
  /**
   * A GET that changes something (SPEC §7's `GET /api/user/logout`): refused from another site like
   * every POST/PUT/DELETE (`config.changesState`, read by the cross-site guard in app.ts).
   */
  changesState?: boolean;
  /**
   * A schema the body is parsed with before `body`, so that one field's fault is named before the
   * whole body's (e.g. an unknown price table before a failed union of the table's fields). Not documented.
   */
  bodyFirst?: z.ZodType;
  /** Checks the parsed path before the query is parsed (throws `badRequest` to refuse it). Not documented. */
  checkParams?: (params: never) => void;
}

/** A route outside the call table: method, full path and its document entry, schemas included. */
export interface RouteSpec<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType, R extends z.ZodType>
  extends Omit<RouteDoc, 'query' | 'params' | 'body' | 'response'>,
    Omit<CallDoc, keyof RouteDoc | 'checkParams'> {
  method: RouteMethod;
  /** The full path, fastify syntax (`/api/upload/tus/:upload`). */
  url: string;
  query?: Q;
  params?: P;
  body?: B;
  response?: R;
}

/** The parsed value of a declared schema; `undefined` when the route declares none. */
type Parsed<S extends z.ZodType> = [S] extends [never] ? undefined : z.output<S>;

/** What a handler receives: the parsed inputs, and the request and reply for everything else. */
export interface RouteCall<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType> {
  query: Parsed<Q>;
  params: Parsed<P>;
  body: Parsed<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The envelope's `data` the handler returns, as `response` accepts it; anything for a route without one. */
export type RouteAnswer<R extends z.ZodType> = [R] extends [never] ? unknown : z.input<R>;

/** One schema of call `K`'s entry (`never` when the entry has none). */
export type CallPart<K extends CallKey, P extends 'query' | 'params' | 'body' | 'response'> = ApiCalls[K] extends {
  readonly [Q in P]: infer S extends z.ZodType;
}
  ? S
  : never;

/** What the handler of call `K` receives. */
export type CallInput<K extends CallKey> = RouteCall<CallPart<K, 'query'>, CallPart<K, 'params'>, CallPart<K, 'body'>>;

/** What the handler of call `K` answers (the envelope's `data`, or what it sent for a file). */
export type CallResult<K extends CallKey> = RouteAnswer<CallPart<K, 'response'>>;

/** A handler of call `K`. */
export type CallHandler<K extends CallKey> = (call: CallInput<K>) => Promise<CallResult<K>> | CallResult<K>;

const table = apiCalls as Record<string, CallSchemas>;

/** fastify's `:id` for the table's `{id}`, and back. */
const toFastify = (path: string) => path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
const toTable = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Registers call `key` of the contracts' table (see the file's comment). */
export function route<K extends CallKey>(app: FastifyInstance, key: K, doc: CallDoc, handler: CallHandler<K>): void;
/** Registers a route outside the call table (see the file's comment). */
export function route<Q extends z.ZodType = never, P extends z.ZodType = never, B extends z.ZodType = never, R extends z.ZodType = never>(
  app: FastifyInstance,
  spec: RouteSpec<Q, P, B, R>,
  handler: (call: RouteCall<Q, P, B>) => Promise<RouteAnswer<R>> | RouteAnswer<R>,
): void;
export function route(app: FastifyInstance, declared: string | RouteSpec<z.ZodType, z.ZodType, z.ZodType, z.ZodType>, ...rest: unknown[]): void {
  if (app.prefix) throw new Error(`路由须以完整路径注册，不能挂在前缀 ${app.prefix} 下`);
  let method: string;
  let url: string;
  let schemas: CallSchemas;
  let doc: CallDoc;
  let handler: (call: RouteCall<z.ZodType, z.ZodType, z.ZodType>) => unknown;
  if (typeof declared === 'string') {
    const entry = table[declared];
    if (!entry) throw new Error(`${declared} 不在 contracts 的调用表（apiCalls）中`);
    const at = declared.indexOf(' ');
    method = declared.slice(0, at);
    url = toFastify(declared.slice(at + 1));
    schemas = entry;
    doc = rest[0] as CallDoc;
    handler = rest[1] as typeof handler;
  } else {
    const { method: m, url: u, query, params, body, response, ...others } = declared;
    if (table[`${m} ${toTable(u)}`]) throw new Error(`${m} ${toTable(u)} 是 contracts 调用表中的调用：以它的键注册`);
    method = m;
    url = u;
    schemas = { ...(query ? { query } : {}), ...(params ? { params } : {}), ...(body ? { body } : {}), ...(response ? { response } : {}) };
    doc = others;
    handler = rest[0] as typeof handler;
  }
  const { public: isPublic, changesState, bodyFirst, checkParams, ...openapi } = doc;
  const sendsItself = schemas.file !== undefined || (openapi as RouteDoc).file !== undefined || openapi.raw === true;
  const checkAnswer = app.checkAnswers && !sendsItself ? schemas.response : undefined;
  app.route({
    method: method as RouteMethod,
    url,
    config: { ...(isPublic ? { public: true } : {}), ...(changesState ? { changesState: true } : {}), openapi: { ...openapi, ...schemas } },
    handler: async (request, reply) => {
      const params = schemas.params ? parseInput(schemas.params, request.params) : undefined;
      (checkParams as ((parsed: unknown) => void) | undefined)?.(params);
      const query = schemas.query ? parseInput(schemas.query, request.query) : undefined;
      if (bodyFirst) parseInput(bodyFirst, request.body ?? {});
      const body = schemas.body ? parseInput(schemas.body, request.body ?? {}) : undefined;
      const answer = await handler({ query, params, body, request, reply });
      if (sendsItself) return answer;
      if (checkAnswer) {
        const checked = checkAnswer.safeParse(answer);
        if (!checked.success) throw new Error(`${method} ${url} 的应答不符合 contracts 的 response：${checked.error.message}`);
      }
      return ok(answer);
    },
  });
}

/** What a factory's handler receives: the inputs as the factory types them, and the request and reply. */
export interface FactoryCall<Q = undefined, P = undefined, B = undefined> {
  query: Q;
  params: P;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers call `key` of the table for a factory that serves several calls of one shape (the
 * statistics screens, the activity editors): the key is built from the kind's path, so the handler
 * is typed by the factory's own type parameters instead of one entry. The table still gives the
 * schemas (a key it does not hold stops the server at start) and checks the answers.
 */
export function factoryRoute<Q = undefined, P = undefined, B = undefined>(
  app: FastifyInstance,
  key: string,
  doc: CallDoc,
  handler: (call: FactoryCall<Q, P, B>) => Promise<unknown>,
): void {
  route(app, key as CallKey, doc, handler as unknown as CallHandler<CallKey>);
}
