/**
 * /api/live — live push (issue 26, docs/live.md).
 *
 *   GET /api/live/stream    the console's server-sent events stream: the session owner's events,
 *                           heartbeats, catch-up after `Last-Event-ID` (or `?since=`)
 *   GET /api/live/events    the same events by polling (`after`), for when a stream cannot be held
 *   GET /api/live/viewers   viewers online of the owner's broadcasts, with 30 minutes of series
 *   GET /live/{id}/presence a public watch page's stream (local/public/live.ts opens it through
 *                           {@link openWatchStream}): it is what "viewers online" counts
 *   GET /public-pages/watch.<hash>.js  the watch page's script that holds it
 *
 * Events are raised by the modules with `raiseLive` (registry.ts) and travel on the bus (bus.ts:
 * LISTEN/NOTIFY on PostgreSQL, in-process on PGlite) to every process's hub (hub.ts).
 */

import { Socket } from 'node:net';
import type { LiveEventsAnswer } from '@greenroom/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError, notFound } from '../../lib/envelope';
import { route } from '../../lib/route';
import { currentSessionId, currentUserId } from '../../lib/session';
import type { PgBus } from './bus';
import { LiveHub, MAX_STREAMS_PER_SESSION, SERIES_MINUTES, sseMessage } from './hub';
import { acquireBus, releaseBus } from './registry';
import { WATCH_SCRIPT_ASSET } from './watchScript';

export { raiseLive } from './registry';
export { WATCH_SCRIPT_ASSET } from './watchScript';

const TAGS = ['live'];

/** How often a console without a stream polls `/api/live/events`, in milliseconds. */
export const POLL_MS = 10_000;
/** Watch-page streams one address may hold at once (a flood cannot inflate the count). */
export const MAX_WATCH_STREAMS_PER_ADDRESS = 20;

export const STREAM_CAP_MESSAGE = `实时通道已达上限：每个登录会话最多同时保持 ${MAX_STREAMS_PER_SESSION} 条，请关闭多余的控制台窗口后重试`;

export interface LiveOptions {
  /** PostgreSQL the app's database is on (DATABASE_URL): events LISTEN on a connection of their own. */
  databaseUrl?: string;
  /** Heartbeat period (tests shorten it). */
  heartbeatMs?: number;
}

const hubs = new WeakMap<AppContext, LiveHub>();

/** The hub of this app, if the live module is registered. */
export function hubOf(ctx: AppContext): LiveHub | undefined {
  return hubs.get(ctx);
}

/** Headers of an event stream: never cached, never compressed or buffered by a proxy (nginx: X-Accel-Buffering). */
function streamHeaders(reply: FastifyReply): void {
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  reply.raw.flushHeaders();
}

