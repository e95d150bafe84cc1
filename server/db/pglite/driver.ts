// Kysely driver for PGlite running in a worker thread (worker.ts). PGlite is a single connection:
// acquireConnection hands it out exclusively (a transaction keeps it until released), others queue.
import type { Worker } from 'node:worker_threads';
import {
  CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler,
  type DatabaseConnection, type Dialect, type Driver, type Kysely, type QueryResult,
} from 'kysely';
import { startWorker } from '../../threads/start-worker.ts';
import type { WorkerReply, WorkerRequest } from './worker.ts';

export class DbError extends Error {
  constructor(message: string, readonly code?: string, readonly detail?: string) {
    super(message);
  }
}

class WorkerConnection implements DatabaseConnection {
  #nextId = 1;
  #pending = new Map<number, (reply: WorkerReply) => void>();

  constructor(private readonly worker: Worker) {
    worker.on('message', (msg: WorkerReply) => this.#pending.get(msg.id)?.(msg));
    // A crashed worker fails the queries in flight instead of leaving them hanging.
    const failAll = (message: string) => {
      for (const [id, resolve] of this.#pending) resolve({ id, error: { message } });
    };
    worker.on('error', (e) => failAll(`PGlite worker failed: ${e.message}`));
    worker.on('exit', (code) => failAll(`PGlite worker exited (${code})`));
  }

  send(request: Omit<WorkerRequest, 'id'>): Promise<WorkerReply> {
    const id = this.#nextId++;
    return new Promise<WorkerReply>((resolve) => {
      this.#pending.set(id, (reply) => {
        this.#pending.delete(id);
        resolve(reply);
      });
      this.worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.send({ sql: query.sql, params: query.parameters });
    if ('error' in reply) throw new DbError(reply.error.message, reply.error.code, reply.error.detail);
    return {
      rows: reply.rows as R[],
      numAffectedRows: reply.affectedRows === undefined ? undefined : BigInt(reply.affectedRows),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the PGlite worker driver');
  }
}

class PgliteWorkerDriver implements Driver {
  #worker?: Worker;
  #connection?: WorkerConnection;
  #queue: Array<() => void> = [];
  #busy = false;

  constructor(private readonly dataDir: string) {}

  async init(): Promise<void> {
    const worker = startWorker(new URL('./worker.ts', import.meta.url), 'pglite-worker.js', { dataDir: this.dataDir });
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', () => resolve());
    });
    this.#worker = worker;
    this.#connection = new WorkerConnection(worker);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#busy) await new Promise<void>((resolve) => this.#queue.push(resolve));
    this.#busy = true;
    return this.#connection!;
  }

  async releaseConnection(): Promise<void> {
    const next = this.#queue.shift();
    if (next) next();
    else this.#busy = false;
  }

  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.acquireConnection();
    await this.#connection?.send({ close: true });
    await this.#worker?.terminate();
  }
}

export class PgliteWorkerDialect implements Dialect {
  constructor(private readonly dataDir: string) {}
  createAdapter() { return new PostgresAdapter(); }
  createDriver() { return new PgliteWorkerDriver(this.dataDir); }
  createQueryCompiler() { return new PostgresQueryCompiler(); }
  createIntrospector(db: Kysely<unknown>) { return new PostgresIntrospector(db); }
}
