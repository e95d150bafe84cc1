// What a list call learns once per query and reuses: the capped row count (keyed by list path,
// merchant, filters and query words; for a list file with `totals`, the sums per currency read in
// the same statement, kept under the same key and dropped with it) and the page anchors of a typed
// page jump (the same plus sort and page size: the key of the last row of every page, read-page.ts). A page call then
// reads only its rows; before, every call counted up to 10,000 rows (15 of ~17 ms on PostgreSQL).
//
// An entry is used while both hold:
// - it is younger than LIST_COUNT_TTL_MS (default 30 s): rows written outside the portal's API
//   (payments arriving through the checkout, imports, background work) show in the count within
//   that time;
// - no successful state-changing API call (POST/PUT/PATCH/DELETE) has committed since its read
//   began, through this process or, on PostgreSQL, any other instance on the same database
//   (list-writes.ts: the writer announces it before replying and each list call first applies the
//   announcements already sent). Any such write drops every entry (writes are rare next to reads);
//   a value whose read overlapped a write is not stored (set's `since`).
// A page that contradicts its count (a next page past the counted last one, or a short page
// before it) drops the entry too, and a short first page is itself the exact count.
// The entries live in each process; only the news of writes travels between processes.

import type { ListTotals } from '../../engine/core/list/types.ts';

export const DEFAULT_COUNT_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

export function countTtlMs(env = process.env): number {
  const value = Number(env.LIST_COUNT_TTL_MS);
  return env.LIST_COUNT_TTL_MS !== undefined && Number.isFinite(value) && value >= 0 ? value : DEFAULT_COUNT_TTL_MS;
}

type Entry<V> = { value: V; at: number; generation: number };

/** Counts the writes seen; shared by the counts and the anchors of one app. */
type Writes = { generation: number };

export class ListCache<V> {
  private entries = new Map<string, Entry<V>>();

  constructor(private readonly ttlMs: number, private readonly now: () => number = Date.now,
    private readonly writes: Writes = { generation: 0 }) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.writes.generation || this.now() - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** `since`: the generation when the value's read began; a write seen since then makes it stale
   * already, so it is not kept (the read may have started before the write committed). */
  set(key: string, value: V, since: number): void {
    if (this.ttlMs <= 0 || since !== this.writes.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first (a Map keeps insertion order).
      for (const k of [...this.entries.keys()].slice(0, MAX_ENTRIES / 10)) this.entries.delete(k);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now(), generation: since });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** A write happened: every entry is stale. */
  invalidate(): void {
    this.writes.generation++;
    this.entries.clear();
  }
}

/** Keys of the last row of each page: keys[p - 2] opens page p by keyset (page 1 needs none);
 * `rows`: how many rows there are, read up to `upTo` + 1 (more than `upTo`: there are more). */
export type Anchors = { keys: Array<{ k: string; i: number }>; rows: number; upTo: number };

export interface ListCaches {
  counts: ListCache<number>;
  /** The totals of a list that has them, keyed as the counts and read with them (fetch-rows.ts countWithTotals). */
  totals: ListCache<ListTotals>;
  anchors: ListCache<Anchors>;
  /** The writes seen so far: pass it to set() when the read began. */
  generation(): number;
  /** A write committed (through this process or another): every entry is stale. */
  invalidate(): void;
  /** Resolves once every write that committed before the call has invalidated the entries. */
  sync(): Promise<void>;
}

/** `sync`: how writes of other processes are awaited (list-writes.ts); none by default (PGlite: one process). */
export function createListCaches(ttlMs = countTtlMs(), now: () => number = Date.now,
  sync: () => Promise<void> = () => Promise.resolve()): ListCaches {
  const writes: Writes = { generation: 0 };
  const counts = new ListCache<number>(ttlMs, now, writes);
  const anchors = new ListCache<Anchors>(ttlMs, now, writes);
  const totals = new ListCache<ListTotals>(ttlMs, now, writes);
  return {
    counts, anchors, totals, sync,
    generation: () => writes.generation,
    invalidate: () => {
      counts.invalidate();
      anchors.invalidate();
      totals.invalidate();
    },
  };
}
