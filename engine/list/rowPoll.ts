// Polls records waiting for a status change (pending designs, spec 001 s.4): every `intervalMs`
// it asks the statuses of the pending ones (e.g. POST design/bulk_status/), reports each reply (a
// progress bar), and once any status differs from what the page shows it stops and reports the
// change (the page then reloads). A failed check is retried at the next tick. A list file's `poll`
// runs it over the rows its `when` picks (useRowPoll.ts); the design editor over its design.
export type PolledState = { id: number; status: string };

export type PollOptions<S extends PolledState = PolledState> = {
  /** The records the page shows as pending, with the status it shows. */
  pending: ReadonlyArray<PolledState>;
  check: (ids: number[]) => Promise<S[] | null>;
  onProgress?: (states: S[]) => void;
  onChanged: (states: S[]) => void;
  intervalMs?: number;
  timers?: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
};

/** Starts polling; the returned function stops it. Nothing pending: nothing is asked. */
export function pollRows<S extends PolledState>({ pending, check, onProgress, onChanged, intervalMs = 1200, timers }: PollOptions<S>): () => void {
  const set = timers?.set ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clear = timers?.clear ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const shown = new Map(pending.map((d) => [d.id, d.status]));
  let stopped = shown.size === 0;
  let handle: unknown;
  const tick = async () => {
    const states = await check([...shown.keys()]).catch(() => null);
    if (stopped) return;
    if (states) {
      onProgress?.(states);
      if (states.some((s) => shown.get(s.id) !== undefined && shown.get(s.id) !== s.status)) {
        stopped = true;
        onChanged(states);
        return;
      }
    }
    handle = set(() => void tick(), intervalMs);
  };
  if (!stopped) handle = set(() => void tick(), intervalMs);
  return () => {
    stopped = true;
    if (handle !== undefined) clear(handle);
  };
}
