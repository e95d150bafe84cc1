// Runs one statement on PGlite over its wire protocol, the work PGlite's query() does in fewer
// steps: query() makes six protocol calls per statement (parse, describe, bind, describe, execute,
// sync), each read by PGlite's message parser, which copies every field before decoding it; a
// 20-row list page spent more time there than in PostgreSQL itself. Here:
// - one protocol call per statement once its parameter types are known (they are kept per SQL
//   text, as the server infers them from the text; any DDL forgets them);
// - statements marked PREPARED_MARK (server/db/prepared.ts) are parsed and planned once, as named
//   statements (at most MAX_NAMED, the oldest closed first);
// - replies are read in place, values parsed by PGlite's own parsers and serialized by its own
//   serializers, so the rows are the ones query() gives; an all-ASCII reply is decoded once;
// - statements marked GENERIC_MARK run with their generic plan outside transactions, as on the
//   PostgreSQL server (split-driver.ts): PGlite is one session, so plan_cache_mode is switched in
//   the same protocol call when the next statement wants the other mode (BEGIN resets it, so a
//   transaction never switches). The list call's page query was planned anew on every call, a
//   quarter of the list call's time.
import { protocol, types, type PGlite } from '@electric-sql/pglite';
import { isPrepared, wantsGenericPlan } from '../prepared.ts';

export const MAX_KNOWN = 500;
export const MAX_NAMED = 200;
const { serialize } = protocol;

type Known = { name: string; types: number[] };
export type StatementResult = { rows: Record<string, unknown>[]; affectedRows: number };
export type StatementError = { message: string; code?: string; detail?: string };

/** An ErrorResponse of the server, with the fields worker.ts hands on. */
class ReplyError extends Error {
  readonly code?: string;
  readonly detail?: string;
  constructor(error: StatementError) {
    super(error.message);
    this.code = error.code;
    this.detail = error.detail;
  }
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const NON_ASCII = /[\x80-\xff]/;
const PLAN_MODE = {
  generic: serialize.query('set plan_cache_mode = force_generic_plan'),
  auto: serialize.query('reset plan_cache_mode'),
};

const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);
/** Command tags after which inferred parameter types and plans still hold. */
const KEEPS_SCHEMA = new Set([...COUNTED, 'SELECT', 'BEGIN', 'COMMIT', 'ROLLBACK', 'SET', 'SHOW', 'SAVEPOINT', 'RELEASE',
  'LOCK', 'TRUNCATE', 'ANALYZE', 'VACUUM', 'FETCH', 'START', 'EXPLAIN']);

export class StatementRunner {
  #known = new Map<string, Known>();
  /** Named statements forgotten since the last call: closed at the start of the next one. */
  #closing: string[] = [];
  #named = 0;
  #nextName = 1;
  #decoder = new TextDecoder();
  /** The session's plan_cache_mode as last set (null: not known, set it before the next statement). */
  #planMode: keyof typeof PLAN_MODE | null = 'auto';
  /** The transaction status of the last ReadyForQuery: I idle, T in a transaction, E a failed one. */
  #status = 'I';

  constructor(private readonly db: PGlite) {}

