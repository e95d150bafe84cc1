// Dashboard widgets load lazily (spec 000 section 4; issue 11 item 3): a widget calls `fetch` only while
// its element is in the viewport, and only when its parameters differ from those of its last call. A
// widget scrolled away and back, or re-rendered with equal parameters, does not call again; a refresh
// control makes the parameters differ (e.g. a `refreshed` counter among them).
import { useEffect, useRef } from 'react';
import { useInViewport } from '@mantine/hooks';

/** A key equal for equal parameters whatever the order of their properties. */
export function paramsKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export function useVisibleFetch<P>(params: P, fetch: (params: P) => void) {
  const { ref, inViewport } = useInViewport();
  const key = paramsKey(params);
  const lastKey = useRef<string | null>(null);
  const latest = useRef({ params, fetch });
  useEffect(() => {
    latest.current = { params, fetch };
  });
  useEffect(() => {
    if (!inViewport || lastKey.current === key) return;
    lastKey.current = key;
    latest.current.fetch(latest.current.params);
  }, [inViewport, key]);
  return { ref, inViewport };
}
