/**
 * A small kysely dialect for embedded PGlite (PostgreSQL compiled to WASM).
 *
 * PGlite is a single in-process connection, so the driver hands out that one
 * connection under a mutex: a query or a whole transaction holds it until it is
 * released, which serialises transactions exactly like a one-connection pool.
 * The SQL side reuses kysely's PostgreSQL adapter, introspector and compiler, so
 * the same queries and migrations run on PGlite and on a real PostgreSQL server.
 */
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

export interface PGliteDialectConfig {
  /** The PGlite instance, or a factory called once on first use. */
  pglite: PGlite | (() => Promise<PGlite>);
  /** Close the PGlite instance when kysely is destroyed (default true). */
  closeOnDestroy?: boolean;
  /** Runs once the instance is closed (the data folder's lock is released then, db/dataDirLock.ts). */
  onDestroy?: () => void;
}

/** A FIFO promise mutex. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Waits for the lock; resolves with the function that releases it. */
  acquire(): Promise<() => void> {
    let release: () => void = () => {};
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => next);
    return previous.then(() => release);
  }
}

const WRITE_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  readonly #pg: PGlite;

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#pg.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const command = result.command?.toUpperCase() ?? '';
    return {
      rows: result.rows ?? [],
      numAffectedRows: WRITE_COMMANDS.has(command) ? BigInt(result.rowCount ?? result.affectedRows ?? 0) : undefined,
    };
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    // PGlite has no cursors over this API: run the query and hand the rows out in chunks.
    const { rows } = await this.executeQuery<R>(compiledQuery);
    const size = Math.max(1, Math.floor(chunkSize));
    for (let i = 0; i < rows.length; i += size) {
      yield { rows: rows.slice(i, i + size) };
    }
  }
}

class PGliteDriver implements Driver {
  readonly #config: PGliteDialectConfig;
  readonly #mutex = new Mutex();
  #pg: PGlite | undefined;
  #connection: PGliteConnection | undefined;
  #release: (() => void) | undefined;

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  async init(): Promise<void> {
    const source = this.#config.pglite;
    this.#pg = typeof source === 'function' ? await source() : source;
    await this.#pg.waitReady;
    this.#connection = new PGliteConnection(this.#pg);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.acquire();
    if (!this.#connection) {
      release();
      throw new Error('PGlite driver is not initialised or has been destroyed');
    }
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      statement = 'start transaction';
      if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) statement += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(savepointName)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(savepointName)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(savepointName)}`));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    const pg = this.#pg;
    this.#connection = undefined;
    this.#pg = undefined;
    if (pg && this.#config.closeOnDestroy !== false && !pg.closed) {
      await pg.close();
    }
    this.#config.onDestroy?.();
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export class PGliteDialect implements Dialect {
  readonly #config: PGliteDialectConfig;

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#config);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  // biome-ignore lint/suspicious/noExplicitAny: the Dialect interface is declared over Kysely<any>
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
