import { NONE_FILTER_VALUE, type NormalizedWorkItemQuery, type WorkItemLayout } from '@cairn/types';
import { ISSUE_META_KEYS } from '../schema/schema';
import type { SqlBind } from '../sqlite/local-database';

/** The list contexts the cache answers (drafts and epics are not cached). */
export const LOCAL_QUERY_CONTEXTS = ['project', 'archived', 'cycle', 'module', 'workspace', 'profile-assigned', 'profile-created', 'profile-subscribed'] as const;
/** One list context. */
export type LocalQueryContextName = (typeof LOCAL_QUERY_CONTEXTS)[number];

/** Which items a list may hold before its filters — the server's list scope, as the client knows it. */
export interface LocalQueryContext {
  workspaceId: string;
  /** The context's projects: the project (project, archived) or every project the caller can see (workspace, profile). */
  projectIds: string[];
  context: LocalQueryContextName;
  /** The caller. */
  userId: string;
  /** A guest without guest_view_all_features: only items created by userId, in every project of projectIds. */
  guestOwnOnly?: boolean;
  /** Projects (of projectIds) where only the caller's own items are visible, for workspace lists mixing roles. */
  ownOnlyProjectIds?: string[];
  /** Profile lists: whose list it is (default userId). */
  profileUserId?: string;
  /** The cycle of a cycle list (context 'cycle'). */
  cycleId?: string;
  /** The module of a module list (context 'module'). */
  moduleId?: string;
  /** The layout asking (informational: the sort key rule is the caller's, see CONTEXT.md). */
  layout?: WorkItemLayout;
}

/** SQL text with its positional binds. */
export interface SqlPart {
  sql: string;
  binds: SqlBind[];
}

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');
const hasMeta = (key: string, values: readonly string[]): SqlPart => ({
  sql: `EXISTS (SELECT 1 FROM issue_meta m WHERE m.issue_id = i.id AND m.key = '${key}' AND m.value IN (${marks(values)}))`,
  binds: [...values],
});

/** Whether the cache holds what the query needs; the reason when not (the caller asks the server instead). */
export function unanswerableReason(ctx: LocalQueryContext, q: NormalizedWorkItemQuery): string | null {
  // Mentions are not on the wire WorkItem, so the cache has no mention data.
  if (q.filters.mentions) return 'mentions filter';
  // is_subscribed only knows the caller.
  if (q.filters.subscriber && q.filters.subscriber.some((id) => id !== ctx.userId.toLowerCase())) return 'subscriber filter on another user';
  if (ctx.context === 'profile-subscribed' && (ctx.profileUserId ?? ctx.userId) !== ctx.userId) return "another user's subscriptions";
  // The cache's rows carry no project identifier: a search for `WR-5` is the server's.
  if (q.searchKey) return 'identifier search';
  return null;
}

/** The scope of a context: workspace, not deleted, not an epic, visible projects (own-only where so), live/archived, profile. */
function scopeParts(ctx: LocalQueryContext): SqlPart[] {
  const parts: SqlPart[] = [{ sql: `i.workspace_id = ? AND i.deleted_at IS NULL AND i.is_epic = 0 AND i.is_draft = 0`, binds: [ctx.workspaceId] }];
  const ownOnly = new Set(ctx.guestOwnOnly ? ctx.projectIds : ctx.ownOnlyProjectIds ?? []);
  const full = ctx.projectIds.filter((p) => !ownOnly.has(p));
  const visible: SqlPart[] = [];
  if (full.length) visible.push({ sql: `i.project_id IN (${marks(full)})`, binds: full });
  if (ownOnly.size) visible.push({ sql: `(i.project_id IN (${marks([...ownOnly])}) AND i.created_by = ?)`, binds: [...ownOnly, ctx.userId] });
  parts.push(visible.length ? { sql: `(${visible.map((v) => v.sql).join(' OR ')})`, binds: visible.flatMap((v) => v.binds) } : { sql: '0', binds: [] });
  parts.push({ sql: ctx.context === 'archived' ? 'i.archived_at IS NOT NULL' : 'i.archived_at IS NULL', binds: [] });
  const profileUser = ctx.profileUserId ?? ctx.userId;
  if (ctx.context === 'profile-assigned') parts.push(hasMeta(ISSUE_META_KEYS.assignee, [profileUser]));
  if (ctx.context === 'profile-created') parts.push({ sql: 'i.created_by = ?', binds: [profileUser] });
  if (ctx.context === 'profile-subscribed') parts.push({ sql: 'i.is_subscribed = 1', binds: [] });
  if (ctx.context === 'cycle') parts.push({ sql: 'i.cycle_id = ?', binds: [ctx.cycleId ?? ''] });
  if (ctx.context === 'module') parts.push(hasMeta(ISSUE_META_KEYS.module, [ctx.moduleId ?? '']));
  return parts;
}

