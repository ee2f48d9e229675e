import { useCallback, useEffect } from 'react';
import { selectMemberActivity, useAppStore, useStoreApi } from '@cairn/state';

/** The member's activity: the first page on open, `more` for the next. */
export function useMemberActivity(slug: string, userId: string) {
  const store = useStoreApi();
  const entry = useAppStore((s) => selectMemberActivity(s, slug, userId));
  const reload = useCallback(() => void store.getState().loadMemberActivity(slug, userId), [store, slug, userId]);
  const more = useCallback(() => void store.getState().loadMemberActivity(slug, userId, { more: true }), [store, slug, userId]);
  useEffect(reload, [reload]);
  return { entry, retry: reload, more };
}
