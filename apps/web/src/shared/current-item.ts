import { useEffect, useSyncExternalStore } from 'react';

// The work item open on screen (detail page or peek), for the command palette's "change state / priority /
// assignee" (issue 17). The detail registers itself while mounted; the latest registration is the open one.

/** The open work item. */
export interface CurrentItem {
  slug: string;
  projectId: string;
  itemId: string;
}

let stack: Array<{ token: symbol; item: CurrentItem }> = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Registers an open item until the returned function is called. */
export function setCurrentItem(item: CurrentItem): () => void {
  const token = Symbol('current-item');
  stack = [...stack, { token, item }];
  changed();
  return () => {
    stack = stack.filter((e) => e.token !== token);
    changed();
  };
}

/** The open item now (undefined when none). */
export function getCurrentItem(): CurrentItem | undefined {
  return stack[stack.length - 1]?.item;
}

/** Reads the open item and re-renders when it changes. */
export function useCurrentItem(): CurrentItem | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getCurrentItem,
  );
}

/** Marks an item as the open one while the calling component is mounted (ids undefined: nothing). */
export function useRegisterCurrentItem(slug: string, projectId: string | undefined, itemId: string | undefined): void {
  useEffect(() => {
    if (!projectId || !itemId) return;
    return setCurrentItem({ slug, projectId, itemId });
  }, [slug, projectId, itemId]);
}
