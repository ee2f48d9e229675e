import { useCallback, useEffect } from 'react';
import { selectMemberProfile, selectMemberStats, useAppStore, useStoreApi } from '@cairn/state';

/** The member's profile (loaded once per open) and a retry. */
export function useMemberProfile(slug: string, userId: string) {
  const store = useStoreApi();
  const entry = useAppStore((s) => selectMemberProfile(s, slug, userId));
  const load = useCallback(() => void store.getState().loadMemberProfile(slug, userId), [store, slug, userId]);
  useEffect(load, [load]);
  return { entry, retry: load };
}

/** The member's stats (loaded on open) and a retry. */
export function useMemberStats(slug: string, userId: string) {
  const store = useStoreApi();
  const entry = useAppStore((s) => selectMemberStats(s, slug, userId));
  const load = useCallback(() => void store.getState().loadMemberStats(slug, userId), [store, slug, userId]);
  useEffect(load, [load]);
  return { entry, retry: load };
}
