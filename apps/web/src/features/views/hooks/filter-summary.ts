import type { TFunction } from '@cairn/i18n';
import { WORK_ITEM_FILTER_KEYS, type WorkItemDisplayFilters, type WorkItemFilters } from '@cairn/types';

/** What a view saves, in words: each filter with how many values it holds, then the layout (and grouping). */
export function filterSummary(t: TFunction, filters: WorkItemFilters | undefined, display: WorkItemDisplayFilters | undefined): string[] {
  const parts: string[] = [];
  for (const key of WORK_ITEM_FILTER_KEYS) {
    const values = filters?.[key];
    if (!values || values.length === 0) continue;
    parts.push(t('views.summary.filter', { name: t(`work_item_lists.filters.keys.${key}`), count: values.length }));
  }
  if (display?.layout) parts.push(t('views.summary.layout', { layout: t(`work_item_lists.layouts.${display.layout}`) }));
  if (display?.group_by) parts.push(t('views.summary.grouped', { group: t(`work_item_lists.group_by.${display.group_by}`) }));
  return parts;
}

/** How many filter values a view holds. */
export function filterCount(filters: WorkItemFilters | undefined): number {
  return WORK_ITEM_FILTER_KEYS.reduce((n, key) => n + (filters?.[key]?.length ?? 0), 0);
}
