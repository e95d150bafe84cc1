// The desktop sidebar opens after the pointer rests on it for 300 ms and closes when it leaves.
import { useEffect, useRef, useState } from 'react';

export const SIDEBAR_HOVER_DELAY_MS = 300;

export function useHoverExpand(delay = SIDEBAR_HOVER_DELAY_MS) {
  const [expanded, setExpanded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);
  return {
    expanded,
    onMouseEnter: () => {
      cancel();
      timer.current = setTimeout(() => setExpanded(true), delay);
    },
    onMouseLeave: () => {
      cancel();
      setExpanded(false);
    },
    expand: () => setExpanded(true),
    collapse: () => {
      cancel();
      setExpanded(false);
    },
  };
}
