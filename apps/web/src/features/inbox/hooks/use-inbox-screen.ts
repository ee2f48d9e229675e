import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { selectNotificationList, selectNotifications, useAppStore, type NotificationListParams } from '@cairn/state';
import type { Notification } from '@cairn/types';
import { PEEK_PARAM } from '../../work-items';
import { inboxParamsFrom, withInboxParams } from './inbox-params';

/** What the inbox shows: the tab and filters (in the URL), the list, the selected row, the work item in the peek. */
export function useInboxScreen(slug: string) {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the params change with the URL's search only
  const params = useMemo(() => inboxParamsFrom(search), [key]);
  const list = useAppStore((s) => selectNotificationList(s, slug));
  const rows = useAppStore((s) => selectNotifications(s, slug));
  const loadNotifications = useAppStore((s) => s.loadNotifications);
  const loadMore = useAppStore((s) => s.loadMoreNotifications);
  const markRead = useAppStore((s) => s.markNotificationRead);
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    if (slug) void loadNotifications(slug, params);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload when the tab or filters change (by value)
  }, [slug, paramsKey, loadNotifications]);

  const peekItemId = search.get(PEEK_PARAM) ?? undefined;
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const peeked = useMemo(() => rows.find((n) => n.id === selectedId && n.entity_identifier === peekItemId) ?? rows.find((n) => n.entity_identifier === peekItemId), [rows, selectedId, peekItemId]);
  // The project of the item in the peek: from its notification (kept while the row leaves the list, e.g. archived).
  const [peekProject, setPeekProject] = useState<string | undefined>();
  useEffect(() => {
    if (peeked?.project) setPeekProject(peeked.project);
  }, [peeked?.project]);

  const setParams = useCallback((next: NotificationListParams) => setSearch((now) => withInboxParams(now, next)), [setSearch]);
  const closePeek = useCallback(() => setSearch((now) => {
    const next = new URLSearchParams(now);
    next.delete(PEEK_PARAM);
    return next;
  }), [setSearch]);
  /** Opens a notification: selects it, marks it read, shows its work item in the peek. */
  const open = useCallback((notification: Notification) => {
    setSelectedId(notification.id);
    if (notification.read_at === null) void markRead(slug, notification.id).catch(() => undefined);
    if (!notification.entity_identifier || !notification.project) return;
    setPeekProject(notification.project);
    const itemId = notification.entity_identifier;
    setSearch((now) => {
      const next = new URLSearchParams(now);
      next.set(PEEK_PARAM, itemId);
      return next;
    });
  }, [markRead, setSearch, slug]);

  return {
    params, setParams, list, rows, selectedId, setSelectedId, open, closePeek,
    peek: peekItemId && peekProject ? { itemId: peekItemId, projectId: peekProject } : undefined,
    loadMore: () => void loadMore(slug),
    retry: () => void loadNotifications(slug, params),
  };
}
