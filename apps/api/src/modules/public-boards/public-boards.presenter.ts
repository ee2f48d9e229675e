import {
  PUBLISH_LAYOUTS, type PublicBoardMeta, type PublicBoardSettings, type PublicCycle, type PublicLabel, type PublicModule, type PublicPerson,
  type PublicState, type PublicWorkItem, type PublishViewProps, type StateGroup,
} from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { listCycles } from '../../data/repositories/cycles.repository';
import type { AnchorTarget } from '../../data/repositories/deploy-boards.repository';
import { listLabels } from '../../data/repositories/labels.repository';
import { listModules } from '../../data/repositories/modules.repository';
import { listProjectMembers } from '../../data/repositories/project-members.repository';
import { listStates } from '../../data/repositories/states.repository';
import type { ItemExtras } from '../../data/repositories/work-items-details.repository';
import type { CycleRow, ModuleRow } from '../../data/schema/planning.schema';
import type { LabelRow, StateRow } from '../../data/schema/projects.schema';
import type { WorkItemRow } from '../../data/schema/work-items.schema';
import { commentCounts, reactionCounts, toPublicPerson, voteSummaries } from './interactions/public-interactions.query';

// Rows → the public shapes of libs/types publish.schema.ts. Only the listed fields leave: names, colours and dates,
// ids that resolve against the board's own lists, never emails, slugs, workspace or creator ids.

/** The board's layouts, every layout named (absent → false). */
export function presentViewProps(stored: Record<string, boolean>): PublishViewProps {
  return Object.fromEntries(PUBLISH_LAYOUTS.map((l) => [l, stored[l] === true])) as PublishViewProps;
}

/** settings/: the switches, the layouts and the layout the viewer opens (the first offered; list when none is). */
export function presentSettings(target: AnchorTarget): PublicBoardSettings {
  const b = target.board;
  const viewProps = presentViewProps(b.view_props);
  return {
    anchor: b.anchor,
    entity_name: b.view_id === null ? 'project' : 'view',
    is_comments_enabled: b.is_comments_enabled,
    is_reactions_enabled: b.is_reactions_enabled,
    is_votes_enabled: b.is_votes_enabled,
    is_intake_enabled: b.is_intake_enabled,
    is_activity_enabled: b.is_activity_enabled,
    is_indexable: b.is_indexable,
    view_props: viewProps,
    default_layout: PUBLISH_LAYOUTS.find((l) => viewProps[l]) ?? 'list',
  };
}

/** meta/: names for the viewer's header. */
export function presentMeta(target: AnchorTarget): PublicBoardMeta {
  const { workspace, project, view } = target;
  return {
    workspace: { name: workspace.name, logo_url: workspace.logo_url },
    project: { name: project.name, identifier: project.identifier, description: project.description, logo_props: project.logo_props ?? null },
    view: target.board.view_id !== null && view ? { name: view.name, description: view.description } : null,
  };
}

/** The board's own lists: what its items' ids may name. */
export interface BoardLists {
  states: PublicState[];
  labels: PublicLabel[];
  members: PublicPerson[];
  cycles: PublicCycle[];
  modules: PublicModule[];
}

const presentState = (s: StateRow): PublicState => ({ id: s.id, name: s.name, color: s.color, group: s.group as StateGroup, sequence: s.sequence });
const presentLabel = (l: LabelRow): PublicLabel => ({ id: l.id, name: l.name, color: l.color, parent: l.parent });
const presentCycle = (c: CycleRow): PublicCycle => ({ id: c.id, name: c.name, start_date: c.start_date, end_date: c.end_date });
const presentModule = (m: ModuleRow): PublicModule => ({ id: m.id, name: m.name, status: m.status, start_date: m.start_date, target_date: m.target_date });

/** The project's states. */
export async function boardStates(h: DbOrTx, target: AnchorTarget): Promise<PublicState[]> {
  return (await listStates(h, target.workspace.id, target.project.id)).map(presentState);
}

