/**
 * The bus live events travel on between server processes (issue 26 §1).
 *
 * - PostgreSQL (DATABASE_URL): `pg_notify('greenroom_live_<database+schema>', json)` through the application's own
 *   pool, and one dedicated `LISTEN` connection per process. PostgreSQL hands every
 *   notification to every listener in commit order, so each process sees the same events in the
 *   same order — its own included, which is how it reaches its own streams.
 * - Embedded PGlite: one process owns the database, so the bus is in-process and synchronous.
 *
 * The hub above (hub.ts) is the same code for both; only the transport differs.
 */
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema';

/**
 * The channel of LISTEN/NOTIFY: `greenroom_live_` and a hash of the database and schema, since
 * channels are per database, not per schema — two deployments in two schemas must not hear each other.
 */
export const LIVE_CHANNEL_PREFIX = 'greenroom_live_';
/** NOTIFY's payload limit is 8000 bytes; an event over it is refused (never truncated). */
export const MAX_NOTIFY_BYTES = 7900;

export interface LiveBus {
  /** Sends one message to every process (this one included). */
  publish(message: unknown): Promise<void>;
  /** Receives every message; `onGap` is told when messages may have been lost (the LISTEN connection dropped). */
  subscribe(onMessage: (message: unknown) => void, onGap?: () => void): () => void;
  /** `in-process` or `postgres`. */
  readonly kind: 'in-process' | 'postgres';
  close(): Promise<void>;
}

export class LocalBus implements LiveBus {
  readonly kind = 'in-process';
  readonly #emitter = new EventEmitter().setMaxListeners(0);

  async publish(message: unknown): Promise<void> {
    // Through JSON, as over PostgreSQL: no subscriber shares the publisher's objects.
    const copy: unknown = JSON.parse(JSON.stringify(message));
    this.#emitter.emit('message', copy);
  }

  subscribe(onMessage: (message: unknown) => void): () => void {
    this.#emitter.on('message', onMessage);
    return () => this.#emitter.off('message', onMessage);
  }

  async close(): Promise<void> {
    this.#emitter.removeAllListeners();
  }
}

/** Reconnection pauses of the LISTEN connection, in milliseconds (the last one repeats). */
const RECONNECT_MS = [500, 1000, 2000, 5000];

export class PgBus implements LiveBus {
  readonly kind = 'postgres';
  readonly #emitter = new EventEmitter().setMaxListeners(0);
  #client: pg.Client | null = null;
  #closed = false;
  #attempt = 0;
  #timer: NodeJS.Timeout | null = null;
  #channel = '';
  readonly #ready: Promise<void>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly connectionString: string,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.#ready = this.#connect();
  }

  /** Resolves once the first LISTEN is in place (or failed: reconnection goes on in the background). */
  ready(): Promise<void> {
    return this.#ready;
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (note) => {
      if (note.channel !== this.#channel || !note.payload) return;
      try {
        this.#emitter.emit('message', JSON.parse(note.payload));
      } catch (error) {
        this.log?.warn({ err: error }, 'live: unreadable notification');
      }
    });
    client.on('error', (error) => {
      this.log?.warn({ err: error }, 'live: LISTEN connection failed');
      this.#lost(client);
    });
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      const where = await client.query<{ place: string }>("select current_database() || '/' || current_schema() as place");
      this.#channel = `${LIVE_CHANNEL_PREFIX}${createHash('sha256').update(String(where.rows[0]?.place)).digest('hex').slice(0, 16)}`;
      await client.query(`LISTEN ${this.#channel}`);
      if (this.#closed) {
        await client.end().catch(() => undefined);
        return;
      }
      const reconnected = this.#attempt > 0;
      this.#client = client;
      this.#attempt = 0;
      // Notifications sent while no connection listened are gone: the streams must resynchronise.
      if (reconnected) this.#emitter.emit('gap');
    } catch (error) {
      this.log?.warn({ err: error }, 'live: could not LISTEN; trying again');
      this.#lost(client);
    }
  }

  #lost(client: pg.Client): void {
    if (this.#client === client) this.#client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.#closed || this.#timer) return;
    const pause = RECONNECT_MS[Math.min(this.#attempt, RECONNECT_MS.length - 1)];
    this.#attempt += 1;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#connect();
    }, pause);
    this.#timer.unref();
  }

  async publish(message: unknown): Promise<void> {
    const payload = JSON.stringify(message);
    if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) throw new Error(`live event over ${MAX_NOTIFY_BYTES} bytes`);
    if (!this.#channel) await this.#ready;
    if (!this.#channel) throw new Error('live: no LISTEN connection yet');
    await sql`select pg_notify(${this.#channel}, ${payload})`.execute(this.db);
  }

  subscribe(onMessage: (message: unknown) => void, onGap?: () => void): () => void {
    this.#emitter.on('message', onMessage);
    if (onGap) this.#emitter.on('gap', onGap);
    return () => {
      this.#emitter.off('message', onMessage);
      if (onGap) this.#emitter.off('gap', onGap);
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const client = this.#client;
    this.#client = null;
    this.#emitter.removeAllListeners();
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
