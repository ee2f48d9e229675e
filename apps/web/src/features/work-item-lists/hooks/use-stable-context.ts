import { useState } from 'react';
import { listContextKey, type ListContext } from '@cairn/state';

/** The same context object for as long as its key stays the same (routes build a new one every render). */
export function useStableContext(ctx: ListContext): ListContext {
  const [stable, setStable] = useState(ctx);
  const key = listContextKey(ctx);
  if (listContextKey(stable) !== key) {
    setStable(ctx);
    return ctx;
  }
  return stable;
}