/** cycle / module filters: ANY of the ids, or no value for 'None' (the server's cycleCondition / moduleCondition). */
function anyOrNone(column: SqlPart | null, metaKey: string | null, values: readonly string[]): SqlPart {
  const ids = values.filter((v) => v !== NONE_FILTER_VALUE);
  const parts: SqlPart[] = [];
  if (ids.length) parts.push(column ? { sql: `${column.sql} IN (${marks(ids)})`, binds: [...ids] } : hasMeta(metaKey ?? '', ids));
  if (ids.length !== values.length) {
    parts.push(column ? { sql: `${column.sql} IS NULL`, binds: [] } : { sql: `NOT EXISTS (SELECT 1 FROM issue_meta n WHERE n.issue_id = i.id AND n.key = '${metaKey}')`, binds: [] });
  }
  return { sql: parts.length === 1 ? parts[0].sql : `(${parts.map((p) => p.sql).join(' OR ')})`, binds: parts.flatMap((p) => p.binds) };
}

/**
 * The WHERE clause of a list (over `issues i`): the context's scope, then the filters (OR within a key, AND across
 * keys; labels / assignees match ANY id), sub_issue, type and search — the server's listConditions, on SQLite.
 * Call unanswerableReason first: mentions and other users' subscriptions are not answered here.
 */
export function whereClause(ctx: LocalQueryContext, q: NormalizedWorkItemQuery): SqlPart {
  const parts = scopeParts(ctx);
  const f = q.filters;
  const inList = (column: string, values: readonly string[] | undefined) => {
    if (values) parts.push({ sql: `${column} IN (${marks(values)})`, binds: [...values] });
  };
  inList('i.priority', f.priority);
  inList('i.state_id', f.state);
  inList('i.state__group', f.state_group);
  inList('i.created_by', f.created_by);
  inList('i.project_id', f.project);
  if (f.assignees) parts.push(hasMeta(ISSUE_META_KEYS.assignee, f.assignees));
  if (f.labels) parts.push(hasMeta(ISSUE_META_KEYS.label, f.labels));
  if (f.subscriber) parts.push({ sql: 'i.is_subscribed = 1', binds: [] });
  if (f.cycle) parts.push(anyOrNone({ sql: 'i.cycle_id', binds: [] }, null, f.cycle));
  if (f.module) parts.push(anyOrNone(null, ISSUE_META_KEYS.module, f.module));
  for (const key of ['start_date', 'target_date'] as const) {
    for (const bound of f[key] ?? []) parts.push({ sql: `i.${key} ${bound.op === 'gte' ? '>=' : '<='} ?`, binds: [bound.date] });
  }
  if (!q.subIssue) parts.push({ sql: 'i.parent_id IS NULL', binds: [] });
  if (q.type === 'active') parts.push({ sql: `i.state__group IN ('unstarted', 'started')`, binds: [] });
  if (q.type === 'backlog') parts.push({ sql: `i.state__group = 'backlog'`, binds: [] });
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const seq = /^\d{1,9}$/.test(q.search) ? Number(q.search) : null;
    parts.push(
      seq === null
        ? { sql: `i.name LIKE ? ESCAPE '\\'`, binds: [pattern] }
        : { sql: `(i.name LIKE ? ESCAPE '\\' OR i.sequence_id = ?)`, binds: [pattern, seq] },
    );
  }
  return { sql: parts.map((p) => p.sql).join(' AND '), binds: parts.flatMap((p) => p.binds) };
}
