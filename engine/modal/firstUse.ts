// A menu, popover or select whose code (Mantine's Menu, Popover, Combobox and Floating UI) loads on
// first use instead of with the page: until then a stand-in of the same look shows (a button with
// the real target's name, aria-haspopup and aria-expanded="false"). The pointer or the focus reaching
// it starts loading the code; a click (Enter, Space) puts the real one in its place, opened, once the
// code is there (preloadableLazy: no suspending, so no flash of a fallback).
import { useState, type RefObject } from 'react';

export interface StandInHandlers {
  onPointerEnter(): void;
  onFocus(): void;
  onClick(): void;
}

export function useFirstUse(preload: () => Promise<unknown>): { used: boolean; standIn: StandInHandlers } {
  const [used, setUsed] = useState(false);
  const warm = () => void preload();
  return { used, standIn: { onPointerEnter: warm, onFocus: warm, onClick: () => void preload().then(() => setUsed(true)) } };
}

/**
 * For the real menu mounted opened in place of a stand-in, on close: the focus goes back to its own
 * target (the element focused when it opened, the stand-in, is gone).
 */
export function refocus(target: RefObject<HTMLElement | null>): void {
  requestAnimationFrame(() => target.current?.focus());
}
