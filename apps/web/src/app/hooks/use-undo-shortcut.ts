import { useEffect } from 'react';
import { useStoreApi } from '@cairn/state';
import { isTypingTarget } from '../../shared/keyboard/typing-target';

/** Whether a key press is Ctrl+Z (Cmd+Z on macOS) without Shift or Alt (those are redo or other shortcuts). */
export function isUndoKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'z';
}

// A dialog keeps its own keys; undoing a change behind it would change what the dialog shows without notice.
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]') !== null;
}

/**
 * Ctrl+Z / Cmd+Z outside text fields and dialogs undoes the user's last work-item property change (the store's undo,
 * libs/state slices/undo). Text fields keep their own undo.
 */
export function useUndoShortcut(): void {
  const storeApi = useStoreApi();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || !isUndoKey(event)) return;
      if (isTypingTarget(event.target) || dialogOpen()) return;
      event.preventDefault();
      // A failure is rolled back and toasted by the store.
      void storeApi.getState().undoWorkItemChange().catch(() => undefined);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [storeApi]);
}
