import { NOTIFICATION_TABS, NOTIFICATION_TYPE_FILTERS, type NotificationTab } from '@cairn/types';
import type { NotificationFilters, NotificationListParams, NotificationTypeFilter } from '@cairn/state';

/** The "show" switches of the filter menu. */
export const SHOW_FILTERS = ['read', 'archived', 'snoozed'] as const;
/** One "show" switch. */
export type ShowFilter = (typeof SHOW_FILTERS)[number];

/** The inbox's tab and filters from the URL (?tab=mentions&type=assigned,created&show=archived). */
export function inboxParamsFrom(search: URLSearchParams): NotificationListParams {
  const tab = search.get('tab');
  const type = (search.get('type') ?? '').split(',').filter((v): v is NotificationTypeFilter => (NOTIFICATION_TYPE_FILTERS as readonly string[]).includes(v));
  const show = (search.get('show') ?? '').split(',');
  const filters: NotificationFilters = {};
  if (type.length > 0) filters.type = type;
  for (const key of SHOW_FILTERS) if (show.includes(key)) filters[key] = true;
  return { tab: (NOTIFICATION_TABS as readonly string[]).includes(tab ?? '') ? (tab as NotificationTab) : 'all', filters };
}

/** Writes the tab and filters into the URL's search (other parameters, such as the peek, kept). */
export function withInboxParams(search: URLSearchParams, params: NotificationListParams): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('tab', params.tab === 'all' ? '' : params.tab);
  set('type', (params.filters?.type ?? []).join(','));
  set('show', SHOW_FILTERS.filter((key) => params.filters?.[key]).join(','));
  return next;
}

/** How many filters are on (the filter button's badge). */
export function inboxFilterCount(filters: NotificationFilters = {}): number {
  return (filters.type?.length ?? 0) + SHOW_FILTERS.filter((key) => filters[key]).length;
}
