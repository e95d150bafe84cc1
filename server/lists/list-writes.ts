// Writes of every instance reach the list caches (count-cache.ts) of every instance over one
// PostgreSQL database, by LISTEN/NOTIFY:
// - a successful write call announces itself once its work has committed and before its reply
//   leaves (register-lists.ts): NOTIFY on CHANNEL, '<instance> <schema>' as payload (instances of
//   another schema in the same database ignore it). PostgreSQL signals every listening session
//   while that NOTIFY commits, so before the writer learns of the commit;
// - each instance keeps one session of its own listening (application_name 'portal list writes
//   <instance>' in pg_stat_activity); a notice of another instance drops the caches (the writer's
//   own were dropped before it announced);
// - a list call does not trust the socket's timing: sync() sends a statement on the listening
//   session (coalesced: one for every call waiting), and PostgreSQL sends a session's pending
//   notices before it answers, so once it answers every write announced before the call arrived
//   has dropped the caches. It runs alongside the call's own statement (list-routes.ts).
// While the session is lost (database restart, terminated backend, no answer to sync() within
// SYNC_TIMEOUT_MS) notices may be missed: every sync() drops the caches (each call counts anew)
// and the session is opened again every RETRY_MS, dropping them once more when it listens again.
// A write committed but whose NOTIFY failed (the database went away in between) shows after the
// count TTL at the latest, as rows written behind the API's back do.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import { dedicatedClient, onPostgres, type Db } from '../db/connect.ts';

export const CHANNEL = 'portal_list_writes';
const RETRY_MS = 1000;
/** The listening session's answer to sync() takes a fraction of a millisecond; list calls wait no longer than this. */
const SYNC_TIMEOUT_MS = 2000;

export interface ListWrites {
  /** Tells every instance that a write committed (after the write's commit, before its reply). */
  announce(): Promise<void>;
  /** Resolves once the writes announced before the call have reached `onWrite`. */
  sync(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** undefined on PGlite: one process, nothing to hear from others. */
export function listWrites(db: Db, onWrite: () => void, onError: (error: unknown) => void): ListWrites | undefined {
  return onPostgres(db) ? new ListeningSession(db, onWrite, onError) : undefined;
}

class ListeningSession implements ListWrites {
  readonly #instance = randomBytes(4).toString('hex');
  #client: pg.Client | undefined;
  #listening = false;
  #closed = false;
  /** Failed opens since it last listened: only the first is reported. */
  #failures = 0;
  #retry: NodeJS.Timeout | undefined;
  #waiting: Array<() => void> = [];
  #syncing = false;

  constructor(private readonly db: Db, private readonly onWrite: () => void, private readonly onError: (error: unknown) => void) {}

  async announce(): Promise<void> {
    // Nothing durable rides on this commit: it need not wait for the WAL flush.
    await sql`select set_config('synchronous_commit', 'off', true), pg_notify(${CHANNEL}, ${this.#instance} || ' ' || current_schema())`.execute(this.db);
  }

  sync(): Promise<void> {
    if (!this.#listening) {
      this.onWrite();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      if (!this.#syncing) void this.#drain();
    });
  }

  start(): Promise<void> {
    return this.#open();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#lose(client);
    await client?.end().catch(() => undefined);
  }

  async #open(): Promise<void> {
    const client = dedicatedClient(this.db, `portal list writes ${this.#instance}`)!;
    this.#client = client;
    let schema = '';
    client.on('notification', ({ channel, payload = '' }) => {
      const space = payload.indexOf(' ');
      if (channel === CHANNEL && payload.slice(space + 1) === schema && payload.slice(0, space) !== this.#instance) this.onWrite();
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, new Error('the listening session ended')));
    try {
      await client.connect();
      schema = (await client.query<{ schema: string }>('select current_schema() as schema')).rows[0].schema;
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    if (this.#client !== client) return;
    // Writes while nobody listened were missed.
    this.onWrite();
    this.#listening = true;
    this.#failures = 0;
  }

  #lost(client: pg.Client, error: unknown): void {
    if (this.#client !== client || this.#closed) return;
    if (this.#failures++ === 0) this.onError(error);
    this.#lose(client);
    void client.end().catch(() => undefined);
    this.#retry = setTimeout(() => void this.#open(), RETRY_MS);
  }

  #lose(client: pg.Client | undefined): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    this.#listening = false;
    this.onWrite();
  }

  /** One statement on the listening session for every call waiting when it is sent. */
  async #drain(): Promise<void> {
    this.#syncing = true;
    while (this.#waiting.length) {
      const calls = this.#waiting.splice(0);
      const client = this.#client;
      if (!client || !this.#listening) this.onWrite();
      else {
        try {
          await answered(client);
        } catch (error) {
          // A session that does not answer (a peer gone without a word) is opened anew.
          this.onWrite();
          this.#lost(client, error);
        }
      }
      for (const resolve of calls) resolve();
    }
    this.#syncing = false;
  }
}

/** A statement on the session, answered: its pending notices have come before the answer. */
async function answered(client: pg.Client): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the listening session did not answer within ${SYNC_TIMEOUT_MS} ms`)), SYNC_TIMEOUT_MS);
  });
  const query = client.query('select');
  query.catch(() => undefined); // still pending when the race is lost
  try {
    await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}