export async function liveRoutes(app: FastifyInstance, ctx: AppContext, options: LiveOptions = {}): Promise<void> {
  const bus = acquireBus(ctx.db, options.databaseUrl, app.log);
  if (bus.kind === 'postgres') await (bus as PgBus).ready();
  const hub = new LiveHub({
    bus,
    heartbeatMs: options.heartbeatMs,
    openSessions: async (ids) => {
      if (ids.length === 0) return new Set();
      const rows = await ctx.db.selectFrom('sessions').select('id').where('id', 'in', ids).where('expires_at', '>', ctx.now()).execute();
      return new Set(rows.map((row) => row.id));
    },
  });
  hubs.set(ctx, hub);
  // Streams end before the server stops listening, so closing never waits for them.
  app.addHook('preClose', async () => {
    await hub.close();
  });
  app.addHook('onClose', async () => {
    hubs.delete(ctx);
    await releaseBus(ctx.db);
  });

  route(
    app,
    'GET /api/live/stream',
    {
      summary: '实时推送（server-sent events）',
      description:
        '登录账号的事件流：download、message、order、activity、certification、viewers；先发 ready（心跳间隔、最新事件编号），之后每 15 秒一行注释心跳。' +
        `断线重连带 Last-Event-ID（或 since）补发其后的事件；日志已不含该编号时发 reset。每个会话最多 ${MAX_STREAMS_PER_SESSION} 条，超出回答 429。`,
      tags: TAGS,
    },
    async ({ query, request, reply }) => {
      const ownerId = currentUserId(request);
      const sessionId = currentSessionId(request);
      if (!hub.canOpen(sessionId)) throw new ApiError(429, STREAM_CAP_MESSAGE, 429);
      const header = request.headers['last-event-id'];
      const fromHeader = typeof header === 'string' && /^[0-9a-z-]{1,64}$/.test(header) ? header : undefined;
      reply.hijack();
      streamHeaders(reply);
      const socket = reply.raw;
      const close = hub.open(
        {
          ownerId,
          sessionId,
          write: (text) => void (socket.writableEnded || socket.write(text)),
          buffered: () => socket.writableLength,
          end: () => socket.end(),
          confirmedAt: Date.now(),
          queue: Promise.resolve(),
        },
        query.since ?? fromHeader,
      );
      socket.on('close', close);
      // A request over no network connection (app.inject: the server's own calls, tests) gets the
      // stream's opening and catch-up, then its end: it could not be held open.
      if (!(request.raw.socket instanceof Socket)) {
        close();
        socket.end();
      }
      return reply;
    },
  );

  route(
    app,
    'GET /api/live/events',
    {
      summary: '实时事件（轮询与补发）',
      description: `实时通道无法保持时（缓冲的代理）由控制台每 ${POLL_MS / 1000} 秒调用：after 之后的事件与此刻的在线人数。`,
      tags: TAGS,
    },
    async ({ query, request }) => {
      const ownerId = currentUserId(request);
      const { events, reset, last } = hub.since(ownerId, query.after);
      return {
        // Each logged payload was raised typed by its topic (LiveTopics); the answer's schema checks it again.
        events: events.map(({ id, topic, data, at }) => ({ id, topic, data, at }) as LiveEventsAnswer['events'][number]),
        last,
        reset,
        viewers: hub.viewersNow(ownerId),
        pollMs: POLL_MS,
      };
    },
  );

  route(
    app,
    'GET /api/live/viewers',
    { summary: '直播在线人数', description: `打开中的观看页数（全部服务进程之和）与最近 ${SERIES_MINUTES} 分钟每分钟的最高值。`, tags: TAGS },
    async ({ query, request }) => {
      const ownerId = currentUserId(request);
      let ids: number[];
      if (query.activityId !== undefined) {
        const own = await ctx.db
          .selectFrom('twzb_activities')
          .select('id')
          .where('id', '=', query.activityId)
          .where('owner_id', '=', ownerId)
          .executeTakeFirst();
        if (!own) throw notFound();
        ids = [own.id];
      } else ids = hub.viewersNow(ownerId).map((row) => row.activityId);
      return { list: ids.map((activityId) => ({ activityId, ...hub.viewersOf(activityId) })), minutes: SERIES_MINUTES };
    },
  );

  app.get(WATCH_SCRIPT_ASSET.path, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', WATCH_SCRIPT_ASSET.etag);
    if (request.headers['if-none-match'] === WATCH_SCRIPT_ASSET.etag) return reply.code(304).send();
    return reply.header('content-type', 'text/javascript; charset=utf-8').send(WATCH_SCRIPT_ASSET.body);
  });
}

const watchStreamsByAddress = new Map<string, number>();

/**
 * Holds a public watch page's stream (the page's script opens it, local/public/live.ts checks the
 * page's gate first): while it is open the broadcast counts one viewer online. It receives the
 * heartbeat; the console's figure is the sum over every process (hub.ts).
 */
export function openWatchStream(ctx: AppContext, reply: FastifyReply, live: { id: number; owner_id: number }, address: string): FastifyReply {
  const hub = hubs.get(ctx);
  if (!hub) return reply.code(404).send();
  const held = watchStreamsByAddress.get(address) ?? 0;
  if (held >= MAX_WATCH_STREAMS_PER_ADDRESS) return reply.code(429).header('retry-after', '60').send();
  watchStreamsByAddress.set(address, held + 1);
  reply.hijack();
  streamHeaders(reply);
  const socket = reply.raw;
  socket.write(`retry: 5000\n${sseMessage('ready', { heartbeatMs: hub.heartbeatMs })}`);
  const beat = setInterval(() => socket.write(`: ${Date.now()}\n\n`), hub.heartbeatMs);
  beat.unref();
  const leave = hub.watch(live.id, live.owner_id, { end: () => socket.end() });
  socket.on('close', () => {
    clearInterval(beat);
    leave();
    const left = (watchStreamsByAddress.get(address) ?? 1) - 1;
    if (left > 0) watchStreamsByAddress.set(address, left);
    else watchStreamsByAddress.delete(address);
  });
  return reply;
}
