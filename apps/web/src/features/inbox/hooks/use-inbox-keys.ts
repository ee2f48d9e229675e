import { useEffect, useRef } from 'react';
import type { Notification } from '@cairn/types';

/** What the inbox keys do to the selected row. */
export interface InboxKeyActions {
  rows: readonly Notification[];
  selectedId: string | undefined;
  select: (id: string) => void;
  open: (notification: Notification) => void;
  archive: (notification: Notification) => void;
  snooze: (notification: Notification) => void;
  toggleRead: (notification: Notification) => void;
}

// Keys typed into a field, or while a dialog or menu is open, are not shortcuts.
function ignored(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey) return true;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return true;
  // Keys inside the work item's peek belong to it.
  if (target?.closest('.cw-wi-peek')) return true;
  return document.querySelector('[role="dialog"][aria-modal="true"], [role="menu"]') !== null;
}

/** j / k move the selection (focus follows), Enter opens, e archives, s snoozes, u toggles read. */
export function useInboxKeys(actions: InboxKeyActions): void {
  const ref = useRef(actions);
  ref.current = actions;
  // Where the selection was: a row that leaves the list (archived, snoozed) hands the place to the row after it.
  const lastIndex = useRef(-1);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      const { rows, selectedId } = ref.current;
      const found = rows.findIndex((n) => n.id === selectedId);
      if (found >= 0) lastIndex.current = found;
      const current = found >= 0 ? rows[found] : undefined;
      const focus = (to: number) => {
        const next = rows[Math.max(0, Math.min(rows.length - 1, to))];
        if (!next) return;
        lastIndex.current = rows.indexOf(next);
        ref.current.select(next.id);
        document.querySelector<HTMLElement>(`[data-notification-id="${next.id}"] .cw-inbox-row__main`)?.focus();
      };
      const key = event.key;
      if (key === 'j') focus(found >= 0 ? found + 1 : Math.max(0, lastIndex.current));
      else if (key === 'k') focus(found >= 0 ? found - 1 : lastIndex.current - 1);
      else if (key === 'Enter' && current && !(event.target instanceof Element && event.target.closest('button, a'))) ref.current.open(current);
      else if (key === 'e' && current) {
        // The selection moves on to the next row (the previous one at the end) as the archived row leaves.
        const neighbour = rows[found + 1] ?? rows[found - 1];
        ref.current.archive(current);
        if (neighbour) {
          ref.current.select(neighbour.id);
          requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-notification-id="${neighbour.id}"] .cw-inbox-row__main`)?.focus());
        }
      } else if (key === 's' && current) ref.current.snooze(current);
      else if (key === 'u' && current) ref.current.toggleRead(current);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
