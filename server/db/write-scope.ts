// A writing call works through its own transaction only. The route layer runs the handler of a
// writing call inside a scope (AsyncLocalStorage); while the scope is open, the connections of the
// transactions it opened are the only ones a statement may use. A statement sent any other way (the
// root `db`, or a transaction the handler opened itself) fails at once, naming the call: on
// PostgreSQL it would commit apart from the call's transaction, on PGlite it would wait for that
// transaction to end (which waits for the handler): a half-written change or a hang, either way.
// The guard wraps the dialect's driver, so it holds for every query builder and raw `sql`.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';

type Scope = {
  /** `<group>.<name>` of the call, for the message. */
  call: string;
  /** 'steps': between its steps (no transaction of the call open), the call may read through the database. */
  mode: 'one' | 'steps';
  /** Transactions of the call open now. */
  active: number;
  /** Connections of the transactions the route layer opened for the call (begun while `opening`). */
  connections: Set<DatabaseConnection>;
  /** Set by the route layer just before it begins a transaction for the call. */
  opening: boolean;
  /** False once the handler has returned (work it left running may use the database again). */
  open: boolean;
};

const scopes = new AsyncLocalStorage<Scope>();

export class OutsideTransactionError extends Error {
  constructor(call: string, sql: string) {
    super(`${call} is a writing call: '${sql.slice(0, 60)}' ran outside its transaction (use call.db / call.step)`);
  }
}

/** Runs `fn` as the writing call `call`; `begin` opens each of its transactions (see `opening`). */
export async function inWriteScope<T>(call: string, fn: (begin: <R>(open: () => Promise<R>) => Promise<R>) => Promise<T>,
  mode: Scope['mode'] = 'one'): Promise<T> {
  const scope: Scope = { call, mode, active: 0, connections: new Set(), opening: false, open: true };
  // `opening` stays set until the driver's beginTransaction has recorded the connection.
  const begin = async <R>(open: () => Promise<R>): Promise<R> => {
    scope.opening = true;
    scope.active++;
    try {
      return await open();
    } finally {
      scope.active--;
    }
  };
  try {
    return await scopes.run(scope, () => fn(begin));
  } finally {
    scope.open = false;
  }
}

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const RAW_WRITE = /^\s*(with\b[\s\S]*\)\s*)?(insert|update|delete|merge)\b/i;
const writes = (query: CompiledQuery) => WRITES.has(query.query.kind) || (query.query.kind === 'RawNode' && RAW_WRITE.test(query.sql));

function check(connection: DatabaseConnection, query: CompiledQuery): void {
  const scope = scopes.getStore();
  if (!scope?.open || scope.connections.has(connection)) return;
  if (scope.mode === 'steps' && scope.active === 0 && !writes(query)) return;
  throw new OutsideTransactionError(scope.call, query.sql);
}

class GuardedConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    check(this, query);
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    check(this, query);
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class GuardedDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init() { return this.inner.init(); }
  async acquireConnection(): Promise<DatabaseConnection> { return new GuardedConnection(await this.inner.acquireConnection()); }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const scope = scopes.getStore();
    if (scope?.open) {
      if (!scope.opening) throw new OutsideTransactionError(scope.call, 'begin');
      scope.opening = false;
      scope.connections.add(connection);
    }
    return this.inner.beginTransaction(inner(connection), settings);
  }
  commitTransaction(connection: DatabaseConnection) { return this.inner.commitTransaction(inner(connection)); }
  rollbackTransaction(connection: DatabaseConnection) { return this.inner.rollbackTransaction(inner(connection)); }
  releaseConnection(connection: DatabaseConnection) {
    scopes.getStore()?.connections.delete(connection);
    return this.inner.releaseConnection(inner(connection));
  }
  destroy() { return this.inner.destroy(); }
  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.savepoints().savepoint!(inner(connection), name, compile);
  }
  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.savepoints().rollbackToSavepoint!(inner(connection), name, compile);
  }
  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.savepoints().releaseSavepoint!(inner(connection), name, compile);
  }
  private savepoints(): Driver {
    if (!this.inner.savepoint) throw new Error('this database driver has no savepoints');
    return this.inner;
  }
}

const inner = (connection: DatabaseConnection) => (connection as GuardedConnection).inner;

/** The dialect with the write scope's guard on its driver. */
export function guardedDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new GuardedDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
