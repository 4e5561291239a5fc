/**
 * For whoever runs the server (issue 13 §4): health, readiness and metrics, outside /api (no
 * session, no envelope: load balancers and Prometheus read them).
 *
 *   GET /healthz  200 {"status":"ok"} while the process serves requests: no database, no session, no
 *                 file — nothing that waits behind other users' work but the event loop itself
 *   GET /readyz   200 when the database answers and every migration has run, else 503 with the reason
 *                 (once every migration was found run, later probes only ask the database `select 1`)
 *   GET /metrics  Prometheus text format (lib/metrics.ts). With METRICS_TOKEN set it needs
 *                 `Authorization: Bearer <token>`; in production without a token it is not served at
 *                 all (404), so a public address never shows it by accident.
 *
 * None of them is ever rate limited (lib/rateLimit.ts): a load balancer polls them from one address.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Migrator, sql } from 'kysely';
import type { AppContext } from '../context';
import { migrations } from '../db/migrations';
import { downloadQueue, metricsRegistry } from '../lib/metrics';

export interface OpsOptions {
  /** METRICS_TOKEN: the bearer token /metrics asks for. */
  metricsToken?: string;
}

/**
 * What /readyz found: ready, or the Chinese reason it is not. `migrations: false` skips reading the
 * migration table (this process's migrations, once all found run, stay run).
 */
export async function readiness(ctx: AppContext, options: { migrations?: boolean } = {}): Promise<{ ready: true } | { ready: false; reason: string }> {
  try {
    await sql`select 1`.execute(ctx.db);
  } catch {
    return { ready: false, reason: '数据库无法连接' };
  }
  if (options.migrations === false) return { ready: true };
  try {
    const known = await new Migrator({ db: ctx.db, provider: { getMigrations: async () => migrations } }).getMigrations();
    const pending = known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
    if (pending.length > 0) return { ready: false, reason: `数据库迁移未执行：${pending.join(', ')}` };
  } catch {
    return { ready: false, reason: '无法读取数据库迁移记录' };
  }
  return { ready: true };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function opsRoutes(app: FastifyInstance, ctx: AppContext, options: OpsOptions): Promise<void> {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  let migrated = false;
  app.get('/readyz', async (_request, reply) => {
    const state = await readiness(ctx, { migrations: !migrated });
    if (state.ready) migrated = true;
    reply.header('cache-control', 'no-store');
    return state.ready ? reply.send({ status: 'ready' }) : reply.code(503).send({ status: 'not ready', reason: state.reason });
  });

  const token = options.metricsToken;
  if (ctx.env === 'production' && !token) return;
  app.get('/metrics', async (request, reply) => {
    if (token) {
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ') || !sameToken(header.slice(7), token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').header('content-type', 'text/plain; charset=utf-8').send('Unauthorized');
      }
    }
    // The queue is read when scraped: it is shared by every process on the database.
    const queue = await ctx.db
      .selectFrom('media_download_tasks')
      .select(['status', sql<number>`count(*)::int`.as('n')])
      .where('status', 'in', ['pending', 'processing'])
      .groupBy('status')
      .execute();
    downloadQueue.reset();
    for (const status of ['pending', 'processing']) downloadQueue.set({ status }, Number(queue.find((row) => row.status === status)?.n ?? 0));
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', metricsRegistry.contentType)
      .send(await metricsRegistry.metrics());
  });
}
