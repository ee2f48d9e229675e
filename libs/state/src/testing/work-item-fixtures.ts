import type { Attachment, Comment, HistoryEntry, Link, RelatedWorkItem, WorkItem, WorkspaceDraft } from '@cairn/types';

const STAMP = '2025-01-01T00:00:00.000Z';

function id(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** Work-item area builders (project 1 of workspace 1; user 1 the actor). Merged into `fixtures`. */
export const workItemFixtures = {
  /** Work item n of project 1 (sequence n, state 1 backlog, no parent). */
  workItem: (n: number, over: Partial<WorkItem> = {}): WorkItem => ({
    id: id(2000 + n), workspace_id: id(101), project_id: id(501), sequence_id: n, name: `Item ${n}`, description_html: '<p></p>',
    sort_order: 65535 * n, state_id: id(601), state__group: 'backlog', priority: 'none', label_ids: [], assignee_ids: [], estimate_point: null,
    sub_issues_count: 0, attachment_count: 0, link_count: 0, parent_id: null, cycle_id: null, module_ids: [], type_id: null, created_at: STAMP,
    updated_at: STAMP, start_date: null, target_date: null, completed_at: null, archived_at: null, deleted_at: null, created_by: id(1),
    updated_by: null, is_draft: false, is_subscribed: false, is_epic: false, ...over,
  }),
  /** The lite form of work item n as a relation entry. */
  relatedWorkItem: (n: number, relation_type: RelatedWorkItem['relation_type'], over: Partial<RelatedWorkItem> = {}): RelatedWorkItem => ({
    id: id(2000 + n), project_id: id(501), sequence_id: n, name: `Item ${n}`, state_id: id(601), state__group: 'backlog', priority: 'none',
    is_epic: false, relation_type, ...over,
  }),
  /** Comment n on work item 1 by user 1. */
  comment: (n: number, over: Partial<Comment> = {}): Comment => ({
    id: id(3000 + n), workspace_id: id(101), project_id: id(501), issue: id(2001), actor: id(1), comment_html: `<p>Comment ${n}</p>`,
    access: 'INTERNAL', created_at: `2025-01-01T00:00:0${n % 10}.000Z`, updated_at: STAMP, edited_at: null, comment_reactions: [], ...over,
  }),
  /** Link n of work item 1. */
  link: (n: number, over: Partial<Link> = {}): Link => ({
    id: id(4000 + n), issue: id(2001), url: `https://example.com/${n}`, title: `Link ${n}`, metadata: {}, created_by: id(1), created_at: STAMP,
    updated_at: STAMP, ...over,
  }),
  /** Attachment n of work item 1. */
  attachment: (n: number, over: Partial<Attachment> = {}): Attachment => ({
    id: id(5000 + n), issue_id: id(2001), project_id: id(501), attributes: { name: `file-${n}.png`, type: 'image/png', size: 100 * n },
    asset_url: `/api/assets/v2/files/${id(5000 + n)}/`, is_uploaded: true, created_by: id(1), created_at: STAMP, updated_at: STAMP, ...over,
  }),
  /** Workspace draft n of workspace 1 (no project). */
  workspaceDraft: (n: number, over: Partial<WorkspaceDraft> = {}): WorkspaceDraft => ({
    id: id(6000 + n), workspace_id: id(101), project_id: null, name: `Draft ${n}`, description_html: '', priority: 'none', state_id: null,
    estimate_point: null, parent_id: null, type_id: null, label_ids: [], assignee_ids: [], start_date: null, target_date: null, created_by: id(1),
    created_at: STAMP, updated_at: STAMP, ...over,
  }),
  /** Activity entry n of work item 1 (a property change). */
  activity: (n: number, over: Partial<HistoryEntry> = {}): HistoryEntry => ({
    id: id(7000 + n), issue: id(2001), project_id: id(501), workspace_id: id(101), actor: id(1), verb: 'updated', field: 'priority',
    old_value: 'none', new_value: 'high', old_identifier: null, new_identifier: null, comment: 'changed the priority', created_at: STAMP,
    activity_type: 'issue-property', ...over,
  } as HistoryEntry),
};
