import { useCallback, useEffect, useRef } from 'react';

/**
 * Debounces `save` by `delay` ms (the description autosave); a pending value is flushed on unmount so leaving the
 * page never loses the last edit.
 */
export function useDebouncedSave<T>(save: (value: T) => void, delay = 1000) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ value: T } | null>(null);
  const latest = useRef(save);
  latest.current = save;
  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const p = pending.current;
    pending.current = null;
    if (p) latest.current(p.value);
  }, []);
  useEffect(() => flush, [flush]);
  return useCallback(
    (value: T) => {
      pending.current = { value };
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [flush, delay],
  );
}
