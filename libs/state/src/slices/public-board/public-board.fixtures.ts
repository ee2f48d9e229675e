import type {
  PublicBoardMeta, PublicBoardSettings, PublicLabel, PublicPerson, PublicState, PublicWorkItem, PublicWorkItemPage,
} from '@cairn/types';

// Test data of the spaces viewer's board (exported for the spaces app's tests too).
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = '2026-01-02T10:00:00.000Z';
/** A well-formed anchor (32 url-safe characters). */
const anchor = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

function settings(over: Partial<PublicBoardSettings> = {}): PublicBoardSettings {
  return {
    anchor, entity_name: 'project', is_comments_enabled: true, is_reactions_enabled: true, is_votes_enabled: true, is_intake_enabled: false,
    is_activity_enabled: false, is_indexable: false, view_props: { list: true, kanban: true, calendar: true, spreadsheet: true, gantt: true },
    default_layout: 'list', ...over,
  };
}

function meta(over: Partial<PublicBoardMeta> = {}): PublicBoardMeta {
  return {
    workspace: { name: 'Acme', logo_url: null },
    project: { name: 'Roadmap', identifier: 'ROAD', description: '', logo_props: { in_use: 'emoji', emoji: { value: '🗺️' } } },
    view: null,
    ...over,
  };
}

const states: PublicState[] = [
  { id: id(101), name: 'Backlog', color: '#a3a3a3', group: 'backlog', sequence: 1000 },
  { id: id(102), name: 'In progress', color: '#f59e0b', group: 'started', sequence: 2000 },
  { id: id(103), name: 'Done', color: '#16a34a', group: 'completed', sequence: 3000 },
];
const labels: PublicLabel[] = [
  { id: id(201), name: 'bug', color: '#dc2626', parent: null },
  { id: id(202), name: 'idea', color: '#2563eb', parent: null },
];
const members: PublicPerson[] = [{ id: id(901), display_name: 'Ada', avatar_url: null }];

function item(n: number, over: Partial<PublicWorkItem> = {}): PublicWorkItem {
  return {
    id: id(n), sequence_id: n, name: `Item ${n}`, state_id: id(101), priority: 'medium', label_ids: [], assignee_ids: [], cycle_id: null,
    module_ids: [], start_date: null, target_date: null, sort_order: n * 1000, created_at: at, updated_at: at, completed_at: null,
    comment_count: 0, votes: { up: 0, down: 0, mine: 0 }, reactions: [], ...over,
  };
}

const paging = { next_cursor: '', prev_cursor: '', next_page_results: false };

/** A flat page of items. */
function flatPage(items: PublicWorkItem[], over: Partial<typeof paging & { total_count: number }> = {}): PublicWorkItemPage {
  return { results: items, grouped_by: null, sub_grouped_by: null, total_count: items.length, ...paging, ...over };
}

/** A page grouped by state: every item under its state_id (or "None"); `totals` overrides a group's total_results. */
function groupedPage(items: PublicWorkItem[], totals: Record<string, number> = {}): PublicWorkItemPage {
  const results: Record<string, { results: PublicWorkItem[]; total_results: number }> = {};
  for (const s of states) results[s.id] = { results: [], total_results: 0 };
  for (const i of items) {
    const key = i.state_id ?? 'None';
    results[key] ??= { results: [], total_results: 0 };
    results[key].results.push(i);
    results[key].total_results += 1;
  }
  for (const [key, total] of Object.entries(totals)) if (results[key]) results[key].total_results = total;
  return { results, grouped_by: 'state', sub_grouped_by: null, total_count: items.length, ...paging };
}

/** Builders of a published board's answers for tests. */
export const publicBoardFixtures = { id, anchor, settings, meta, states, labels, members, item, flatPage, groupedPage };
