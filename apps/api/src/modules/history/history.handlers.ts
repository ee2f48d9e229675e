import { ACTIVITY_TYPES, type Activity, type ActivityType, type HistoryEntry } from '@cairn/types';
import type { Db } from '../../data/db';
import { listComments } from '../../data/repositories/comments.repository';
import { listCommentReactions } from '../../data/repositories/reactions.repository';
import { listActivities } from '../../data/repositories/work-item-activities.repository';
import type { WorkItemActivityRow } from '../../data/schema/work-items.schema';
import { badRequest } from '../../http/errors';
import { presentCommentsWithPeople } from '../comments/comments.presenter';
import { fillActivityNames } from './activity-names';
import { requireWorkItem, WORK_ITEM_READERS } from '../work-items/work-items.policy';

/** Where a history call points: workspace slug, project and work item from the URL. */
export interface HistoryTarget {
  slug: string;
  projectId: string;
  workItemId: string;
}

/**
 * Activity row → wire shape. old_value/new_value are display values the feed shows in words (state, label and estimate
 * point names, assignee display names, PROJ-12 for a parent, YYYY-MM-DD dates, priority keys, urls, file names,
 * relation targets' keys); old_identifier/new_identifier the ids behind them. `comment` is a plain-English fallback.
 */
export function presentActivity(row: WorkItemActivityRow): Activity {
  return {
    id: row.id,
    issue: row.work_item_id,
    project_id: row.project_id,
    workspace_id: row.workspace_id,
    actor: row.actor_id,
    verb: row.verb === 'created' || row.verb === 'deleted' ? row.verb : 'updated',
    field: row.field,
    old_value: row.old_value,
    new_value: row.new_value,
    old_identifier: row.old_identifier,
    new_identifier: row.new_identifier,
    comment: row.comment,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Parses ?activity_type= (comma list of issue-property, epic-property, issue-comment, epic-comment; empty = all) into
 * which kinds to include. issue- and epic- name the same kind: the entries are labelled by what the item is.
 */
export function parseActivityTypes(value: string | undefined): { properties: boolean; comments: boolean } {
  const parts = (value ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return { properties: true, comments: true };
  const unknown = parts.filter((p) => !ACTIVITY_TYPES.includes(p as ActivityType));
  if (unknown.length) {
    const message = `Unknown activity_type: ${unknown.join(', ')}`;
    throw badRequest(message, { activity_type: [message] });
  }
  return { properties: parts.some((p) => p.endsWith('-property')), comments: parts.some((p) => p.endsWith('-comment')) };
}

/** GET issues/{id}/history/ (readers): activity rows and comments merged by created_at, oldest first. */
export async function listWorkItemHistory(db: Db, target: HistoryTarget, userId: string, activityType: string | undefined): Promise<HistoryEntry[]> {
  const kinds = parseActivityTypes(activityType);
  const access = await requireWorkItem(db, target.slug, target.projectId, target.workItemId, userId, WORK_ITEM_READERS);
  const ws = access.workspace.id;
  const epic = access.item.is_epic;
  const entries: Array<{ at: number; order: number; entry: HistoryEntry }> = [];
  if (kinds.properties) {
    const rows = await listActivities(db, ws, target.projectId, access.item.id);
    for (const row of await fillActivityNames(db, { workspaceId: ws, projectId: target.projectId, projectIdentifier: access.project.identifier }, rows)) {
      entries.push({ at: row.created_at.getTime(), order: entries.length, entry: { ...presentActivity(row), activity_type: epic ? 'epic-property' : 'issue-property' } });
    }
  }
  if (kinds.comments) {
    const rows = await listComments(db, ws, target.projectId, access.item.id);
    const comments = await presentCommentsWithPeople(db, rows, await listCommentReactions(db, ws, target.projectId, rows.map((r) => r.id)));
    for (const [i, comment] of comments.entries()) {
      entries.push({ at: rows[i].created_at.getTime(), order: entries.length, entry: { ...comment, activity_type: epic ? 'epic-comment' : 'issue-comment' } });
    }
  }
  // Stable: at equal times activity comes before comments (as each list is already ordered).
  return entries.sort((a, b) => a.at - b.at || a.order - b.order).map((e) => e.entry);
}
