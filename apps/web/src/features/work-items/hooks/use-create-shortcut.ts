import { useEffect } from 'react';
import { isTypingTarget } from '../../../shared/keyboard/typing-target';

/** Calls `onCreate` when C is pressed outside any text field and no dialog is open. */
export function useCreateShortcut(onCreate: () => void, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'c' || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      if (isTypingTarget(e.target) || document.querySelector('[role="dialog"]')) return;
      e.preventDefault();
      onCreate();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCreate, enabled]);
}
