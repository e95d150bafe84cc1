// Polls designs waiting for activation (spec 001 s.4): every `intervalMs` (1200, spec s.9) it asks
// the statuses of the pending ones (POST design/bulk_status/), reports each reply (the progress
// bar), and once any status differs from what the page shows it stops and reports the change (the
// page then reloads the design). A failed check is retried at the next tick.
export type DesignState = { id: number; status: string; progress: number };

export type PollOptions = {
  /** The designs the page shows as pending, with the status it shows. */
  pending: ReadonlyArray<{ id: number; status: string }>;
  check: (ids: number[]) => Promise<DesignState[] | null>;
  onProgress?: (states: DesignState[]) => void;
  onChanged: (states: DesignState[]) => void;
  intervalMs?: number;
  timers?: { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };
};

/** Starts polling; the returned function stops it. Nothing pending: nothing is asked. */
export function pollPendingDesigns({ pending, check, onProgress, onChanged, intervalMs = 1200, timers }: PollOptions): () => void {
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
