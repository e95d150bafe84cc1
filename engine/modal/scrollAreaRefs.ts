// Mantine's ScrollArea imports Floating UI (15.5 kB gzip) for one hook, useMergeRefs; the sidebar and
// the lists' tables use a ScrollArea on every signed-in page, which popovers do not (they load on first
// use). Resolved for ScrollArea's module only (vite.config.ts): the same hook over @mantine/hooks'.
import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>): (node: T | null) => void {
  return useMergedRef(...refs);
}
