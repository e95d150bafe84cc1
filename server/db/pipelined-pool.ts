// A few PostgreSQL connections in node-postgres's pipeline mode, for statements outside
// transactions (split-driver.ts sends the GENERIC_MARK ones here): a statement goes out at once on
// the connection with the fewest unanswered, without waiting for those before it. The server runs
// them in turn, each in its own implicit transaction (a Sync after each), and a busy session
// answers several per read. A pool hands a connection to one statement at a time instead: the list
// call's two statements each waited a round trip on an idle session.
// A connection that fails (closed by the server, network) is dropped: its unanswered statements
// fail, and the next statement opens another.
import type { CompiledQuery, QueryResult } from 'kysely';
import type pg from 'pg';

type Slot = { client: pg.Client; ready: Promise<unknown>; unanswered: number; corked: boolean };

const AFFECTS_ROWS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

export class PipelinedPool {
  #slots: Slot[] = [];

  /** `open`: a new client (not connected) in pipeline mode. */
  constructor(private readonly open: () => pg.Client, private readonly size: number) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const slot = this.#pick();
    slot.unanswered++;
    try {
      await slot.ready;
      this.#batch(slot);
      const { command, rowCount, rows } = await slot.client.query(query.sql, [...query.parameters]);
      return { rows: (rows ?? []) as R[], numAffectedRows: AFFECTS_ROWS.has(command) ? BigInt(rowCount ?? 0) : undefined };
    } finally {
      slot.unanswered--;
    }
  }

  async destroy(): Promise<void> {
    const slots = this.#slots;
    this.#slots = [];
    await Promise.all(slots.map((s) => s.ready.then(() => s.client.end(), () => undefined)));
  }

  /** The statements sent on a connection in one turn of the event loop leave in one write (a
   * write is a system call: each statement took one). setImmediate runs after the turn's I/O
   * callbacks, so the calls of every request read in that turn share the write. */
  #batch(slot: Slot): void {
    if (slot.corked) return;
    const { stream } = slot.client.connection;
    stream.cork();
    slot.corked = true;
    setImmediate(() => {
      slot.corked = false;
      stream.uncork();
    });
  }

  #pick(): Slot {
    let best: Slot | undefined;
    for (const slot of this.#slots) if (!best || slot.unanswered < best.unanswered) best = slot;
    if (best && (best.unanswered === 0 || this.#slots.length >= this.size)) return best;
    const client = this.open();
    const slot: Slot = { client, ready: client.connect(), unanswered: 0, corked: false };
    const drop = () => { this.#slots = this.#slots.filter((s) => s !== slot); };
    slot.ready.catch(drop);
    client.on('error', drop);
    client.on('end', drop);
    this.#slots.push(slot);
    return slot;
  }
}
