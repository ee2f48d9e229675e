import { normalizeWorkItemListQuery, PRIORITIES, STATE_GROUPS, type Priority, type StateGroup } from '@cairn/types';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { projectMembers, projects, states } from '../schema/projects.schema';
import { users } from '../schema/users.schema';
import { workItemActivities, workItemAssignees, workItemSubscribers, workItems } from '../schema/work-items.schema';
import { workspaceMembers, workspaces } from '../schema/workspaces.schema';
import { listConditions, type WorkItemListScope } from './work-item-list-sql';

// A member's profile in a workspace (issue 17 point 2): their counts, projects and activity, always over the items the
// CALLER may see (the scope is the caller's workspaceListScope). Every number is computed here, in SQL.

const w = workItems;

/** The live, non-intake, non-epic items of the caller's scope (their visible projects, the guest own-only rule). */
function visibleItems(scope: WorkItemListScope, now: Date): SQL[] {
  return listConditions(scope, normalizeWorkItemListQuery({}, now));
}

const assignedTo = (userId: string) => sql`exists (select 1 from ${workItemAssignees} a where a.work_item_id = ${w.id} and a.assignee_id = ${userId})`;
const subscribedBy = (userId: string) => sql`exists (select 1 from ${workItemSubscribers} s where s.work_item_id = ${w.id} and s.subscriber_id = ${userId})`;
const groupOf = sql<string>`coalesce(${states.group}, 'backlog')`;

/**
 * Only the member's items (assigned, created or subscribed), as an id set the indexes give directly, so the counts never
 * scan the whole workspace.
 */
function memberItems(workspaceId: string, userId: string): SQL {
  return sql`${w.id} in (
    select a.work_item_id from ${workItemAssignees} a where a.assignee_id = ${userId} and a.workspace_id = ${workspaceId}
    union all
    select c.id from ${workItems} c where c.workspace_id = ${workspaceId} and c.created_by = ${userId}
    union all
    select s.work_item_id from ${workItemSubscribers} s where s.subscriber_id = ${userId} and s.workspace_id = ${workspaceId})`;
}

/** The member's counts over the caller's scope. */
export interface UserStatsRow {
  assigned: number;
  created: number;
  subscribed: number;
  completed: number;
  pending: number;
  state_distribution: Array<{ state_group: StateGroup; count: number }>;
  priority_distribution: Array<{ priority: Priority; count: number }>;
}

