import { useEffect, useRef, useSyncExternalStore } from 'react';

// Actions screens offer to the keyboard and the command palette (issue 17): a screen registers what "create work item"
// or "next row" means while it is mounted; the innermost (latest) registration answers. A handler returns false when
// it did nothing (then the key press goes on to the browser, e.g. Enter with no row focused).

/** The actions screens can register. */
export type AppActionId = 'create_work_item' | 'list_next' | 'list_previous' | 'list_open';

/** A registered action: returns false when it did nothing. */
export type AppAction = () => boolean | void;

const registry = new Map<AppActionId, Array<{ token: symbol; run: AppAction }>>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Registers an action until the returned function is called. */
export function registerAppAction(id: AppActionId, run: AppAction): () => void {
  const token = Symbol(id);
  const list = registry.get(id) ?? [];
  list.push({ token, run });
  registry.set(id, list);
  changed();
  return () => {
    const current = registry.get(id) ?? [];
    registry.set(id, current.filter((e) => e.token !== token));
    changed();
  };
}

/** Runs the innermost registration of an action; false when none is registered or it did nothing. */
export function runAppAction(id: AppActionId): boolean {
  const list = registry.get(id);
  const top = list?.[list.length - 1];
  if (!top) return false;
  return top.run() !== false;
}

/** Whether an action is registered now. */
export function hasAppAction(id: AppActionId): boolean {
  return (registry.get(id)?.length ?? 0) > 0;
}

/** Re-renders when registrations change; answers whether `id` is registered. */
export function useHasAppAction(id: AppActionId): boolean {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return hasAppAction(id);
}

/** Registers `run` for `id` while mounted and `enabled` (the latest `run` is called). */
export function useAppAction(id: AppActionId, run: AppAction, enabled = true): void {
  const ref = useRef(run);
  useEffect(() => {
    ref.current = run;
  });
  useEffect(() => {
    if (!enabled) return;
    return registerAppAction(id, () => ref.current());
  }, [id, enabled]);
}