  run(text: string, params: readonly unknown[]): Promise<StatementResult> {
    return this.db.runExclusive(async () => {
      try {
        return await this.#run(text, params);
      } catch (e) {
        // A named statement the server no longer has, or whose plan no longer fits: once afresh.
        if (!(e instanceof ReplyError) || !this.#known.get(text)?.name || !['26000', '0A000'].includes(e.code ?? '')) throw e;
        this.#forget(text);
        return this.#run(text, params);
      }
    });
  }

  async #run(text: string, params: readonly unknown[]): Promise<StatementResult> {
    let known = this.#known.get(text);
    let parsed = false;
    if (!known) {
      const name = isPrepared(text) && this.#named < MAX_NAMED ? `pgl_${this.#nextName++}` : '';
      while (this.#known.size >= MAX_KNOWN) this.#forget(this.#known.keys().next().value as string);
      const reply = await this.#call(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name })]));
      const failed = this.#read(reply, null).error;
      if (failed) {
        await this.#call(serialize.sync());
        throw new ReplyError(failed);
      }
      known = { name, types: this.#paramTypes(reply) };
      this.#known.set(text, known);
      if (name) this.#named++;
      parsed = true;
    }
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serializer = this.db.serializers[known.types[i]];
      return serializer ? serializer(v) : (v as { toString(): string }).toString();
    });
    // Only between transactions: BEGIN comes in 'auto' (switched before it when needed), so a
    // transaction runs in 'auto' throughout, and a failed one takes no SET.
    const mode = known.name && wantsGenericPlan(text) ? 'generic' : 'auto';
    const switchMode = this.#status === 'I' && mode !== this.#planMode;
    if (switchMode) this.#planMode = mode;
    const message = concat([
      ...(switchMode ? [PLAN_MODE[mode]] : []),
      // An unnamed statement lasts until the next Parse or simple Query (the mode's SET).
      ...(known.name || (parsed && !switchMode) ? [] : [serialize.parse({ name: '', text })]),
      serialize.bind({ statement: known.name, values }),
      serialize.describe({ type: 'P', name: '' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const result = this.#read(await this.#call(message), this.db.parsers);
    if (result.error) this.#planMode = null;
    if (result.error) throw new ReplyError(result.error);
    if (!KEEPS_SCHEMA.has(result.command)) this.#forgetAll();
    return { rows: result.rows, affectedRows: result.affectedRows };
  }

  /** Forgets every statement (after DDL): the named ones are closed with the next call. */
  #forgetAll() {
    for (const text of [...this.#known.keys()]) this.#forget(text);
  }

  #forget(text: string) {
    const known = this.#known.get(text);
    if (!known) return;
    this.#known.delete(text);
    if (known.name) {
      this.#named--;
      this.#closing.push(known.name);
    }
  }

  #takeClosing(): Uint8Array[] {
    const out = this.#closing.map((name) => serialize.close({ type: 'S', name }));
    this.#closing = [];
    return out;
  }

  async #call(message: Uint8Array): Promise<Uint8Array> {
    const closing = this.#takeClosing();
    const parts: Uint8Array[] = [];
    await this.db.execProtocolRawStream(closing.length ? concat([...closing, message]) : message, {
      onRawData: (chunk) => { parts.push(chunk.slice()); },
    });
    return parts.length === 1 ? parts[0] : concat(parts);
  }

  #paramTypes(reply: Uint8Array): number[] {
    const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
    for (let at = 0; at < reply.length; at += 1 + view.getInt32(at + 1)) {
      if (reply[at] !== 0x74) continue; // 't' ParameterDescription
      const n = view.getInt16(at + 5);
      return Array.from({ length: n }, (_, i) => view.getInt32(at + 7 + 4 * i));
    }
    return [];
  }

  /** Rows, command tag and affected rows of a reply (or its error); `parsers` null reads no rows. */
  #read(reply: Uint8Array, parsers: Record<number, (v: string, oid: number) => unknown> | null) {
    const view = new DataView(reply.buffer, reply.byteOffset, reply.byteLength);
    const cstring = (from: number) => {
      const end = reply.indexOf(0, from);
      return { value: this.#decoder.decode(reply.subarray(from, end)), next: end + 1 };
    };
    // An all-ASCII reply (the usual case) is decoded once; its fields are slices of that text.
    const latin1 = Buffer.from(reply.buffer, reply.byteOffset, reply.byteLength).toString('latin1');
    const ascii = !NON_ASCII.test(latin1);
    const rows: Record<string, unknown>[] = [];
    let fields: Array<{ name: string; parse: ((v: string, oid: number) => unknown) | undefined; oid: number }> = [];
    let command = '';
    let affectedRows = 0;
    let error: StatementError | undefined;
    for (let at = 0; at < reply.length; at += 1 + view.getInt32(at + 1)) {
      const kind = reply[at];
      let p = at + 5;
      if (kind === 0x54 && parsers) { // 'T' RowDescription
        fields = [];
        const n = view.getInt16(p);
        p += 2;
        for (let i = 0; i < n; i++) {
          const { value: name, next } = cstring(p);
          const oid = view.getInt32(next + 6);
          fields.push({ name, oid, parse: parsers[oid] ?? types.parsers[oid] });
          p = next + 18;
        }
      } else if (kind === 0x44 && parsers) { // 'D' DataRow
        const n = view.getInt16(p);
        p += 2;
        const row: Record<string, unknown> = {};
        for (let i = 0; i < n; i++) {
          const len = view.getInt32(p);
          p += 4;
          const f = fields[i];
          if (len < 0) {
            row[f.name] = null;
          } else {
            const raw = ascii ? latin1.slice(p, p + len) : this.#decoder.decode(reply.subarray(p, p + len));
            row[f.name] = f.parse ? f.parse(raw, f.oid) : raw;
            p += len;
          }
        }
        rows.push(row);
      } else if (kind === 0x5a) { // 'Z' ReadyForQuery
        this.#status = String.fromCharCode(reply[p]);
      } else if (kind === 0x43) { // 'C' CommandComplete
        const words = cstring(p).value.split(' ');
        command = words[0];
        if (COUNTED.has(command)) affectedRows += parseInt(words[words.length - 1], 10);
      } else if (kind === 0x45 && !error) { // 'E' ErrorResponse
        const fieldsOf: Record<string, string> = {};
        while (reply[p] !== 0) {
          const code = String.fromCharCode(reply[p]);
          const { value, next } = cstring(p + 1);
          fieldsOf[code] = value;
          p = next;
        }
        // Every ErrorResponse carries M; the fallback is for the logs only (never a reply's text).
        const message = fieldsOf.M ?? `PGlite error ${fieldsOf.C ?? ''}`.trim();
        error = { message, code: fieldsOf.C, detail: fieldsOf.D };
      }
    }
    return { rows, command, affectedRows, error };
  }
}
