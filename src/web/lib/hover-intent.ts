import { useCallback, useEffect, useRef, useState } from 'react';
import { HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS } from '../../shared/constants';

/**
 * Which one of several hover-opened panels is open. A panel opens only after the pointer rests
 * on its trigger, and closes a moment after the pointer leaves both trigger and panel, so
 * passing over the list does not flash submenus open.
 */
export function useHoverIntent<K>() {
  const [open, setOpen] = useState<K | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);
  const enter = useCallback(
    (key: K) => {
      cancel();
      timer.current = setTimeout(() => setOpen(key), HOVER_OPEN_DELAY_MS);
    },
    [cancel],
  );
  const leave = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => setOpen(null), HOVER_CLOSE_DELAY_MS);
  }, [cancel]);
  /** Keyboard and clicks open at once. */
  const openNow = useCallback(
    (key: K | null) => {
      cancel();
      setOpen(key);
    },
    [cancel],
  );
  return { open, enter, leave, stay: cancel, openNow };
}