/** The project's labels. */
export async function boardLabels(h: DbOrTx, target: AnchorTarget): Promise<PublicLabel[]> {
  return (await listLabels(h, target.workspace.id, [target.project.id])).map(presentLabel);
}

/** The project's members who are active in the workspace: id, display name, avatar (never the email). */
export async function boardMembers(h: DbOrTx, target: AnchorTarget): Promise<PublicPerson[]> {
  return (await listProjectMembers(h, target.workspace.id, target.project.id)).map((m) => toPublicPerson(m.user));
}

/** The project's cycles that are not archived. */
export async function boardCycles(h: DbOrTx, target: AnchorTarget): Promise<PublicCycle[]> {
  return (await listCycles(h, target.workspace.id, [target.project.id], { archived: false })).map(presentCycle);
}

/** The project's modules that are not archived. */
export async function boardModules(h: DbOrTx, target: AnchorTarget): Promise<PublicModule[]> {
  return (await listModules(h, target.workspace.id, [target.project.id], 'live')).map(presentModule);
}

/** The ids an item may name: labels, members, cycles, modules of the board (states are always the project's). */
export interface BoardRefs {
  labels: Set<string>;
  members: Set<string>;
  cycles: Set<string>;
  modules: Set<string>;
}

/** BoardRefs of loaded lists. */
export function refsOf(lists: Pick<BoardLists, 'labels' | 'members' | 'cycles' | 'modules'>): BoardRefs {
  const ids = (rows: Array<{ id: string }>) => new Set(rows.map((r) => r.id));
  return { labels: ids(lists.labels), members: ids(lists.members), cycles: ids(lists.cycles), modules: ids(lists.modules) };
}

/** Loads BoardRefs (4 statements, whatever the page size). */
export async function loadBoardRefs(h: DbOrTx, target: AnchorTarget): Promise<BoardRefs> {
  // One after another: a request holds one pooled connection at a time.
  const labels = await boardLabels(h, target);
  const members = await boardMembers(h, target);
  const cycles = await boardCycles(h, target);
  const modules = await boardModules(h, target);
  return refsOf({ labels, members, cycles, modules });
}

/**
 * Items → public list rows: references narrowed to the board's lists, with comment counts, votes and reactions read
 * for the whole page at once (3 statements). `extras` must hold every row's label, assignee and module ids.
 */
export async function presentPublicItems(
  h: DbOrTx,
  target: AnchorTarget,
  rows: WorkItemRow[],
  extras: Map<string, ItemExtras>,
  refs: BoardRefs,
  userId: string | null,
): Promise<PublicWorkItem[]> {
  const ids = rows.map((r) => r.id);
  const comments = await commentCounts(h, ids, target);
  const votes = await voteSummaries(h, ids, userId, target);
  const reactions = await reactionCounts(h, ids, userId, target);
  return rows.map((r) => {
    const x = extras.get(r.id);
    return {
      id: r.id,
      sequence_id: r.sequence_id,
      name: r.name,
      state_id: r.state_id,
      priority: r.priority as PublicWorkItem['priority'],
      label_ids: (x?.label_ids ?? []).filter((id) => refs.labels.has(id)),
      assignee_ids: (x?.assignee_ids ?? []).filter((id) => refs.members.has(id)),
      cycle_id: r.cycle_id !== null && refs.cycles.has(r.cycle_id) ? r.cycle_id : null,
      module_ids: (x?.module_ids ?? []).filter((id) => refs.modules.has(id)),
      start_date: r.start_date,
      target_date: r.target_date,
      sort_order: r.sort_order,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      completed_at: r.completed_at ? r.completed_at.toISOString() : null,
      comment_count: comments.get(r.id) ?? 0,
      votes: votes.get(r.id) ?? { up: 0, down: 0, mine: 0 },
      reactions: reactions.get(r.id) ?? [],
    };
  });
}
