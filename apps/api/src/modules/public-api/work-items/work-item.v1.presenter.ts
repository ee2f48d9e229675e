import type { WorkItem } from '@cairn/types';
import type { DbOrTx } from '../../../data/db';
import { listLabels } from '../../../data/repositories/labels.repository';
import { findLiveWorkItems } from '../../../data/repositories/events.repository';
import { listModules } from '../../../data/repositories/modules.repository';
import { findProject } from '../../../data/repositories/projects.repository';
import { listStates } from '../../../data/repositories/states.repository';
import { listActiveMembers } from '../../../data/repositories/workspace-members.repository';
import type { ModuleRow } from '../../../data/schema/planning.schema';
import type { LabelRow, ProjectRow, StateRow } from '../../../data/schema/projects.schema';
import { stripRichText } from '../../work-items/rich-text';
import { presentWorkItem } from '../../work-items/work-items.presenter';
import { csvParam, pickFields } from '../v1-fields';

// The seed system's v1 work item (its WorkItem model): references are ids under the seed's names (state, labels,
// assignees, parent, project, workspace, estimate_point, type); `expand` swaps state, labels, assignees, project and
// module for the objects; `fields` trims. Built from the app's work item wire shape, so every rule stays in one place.

/** A v1 work item (ids or, when expanded, objects). */
export type V1WorkItem = Record<string, unknown>;

/** The names `expand` understands on a work item (others are ignored, as the seed does). */
export const V1_WORK_ITEM_EXPANDS = ['state', 'labels', 'assignees', 'project', 'module'] as const;
type Expand = (typeof V1_WORK_ITEM_EXPANDS)[number];

/** The app's work item → the seed's v1 shape (no expansion). */
export function presentV1WorkItem(item: WorkItem): V1WorkItem {
  return {
    id: item.id,
    name: item.name,
    sequence_id: item.sequence_id,
    description_html: item.description_html,
    description_stripped: stripRichText(item.description_html),
    project: item.project_id,
    workspace: item.workspace_id,
    state: item.state_id,
    parent: item.parent_id,
    estimate_point: item.estimate_point,
    priority: item.priority,
    labels: item.label_ids,
    assignees: item.assignee_ids,
    type: item.type_id,
    cycle: item.cycle_id,
    modules: item.module_ids,
    start_date: item.start_date,
    target_date: item.target_date,
    sort_order: item.sort_order,
    is_draft: item.is_draft,
    archived_at: item.archived_at,
    completed_at: item.completed_at,
    created_at: item.created_at,
    updated_at: item.updated_at,
    deleted_at: item.deleted_at,
    created_by: item.created_by,
    updated_by: item.updated_by,
    external_source: null,
    external_id: null,
  };
}

function v1State(row: StateRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    group: row.group,
    sequence: row.sequence,
    default: row.default,
    project: row.project_id,
    workspace: row.workspace_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function v1Label(row: LabelRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    parent: row.parent,
    sort_order: row.sort_order,
    project: row.project_id,
    workspace: row.workspace_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function v1Project(row: ProjectRow) {
  return {
    id: row.id,
    name: row.name,
    identifier: row.identifier,
    description: row.description,
    workspace: row.workspace_id,
    archived_at: row.archived_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function v1Module(row: ModuleRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    start_date: row.start_date,
    target_date: row.target_date,
    status: row.status,
    lead: row.lead_id,
    project: row.project_id,
    workspace: row.workspace_id,
    archived_at: row.archived_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * v1 work items with `expand` applied and `fields` kept, in the same order. Expansion loads what the page needs in one
 * statement per expanded kind (states, labels, members, projects, modules of the items' workspace), never per row.
 */
export async function presentV1WorkItems(h: DbOrTx, workspaceId: string, items: WorkItem[], userId: string, query: { expand?: string; fields?: string }): Promise<V1WorkItem[]> {
  const wanted = new Set(csvParam(query.expand).filter((e): e is Expand => (V1_WORK_ITEM_EXPANDS as readonly string[]).includes(e)));
  const projectIds = [...new Set(items.map((i) => i.project_id))];
  const states = new Map<string, ReturnType<typeof v1State>>();
  const labels = new Map<string, ReturnType<typeof v1Label>>();
  const users = new Map<string, Record<string, unknown>>();
  const projects = new Map<string, ReturnType<typeof v1Project>>();
  const modules = new Map<string, ReturnType<typeof v1Module>>();
  if (items.length && wanted.has('state')) for (const p of projectIds) for (const s of await listStates(h, workspaceId, p)) states.set(s.id, v1State(s));
  if (items.length && wanted.has('labels')) for (const l of await listLabels(h, workspaceId, projectIds)) labels.set(l.id, v1Label(l));
  if (items.length && wanted.has('assignees')) {
    for (const m of await listActiveMembers(h, workspaceId, userId)) {
      const u = m.user;
      users.set(u.id, { id: u.id, first_name: u.first_name, last_name: u.last_name, display_name: u.display_name, avatar: u.avatar_url ?? '', avatar_url: u.avatar_url });
    }
  }
  if (items.length && wanted.has('project')) {
    for (const p of projectIds) {
      const row = await findProject(h, workspaceId, p);
      if (row) projects.set(p, v1Project(row));
    }
  }
  if (items.length && wanted.has('module')) for (const m of await listModules(h, workspaceId, projectIds, 'live')) modules.set(m.id, v1Module(m));
  return items.map((item) => {
    const out = presentV1WorkItem(item);
    if (wanted.has('state')) out.state = item.state_id ? (states.get(item.state_id) ?? null) : null;
    if (wanted.has('labels')) out.labels = item.label_ids.flatMap((id) => (labels.has(id) ? [labels.get(id)] : []));
    // A former member stays assigned: the id is kept when the user is no longer an active member.
    if (wanted.has('assignees')) out.assignees = item.assignee_ids.map((id) => users.get(id) ?? { id });
    if (wanted.has('project')) out.project = projects.get(item.project_id) ?? item.project_id;
    if (wanted.has('module')) out.module = item.module_ids.length ? (modules.get(item.module_ids[0]) ?? null) : null;
    return pickFields(out, query.fields);
  });
}

/** One v1 work item with `expand` and `fields`. */
export async function presentV1WorkItemWith(h: DbOrTx, workspaceId: string, item: WorkItem, userId: string, query: { expand?: string; fields?: string }): Promise<V1WorkItem> {
  const [out] = await presentV1WorkItems(h, workspaceId, [item], userId, query);
  return out;
}

/**
 * The v1 shape of a live work item for webhook payloads (server-internal: no access checks); null when it does not
 * exist in the workspace (or is deleted). `is_subscribed` is not part of the v1 shape, so no user is needed.
 */
export async function loadV1WorkItem(db: DbOrTx, workspaceId: string, id: string): Promise<Record<string, unknown> | null> {
  const [row] = await findLiveWorkItems(db, workspaceId, [id]);
  if (!row) return null;
  return presentV1WorkItem(await presentWorkItem(db, workspaceId, row, '00000000-0000-0000-0000-000000000000'));
}