/** The member's totals and the distributions of their assigned items (two queries). */
export async function userStats(h: DbOrTx, scope: WorkItemListScope, memberId: string, now: Date): Promise<UserStatsRow> {
  const where = and(...visibleItems(scope, now), memberItems(scope.workspaceId, memberId));
  const n = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`;
  const [totals] = await h
    .select({
      assigned: n(assignedTo(memberId)),
      created: n(sql`${w.created_by} = ${memberId}`),
      subscribed: n(subscribedBy(memberId)),
      completed: n(sql`${assignedTo(memberId)} and ${states.group} = 'completed'`),
      pending: n(sql`${assignedTo(memberId)} and ${groupOf} not in ('completed', 'cancelled')`),
    })
    .from(w)
    .leftJoin(states, eq(states.id, w.state_id))
    .where(where);
  const groups = await h
    .select({ state_group: groupOf, priority: w.priority, count: sql<number>`count(*)::int` })
    .from(w)
    .leftJoin(states, eq(states.id, w.state_id))
    .where(and(where, assignedTo(memberId)))
    .groupBy(groupOf, w.priority);
  const byGroup = new Map<string, number>();
  const byPriority = new Map<string, number>();
  for (const g of groups) {
    byGroup.set(g.state_group, (byGroup.get(g.state_group) ?? 0) + g.count);
    byPriority.set(g.priority, (byPriority.get(g.priority) ?? 0) + g.count);
  }
  return {
    ...(totals ?? { assigned: 0, created: 0, subscribed: 0, completed: 0, pending: 0 }),
    state_distribution: STATE_GROUPS.map((state_group) => ({ state_group, count: byGroup.get(state_group) ?? 0 })),
    priority_distribution: PRIORITIES.map((priority) => ({ priority, count: byPriority.get(priority) ?? 0 })),
  };
}

/** The member's user row and workspace membership, when they are an active member. */
export async function findProfileMember(h: DbOrTx, workspaceId: string, memberId: string) {
  const [row] = await h
    .select({
      id: users.id, display_name: users.display_name, first_name: users.first_name, last_name: users.last_name, avatar_url: users.avatar_url,
      role: workspaceMembers.role, date_joined: workspaceMembers.created_at,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.member))
    .where(and(eq(workspaceMembers.workspace_id, workspaceId), eq(workspaceMembers.member, memberId), eq(workspaceMembers.is_active, true)))
    .limit(1);
  return row;
}

/**
 * The projects of the caller's scope the member is a project member of, by name, with the member's assigned and
 * completed counts over the items the caller sees there. One query.
 */
export async function profileProjects(h: DbOrTx, scope: WorkItemListScope, memberId: string, now: Date) {
  const ids = [...scope.projectIds, ...scope.ownOnlyProjectIds];
  if (ids.length === 0) return [];
  const visible = and(...visibleItems(scope, now), assignedTo(memberId), sql`${w.project_id} = ${projects.id}`);
  return h
    .select({
      id: projects.id, name: projects.name, identifier: projects.identifier,
      assigned: sql<number>`(select count(*)::int from ${w} left join ${states} on ${states.id} = ${w.state_id} where ${visible})`,
      completed: sql<number>`(select count(*)::int from ${w} left join ${states} on ${states.id} = ${w.state_id} where ${visible} and ${states.group} = 'completed')`,
    })
    .from(projects)
    .innerJoin(projectMembers, and(eq(projectMembers.project_id, projects.id), eq(projectMembers.member, memberId)))
    .where(and(eq(projects.workspace_id, scope.workspaceId), sql`${projects.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`))
    .orderBy(sql`lower(${projects.name})`, asc(projects.id));
}

/** Items a scope lets the caller see, as a condition on the joined work_items row (live or not; deleted never). */
function visibleInScope(scope: WorkItemListScope): SQL | null {
  const inList = (ids: string[]) => sql`${w.project_id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
  const parts: SQL[] = [];
  if (scope.projectIds.length) parts.push(inList(scope.projectIds));
  if (scope.ownOnlyProjectIds.length) parts.push(sql`(${inList(scope.ownOnlyProjectIds)} and ${w.created_by} = ${scope.userId})`);
  if (parts.length === 0) return null;
  return sql`(${w.workspace_id} = ${scope.workspaceId} and (${sql.join(parts, sql` or `)}))`;
}

/** A page of activity rows: the newest first. */
export interface ActivityPageRequest {
  limit: number;
  offset: number;
}

/**
 * The work-item activities whose actor is `actorId`, newest first, on items one of `scopes` lets the caller see (not
 * deleted, not intake requests), with the item, its project and its workspace's slug; and their total. Uses
 * work_item_activities_actor_idx. Scopes of several workspaces give the caller's own activity across them.
 */
export async function activityPage(h: DbOrTx, scopes: WorkItemListScope[], actorId: string, page: ActivityPageRequest) {
  const visible = scopes.map(visibleInScope).filter((s): s is SQL => s !== null);
  if (visible.length === 0) return { rows: [], total: 0 };
  const a = workItemActivities;
  const where = and(
    sql`${a.workspace_id} in (${sql.join(scopes.map((s) => sql`${s.workspaceId}`), sql`, `)})`,
    eq(a.actor_id, actorId), sql`${w.deleted_at} is null`, eq(w.is_intake, false), sql`(${sql.join(visible, sql` or `)})`,
  );
  const rows = await h
    .select({
      id: a.id, verb: a.verb, field: a.field, old_value: a.old_value, new_value: a.new_value, comment: a.comment, created_at: a.created_at,
      actor: a.actor_id, workspace_slug: workspaces.slug,
      item_id: w.id, item_name: w.name, sequence_id: w.sequence_id, project_id: w.project_id, project_identifier: projects.identifier, project_name: projects.name,
    })
    .from(a)
    .innerJoin(w, eq(w.id, a.work_item_id))
    .innerJoin(projects, eq(projects.id, w.project_id))
    .innerJoin(workspaces, eq(workspaces.id, a.workspace_id))
    .where(where)
    .orderBy(desc(a.created_at), desc(a.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await h.select({ n: sql<number>`count(*)::int` }).from(a).innerJoin(w, eq(w.id, a.work_item_id)).where(where);
  return { rows, total: count?.n ?? 0 };
}

/** One activity row as activityPage answers it. */
export type ActivityRow = Awaited<ReturnType<typeof activityPage>>['rows'][number];
