import { useEffect, useRef } from 'react';
import { isDialogOpen, matchShortcut, type MatcherState, type ShortcutId } from './shortcuts';

/** What each bound shortcut does; returning false means "nothing done" (the key then goes on to the browser). */
export type ShortcutHandlers = Partial<Record<ShortcutId, () => boolean | void>>;

/**
 * Binds the registry's shortcuts on the document while mounted (one listener for the app shell): never inside text
 * fields or over a dialog; a g-sequence waits at most SEQUENCE_TIMEOUT_MS for its second key.
 */
export function useShortcuts(handlers: ShortcutHandlers, now: () => number = Date.now): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    const state: MatcherState = {};
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const id = matchShortcut(event, state, now(), { dialogOpen: isDialogOpen(), enabled: (s) => ref.current[s] !== undefined });
      if (!id) return;
      const done = ref.current[id]?.();
      if (done !== false) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [now]);
}
