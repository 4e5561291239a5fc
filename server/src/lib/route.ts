/**
 * One declaration per route: the object given to `route` validates the route's input, types its
 * handler and its answer, and is the route's entry in the API document (lib/openapi.ts):
 *
 *   route(app, { method: 'GET', url: '/list', summary: '问卷列表', tags: TAGS, query: surveyListQuery, response: surveyPage },
 *     async ({ query, request }) => listSurveys(currentUserId(request), query));
 *
 * Before the handler runs, the declared `params`, `query` and `body` are parsed in that order with
 * `parseInput` (a bad one answers code 400 with its Chinese message; an absent body is read as
 * `{}`). The handler receives the parsed values and returns the envelope's `data`, typed by
 * `response`; `route` wraps it with `ok`. A route whose success answer is a file (`file`) or the
 * document itself (`raw`) sends its own answer through `reply` and returns what it sent.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from './envelope';
import type { RouteDoc } from './openapi';
import { parseInput } from './validate';

/** The HTTP methods the modules declare routes with. */
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A route's declaration: method, path, whether it needs a session, and its document entry (schemas included). */
export interface RouteSpec<Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType, R extends z.ZodType>
  extends Omit<RouteDoc, 'query' | 'params' | 'body' | 'response'> {
  method: RouteMethod;
  /** Path under the module's prefix, fastify syntax (`/status/:id`). */
  url: string;
  /** Answers without a session (`config.public`, read by the /api guard in app.ts). */
  public?: boolean;
  /**
   * A GET that changes something (SPEC §7's `GET /api/user/logout`): refused from another site like
   * every POST/PUT/DELETE (`config.changesState`, read by the cross-site guard in app.ts).
   */
  changesState?: boolean;
  query?: Q;
  params?: P;
  body?: B;
  /**
   * A schema the body is parsed with before `body`, so that one field's fault is named before the
   * whole body's (e.g. an unknown price table before a failed union of the table's fields). Not documented.
   */
  bodyFirst?: z.ZodType;
  /** Checks the parsed path before the query is parsed (throws `badRequest` to refuse it). Not documented. */
  checkParams?: (params: Parsed<P>) => void;
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

/**
 * Registers one route on `app` from its declaration (see the file's comment). The route keeps its
 * place in registration order, its `config.public` and its `config.openapi`, so the route catalog
 * and /api/openapi.json see it as before.
 */
export function route<Q extends z.ZodType = never, P extends z.ZodType = never, B extends z.ZodType = never, R extends z.ZodType = never>(
  app: FastifyInstance,
  spec: RouteSpec<Q, P, B, R>,
  handler: (call: RouteCall<Q, P, B>) => Promise<RouteAnswer<R>> | RouteAnswer<R>,
): void {
  const { method, url, public: isPublic, changesState, bodyFirst, checkParams, ...doc } = spec;
  const sendsItself = doc.file !== undefined || doc.raw === true;
  app.route({
    method,
    url,
    config: { ...(isPublic ? { public: true } : {}), ...(changesState ? { changesState: true } : {}), openapi: doc },
    handler: async (request, reply) => {
      const params = (spec.params ? parseInput(spec.params, request.params) : undefined) as Parsed<P>;
      checkParams?.(params);
      const query = (spec.query ? parseInput(spec.query, request.query) : undefined) as Parsed<Q>;
      if (bodyFirst) parseInput(bodyFirst, request.body ?? {});
      const body = (spec.body ? parseInput(spec.body, request.body ?? {}) : undefined) as Parsed<B>;
      const answer = await handler({ query, params, body, request, reply });
      return sendsItself ? answer : ok(answer);
    },
  });
}
