/** What every module receives: the database, the clock and the resolved configuration. */
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { ServicePrefix } from './lib/services';
import type { SessionCache } from './lib/session';

export type AppEnv = 'development' | 'production' | 'test';

export interface AppContext {
  db: Kysely<Database>;
  env: AppEnv;
  /** Public base address without a trailing slash, e.g. http://localhost:8080. */
  publicUrl: string;
  /** The current time; injectable so tests can move it. */
  now: () => Date;
  /** Where single sign-on may send a ticket. */
  allowedServices: ServicePrefix[];
  /** Set the Secure flag on cookies (publicUrl is https). */
  secureCookies: boolean;
  /** Sessions remembered in memory; only when this process is the database's only user (embedded PGlite). */
  sessionCache?: SessionCache;
  /**
   * This process is the database's only user (embedded PGlite, whose folder it holds: db/dataDirLock.ts):
   * a download lease held by anyone else was held by a process that is gone.
   */
  soleDatabaseUser: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved for /api routes by the auth hook. */
    userId: number | null;
    /** The signed-in session's id (sessions.id), resolved with userId. */
    sessionId: number | null;
  }
  interface FastifyContextConfig {
    /** The route answers without a session. */
    public?: boolean;
    /** A GET that changes something: the cross-site guard refuses it from another site (app.ts). */
    changesState?: boolean;
  }
}
