// PostgreSQL plans a named prepared statement anew on every call while it rates the generic plan
// dearer than the custom ones, and it does so for the list call's statements (prepared.ts): the
// page query's LIMIT $n and date bounds take default estimates in the generic plan (79.7 against
// 12.3), so planning was about half of the server's time per list call. plan_cache_mode is per
// session, and every other statement should keep its custom plans (skewed data, patterns), so the
// statements marked GENERIC_MARK run on connections of their own whose sessions force the generic
// plan, sent pipelined (pipelined-pool.ts). Everything else, and anything in a transaction (its
// statements share its connection), runs on the main pool. A Kysely connection takes its main
// pool connection only when a statement needs it.
import type { CompiledQuery, DatabaseConnection, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';
import type { PipelinedPool } from './pipelined-pool.ts';
import { wantsGenericPlan } from './prepared.ts';

type Compile = QueryCompiler['compileQuery'];
/** Kysely's PostgresDriver (it has the savepoint methods). */
type PgDriver = Required<Driver>;

export class SplitPostgresDriver implements Driver {
  readonly #main: PgDriver;
  readonly #generic: PipelinedPool;

  constructor(main: PgDriver, generic: PipelinedPool) {
    this.#main = main;
    this.#generic = generic;
  }

  async init(): Promise<void> {
    await this.#main.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SplitConnection(this.#main, this.#generic);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.#main.beginTransaction(await pinned(connection), settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#main.commitTransaction(await pinned(connection));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#main.rollbackTransaction(await pinned(connection));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    await this.#main.savepoint(await pinned(connection), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    await this.#main.rollbackToSavepoint(await pinned(connection), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    await this.#main.releaseSavepoint(await pinned(connection), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await (connection as SplitConnection).release();
  }

  async destroy(): Promise<void> {
    await Promise.all([this.#main.destroy(), this.#generic.destroy()]);
  }
}

const pinned = (connection: DatabaseConnection) => (connection as SplitConnection).pin();

class SplitConnection implements DatabaseConnection {
  readonly #main: PgDriver;
  readonly #generic: PipelinedPool;
  #connection: Promise<DatabaseConnection> | undefined;
  #inTransaction = false;

  constructor(main: PgDriver, generic: PipelinedPool) {
    this.#main = main;
    this.#generic = generic;
  }

  /** The main pool's connection, from now until released: a transaction runs on it. */
  pin(): Promise<DatabaseConnection> {
    this.#inTransaction = true;
    return this.#mainConnection();
  }

  #mainConnection(): Promise<DatabaseConnection> {
    this.#connection ??= this.#main.acquireConnection();
    return this.#connection;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#inTransaction || !wantsGenericPlan(query.sql)) return (await this.#mainConnection()).executeQuery<R>(query);
    return this.#generic.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.#mainConnection()).streamQuery<R>(query, chunkSize);
  }

  async release(): Promise<void> {
    const connection = this.#connection;
    this.#connection = undefined;
    this.#inTransaction = false;
    // A connection that could not be acquired failed its statement already: nothing to release.
    const acquired = await connection?.catch(() => undefined);
    if (acquired) await this.#main.releaseConnection(acquired);
  }
}
