// Kysely driver for PGlite running in a worker thread (worker.ts). PGlite is one session:
// - a statement outside a transaction is sent as it comes, without waiting for those before it to
//   be answered: the worker runs them in turn and always has the next one at hand (it used to wait
//   for this thread between a list call's statements: a quarter of its time);
// - a transaction has the session to itself: it begins once every statement sent before it is
//   answered, and statements asked for meanwhile wait until it ends (first come, first served).
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

/** Who may send on the one session: statements outside a transaction together, a transaction alone. */
class SessionGate {
  /** Statements outside a transaction sent and not yet answered. */
  #sent = 0;
  /** The connection whose transaction has the session (or the closing driver). */
  #owner: object | null = null;
  /** Waiting in order: a statement (owner null) or a transaction's begin. */
  #queue: Array<{ owner: object | null; go: () => void }> = [];

  async statement<R>(conn: object, run: () => Promise<R>): Promise<R> {
    if (this.#owner === conn) return run();
    if (this.#owner || this.#queue.length) await new Promise<void>((go) => this.#queue.push({ owner: null, go }));
    else this.#sent++;
    try {
      return await run();
    } finally {
      this.#sent--;
      this.#drain();
    }
  }

  async begin(conn: object): Promise<void> {
    if (this.#owner || this.#sent || this.#queue.length) await new Promise<void>((go) => this.#queue.push({ owner: conn, go }));
    else this.#owner = conn;
  }

  end(): void {
    this.#owner = null;
    this.#drain();
  }

  /** Wakes the waiting in order: statements until a begin, which waits for them to be answered. */
  #drain(): void {
    while (!this.#owner && this.#queue.length) {
      const next = this.#queue[0];
      if (next.owner && this.#sent) return;
      this.#queue.shift();
      if (next.owner) this.#owner = next.owner;
      else this.#sent++;
      next.go();
    }
  }
}

/** One Kysely connection: its statements go through the session's gate. */
class GatedConnection implements DatabaseConnection {
  constructor(private readonly worker: WorkerConnection, private readonly gate: SessionGate) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.gate.statement(this, () => this.worker.executeQuery<R>(query));
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    return this.worker.streamQuery<R>();
  }
}

class PgliteWorkerDriver implements Driver {
  #worker?: Worker;
  #connection?: WorkerConnection;
  #gate = new SessionGate();

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
    return new GatedConnection(this.#connection!, this.#gate);
  }

  async releaseConnection(): Promise<void> {}

  async beginTransaction(conn: DatabaseConnection): Promise<void> {
    await this.#gate.begin(conn);
    try {
      await conn.executeQuery(CompiledQuery.raw('begin'));
    } catch (error) {
      this.#gate.end();
      throw error;
    }
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await this.#finish(conn, 'commit');
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await this.#finish(conn, 'rollback');
  }

  async #finish(conn: DatabaseConnection, command: string): Promise<void> {
    try {
      await conn.executeQuery(CompiledQuery.raw(command));
    } finally {
      this.#gate.end();
    }
  }

  async destroy(): Promise<void> {
    // The last statement: after every one asked for before it.
    await this.#gate.begin(this);
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
