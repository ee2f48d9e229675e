import { useAppAction } from './app-actions';

/** What a list offers the j / k / Enter shortcuts. */
export interface ListKeyboardNav {
  /** Moves the keyboard focus one item down (1) or up (-1); false when there is nothing to move to. */
  move: (delta: 1 | -1) => boolean;
  /** Opens the focused item; false when none is focused (Enter then does what it natively does). */
  open?: () => boolean;
  /** Off while the list is not shown or empty. */
  enabled?: boolean;
}

/** Registers a list for j / k (move the focus) and Enter (open the focused item) while mounted (issue 17). */
export function useListKeyboardNav(nav: ListKeyboardNav): void {
  const enabled = nav.enabled ?? true;
  useAppAction('list_next', () => nav.move(1), enabled);
  useAppAction('list_previous', () => nav.move(-1), enabled);
  useAppAction('list_open', () => nav.open?.() ?? false, enabled);
}

/**
 * For lists drawn as DOM rows: moves the focus from the row holding it (or from nowhere: to the first row) to the next
 * or previous one, focusing the row's `focusSelector` element and scrolling it into view.
 */
export function moveRowFocus(container: HTMLElement | null, rowSelector: string, focusSelector: string, delta: 1 | -1): boolean {
  if (!container) return false;
  const rows = Array.from(container.querySelectorAll<HTMLElement>(rowSelector));
  if (rows.length === 0) return false;
  const active = document.activeElement;
  const current = rows.findIndex((row) => active instanceof Node && row.contains(active));
  const next = current < 0 ? (delta === 1 ? 0 : rows.length - 1) : current + delta;
  const row = rows[Math.max(0, Math.min(rows.length - 1, next))];
  const target = row.querySelector<HTMLElement>(focusSelector) ?? row;
  target.focus();
  target.scrollIntoView?.({ block: 'nearest' });
  return true;
}
