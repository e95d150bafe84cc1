import { useCallback, useState, type UIEvent } from 'react';
import { virtualWindow, type VirtualWindow } from './virtualWindow';

/** Below this many rows every row is rendered (no spacer rows, plain table). */
export const VIRTUALIZE_FROM = 100;

export function useVirtualRows(count: number, rowHeight: number, viewportHeight: number) {
  const [scrollTop, setScrollTop] = useState(0);
  const onScroll = useCallback((e: UIEvent<HTMLElement>) => setScrollTop(e.currentTarget.scrollTop), []);
  const enabled = count >= VIRTUALIZE_FROM;
  const win: VirtualWindow = enabled
    ? virtualWindow(count, rowHeight, scrollTop, viewportHeight)
    : { start: 0, end: count, padTop: 0, padBottom: 0 };
  return { ...win, enabled, onScroll };
}
