import type { PublicComment, PublicPerson, PublicWorkItemDetail } from '@cairn/types';

// Test data of the spaces viewer's item detail (exported for the spaces app's tests too).
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = '2026-01-02T10:00:00.000Z';

function person(n: number, over: Partial<PublicPerson> = {}): PublicPerson {
  return { id: id(900 + n), display_name: `Person ${n}`, avatar_url: null, ...over };
}

function comment(n: number, over: Partial<PublicComment> = {}): PublicComment {
  return {
    id: id(500 + n), issue: id(1), actor: person(n), comment_html: `<p>Comment ${n}</p>`, created_at: at, edited_at: null, is_mine: false,
    reactions: [], ...over,
  };
}

function item(over: Partial<PublicWorkItemDetail> = {}): PublicWorkItemDetail {
  return {
    id: id(1), sequence_id: 7, name: 'Dark mode for the board', state_id: id(101), priority: 'high', label_ids: [id(201)], assignee_ids: [id(901)],
    cycle_id: id(301), module_ids: [id(401)], start_date: '2026-01-05', target_date: '2026-01-20', sort_order: 65535, created_at: at, updated_at: at,
    completed_at: null, comment_count: 1, votes: { up: 3, down: 1, mine: 0 }, reactions: [{ reaction: '👍', count: 2, reacted: false }],
    description_html: '<p>Please add <a href="https://example.com/x">a dark theme</a>.</p>', comments: [comment(1)], activity: [], ...over,
  };
}

/** Builders of public items, comments and people for tests. */
export const publicItemFixtures = { id, person, comment, item };
