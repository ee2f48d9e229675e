import { useEffect } from 'react';
import { selectUnreadCounts, selectUnreadCountsStatus, useAppStore } from '@cairn/state';
import type { NotificationUnread } from '@cairn/types';

/** The workspace's unread counts: read once per workspace (live events keep them current afterwards). */
export function useUnreadCounts(slug: string): NotificationUnread {
  const status = useAppStore((s) => selectUnreadCountsStatus(s, slug));
  const load = useAppStore((s) => s.loadUnreadCounts);
  useEffect(() => {
    if (slug && status === 'idle') void load(slug);
  }, [slug, status, load]);
  return useAppStore((s) => selectUnreadCounts(s, slug));
}
