// The floor's rendering: the first rows of a list page drawn by a bare React component (no app, no store, no design
// system) — what any list UI must at least do once the cache answered.
import { createElement, type ReactElement } from 'react';
import type { AnyWorkItemPage, WorkItem } from '@cairn/types';

type Part = { results: WorkItem[] | Record<string, Part> };

/** The page's items in answer order (groups and sub-groups one after another), at most `limit`. */
export function pageItems(page: AnyWorkItemPage, limit: number): WorkItem[] {
  const out: WorkItem[] = [];
  const walk = (part: Part) => {
    if (out.length >= limit) return;
    if (Array.isArray(part.results)) out.push(...part.results.slice(0, limit - out.length));
    else for (const child of Object.values(part.results)) walk(child);
  };
  walk(page as unknown as Part);
  return out;
}

/** One line per item: key, title and a few fields as text. */
export function RowsView(props: { items: readonly WorkItem[]; identifier: string }): ReactElement {
  return createElement(
    'div',
    { role: 'list' },
    props.items.map((w) =>
      createElement(
        'div',
        { key: w.id, role: 'listitem', className: 'lc-row' },
        createElement('span', { className: 'lc-key' }, `${props.identifier}-${w.sequence_id}`),
        createElement('span', { className: 'lc-name' }, w.name),
        createElement('span', { className: 'lc-cell' }, w.priority),
        createElement('span', { className: 'lc-cell' }, w.target_date ?? '—'),
        createElement('span', { className: 'lc-cell' }, `${w.assignee_ids.length} assignees`),
        createElement('span', { className: 'lc-cell' }, `${w.label_ids.length} labels`),
      ),
    ),
  );
}
