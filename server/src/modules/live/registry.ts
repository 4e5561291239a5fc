/**
 * Which bus a database's events travel on, and `raiseLive`, the one call the other modules make
 * (downloads, messages, orders, activities, certification). Keyed by the application's Kysely
 * instance, so a module that holds only `db` (the download worker, the inbox) can raise too; the live
 * module attaches the bus when it is registered and detaches it when the app closes. Without a live
 * module (the seed and user CLIs), raising does nothing.
 */
import { randomBytes } from 'node:crypto';
import type { LiveTopic, LiveTopics } from '@greenroom/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type LiveBus, LocalBus, PgBus } from './bus';

/** What travels on the bus: a logged event for one owner, or one process's count of open watch pages. */
export type BusMessage =
  | { t: 'e'; owner: number; id: string; topic: Exclude<LiveTopic, 'viewers'>; data: unknown; at: string }
  | { t: 'p'; node: string; owner: number; activity: number; count: number };

interface Entry {
  bus: LiveBus;
  refs: number;
  log?: FastifyBaseLogger;
}

const buses = new Map<Kysely<Database>, Entry>();

/** This process's part of every event id: ids are unique across processes, ordered within one. */
const PROCESS_TAG = randomBytes(3).toString('hex');
let sequence = 0;

/** A new event id: `<ms base 36>-<process>-<n base 36>`. */
export function nextEventId(now = Date.now()): string {
  sequence += 1;
  return `${now.toString(36)}-${PROCESS_TAG}-${sequence.toString(36)}`;
}

/** The bus of `db`, made on first use: LISTEN/NOTIFY when `databaseUrl` names its PostgreSQL, in-process otherwise. */
export function acquireBus(db: Kysely<Database>, databaseUrl: string | undefined, log?: FastifyBaseLogger): LiveBus {
  const existing = buses.get(db);
  if (existing) {
    existing.refs += 1;
    return existing.bus;
  }
  const bus = databaseUrl ? new PgBus(db, databaseUrl, log) : new LocalBus();
  buses.set(db, { bus, refs: 1, log });
  return bus;
}

export async function releaseBus(db: Kysely<Database>): Promise<void> {
  const entry = buses.get(db);
  if (!entry) return;
  entry.refs -= 1;
  if (entry.refs > 0) return;
  buses.delete(db);
  await entry.bus.close();
}

/** Sends `message` on the bus of `db`, if it has one. */
export async function publish(db: Kysely<Database>, message: BusMessage): Promise<void> {
  const entry = buses.get(db);
  if (!entry) return;
  try {
    await entry.bus.publish(message);
  } catch (error) {
    // A push that fails must not fail what raised it: the console's lists still read the truth.
    entry.log?.warn({ err: error, topic: message.t === 'e' ? message.topic : 'presence' }, 'live: could not publish');
  }
}

/**
 * Pushes `data` on `topic` to every console of `ownerId`, in every server process. Call it after
 * the change is committed (a transaction's own connection is not where streams read from).
 */
export async function raiseLive<T extends Exclude<LiveTopic, 'viewers'>>(db: Kysely<Database>, ownerId: number, topic: T, data: LiveTopics[T]): Promise<void> {
  const now = Date.now();
  await publish(db, { t: 'e', owner: ownerId, id: nextEventId(now), topic, data, at: new Date(now).toISOString() });
}
