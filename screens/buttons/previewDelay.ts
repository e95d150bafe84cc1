// The preview follows the constructor after a pause (spec 001 s.2 and s.9): 350 ms after a property
// change, 300 ms after a size change. One pending refresh at a time: a new change replaces it.
export const PREVIEW_DELAY = { property: 350, size: 300 } as const;
export type ChangeKind = keyof typeof PREVIEW_DELAY;

export type PreviewScheduler = { change(kind: ChangeKind, refresh: () => void): void; cancel(): void };

export function previewScheduler(timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis): PreviewScheduler {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = undefined;
  };
  return {
    change(kind, refresh) {
      cancel();
      pending = timers.setTimeout(() => {
        pending = undefined;
        refresh();
      }, PREVIEW_DELAY[kind]);
    },
    cancel,
  };
}
