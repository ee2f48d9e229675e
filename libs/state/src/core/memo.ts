// Selectors must answer the same reference for the same input, or React's useSyncExternalStore loops.
const cache = new WeakMap<readonly string[], { byId: object; list: unknown[] }>();

/** The records of `ids` in order, cached per (ids, byId) pair so the answer is stable between renders. */
export function listOf<T>(ids: readonly string[] | undefined, byId: Record<string, T> | undefined): readonly T[] {
  if (!ids || !byId) return EMPTY;
  const hit = cache.get(ids);
  if (hit && hit.byId === byId) return hit.list as T[];
  const list = ids.map((id) => byId[id]).filter((x): x is T => x !== undefined);
  cache.set(ids, { byId, list });
  return list;
}

/** One shared empty list, so "nothing yet" is also a stable answer. */
export const EMPTY: readonly never[] = Object.freeze([]);

/**
 * Memoises a value derived from `source` (and one extra key), cached on the source's identity and the last key,
 * so selectors that filter or sort a stable list answer a stable result too.
 */
export function derived<S extends object, R, K = undefined>(compute: (source: S, key: K) => R): (source: S, key: K) => R {
  const cache = new WeakMap<S, { key: K; value: R }>();
  return (source, key) => {
    const hit = cache.get(source);
    if (hit && Object.is(hit.key, key)) return hit.value;
    const value = compute(source, key);
    cache.set(source, { key, value });
    return value;
  };
}
