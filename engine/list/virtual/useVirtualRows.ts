import { useCallback, useState, type UIEvent } from 'react';
import { virtualWindow, type VirtualWindow } from './virtualWindow';

/** Below this many rows every row is rendered (no spacer rows, plain table); pages of 40 and 80
 * rows render only the rows in and near the scroll window (issue 15: an 80-row page switch). */
export const VIRTUALIZE_FROM = 40;
/** The window moves in steps of this many rows, so scrolling re-renders only every few rows. */
export const WINDOW_STEP = 4;

export function useVirtualRows(count: number, rowHeight: number, viewportHeight: number) {
  const [anchor, setAnchor] = useState(0);
  const onScroll = useCallback(
    (e: UIEvent<HTMLElement>) =>
      setAnchor(Math.floor(e.currentTarget.scrollTop / rowHeight / WINDOW_STEP) * WINDOW_STEP),
    [rowHeight],
  );
  const enabled = count >= VIRTUALIZE_FROM;
  const win: VirtualWindow = enabled
    ? virtualWindow(count, rowHeight, anchor * rowHeight, viewportHeight + WINDOW_STEP * rowHeight)
    : { start: 0, end: count, padTop: 0, padBottom: 0 };
  return { ...win, enabled, onScroll };
}
