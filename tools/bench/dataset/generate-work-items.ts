// The work items of one project, with their assignees, labels, subscribers and 'created' activity rows.
import { zipfWeights, type Rng } from './prng';
import { BENCH_STATES, OBJECTS, PRIORITY_MIX, QUALIFIERS, SENTENCES, VERBS } from './vocabulary';

const DAY_MS = 86_400_000;
/** How far back the oldest items were created. */
const SPAN_DAYS = 540;
/** Items older than this are mostly finished. */
const OLD_DAYS = 120;
/** The API's sort_order for a project's first item and the step after the highest (work-item-create.command.ts). */
const FIRST_SORT_ORDER = 65535;
const SORT_STEP = 10000;

/** A table row as stored (column name → value; timestamps as ISO text, dates as YYYY-MM-DD). */
export type Row = Record<string, unknown>;

/** What the work items of one project need to know about it. */
export interface ProjectContext {
  workspaceId: string;
  projectId: string;
  /** State ids in BENCH_STATES order. */
  stateIds: string[];
  /** Label ids items may carry (the children of the label groups). */
  labelIds: string[];
  /** Non-guest project members: they create and get assigned. */
  memberIds: string[];
  items: number;
  anchor: Date;
}

/** The rows one project's work items produce. */
export interface WorkItemRows {
  work_items: Row[];
  work_item_assignees: Row[];
  work_item_labels: Row[];
  work_item_subscribers: Row[];
  work_item_activities: Row[];
  /** Items not archived (what the project list shows). */
  liveItems: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);

/** A random order of `items` (Fisher–Yates on a copy). */
function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Picks a state index: old items are mostly done or cancelled, recent ones spread over the board. */
function pickState(rng: Rng, ageDays: number): number {
  const indexes = BENCH_STATES.map((_, i) => i);
  const weights = BENCH_STATES.map((s) => {
    if (ageDays <= OLD_DAYS) return s.weight;
    if (s.group === 'completed') return s.weight * 2.5;
    if (s.group === 'cancelled') return s.weight * 1.5;
    return s.group === 'backlog' ? s.weight : s.weight * 0.4;
  });
  return rng.weighted(indexes, weights);
}

function itemName(rng: Rng): string {
  const qualifier = rng.pick(QUALIFIERS);
  return `${rng.pick(VERBS)} ${rng.pick(OBJECTS)}${qualifier ? ` ${qualifier}` : ''}`;
}

/** Generates one project's work items (sequence 1…n, oldest first) and their related rows. */
export function generateWorkItems(rng: Rng, ctx: ProjectContext): WorkItemRows {
  const out: WorkItemRows = { work_items: [], work_item_assignees: [], work_item_labels: [], work_item_subscribers: [], work_item_activities: [], liveItems: 0 };
  const anchorMs = ctx.anchor.getTime();
  // Popularity differs per project: shuffle before giving Zipf weights.
  const members = shuffled(rng, ctx.memberIds);
  const memberWeights = zipfWeights(members.length, 0.8);
  const labels = shuffled(rng, ctx.labelIds);
  const labelWeights = zipfWeights(labels.length, 0.9);
  const priorities = PRIORITY_MIX.map(([p]) => p);
  const priorityWeights = PRIORITY_MIX.map(([, w]) => w);
  // Creation times skewed towards the recent past, oldest first so sequence ids follow creation.
  const ages = Array.from({ length: ctx.items }, () => SPAN_DAYS * Math.pow(rng.next(), 1.6)).sort((a, b) => b - a);
  const depth: number[] = [];
  const ids: string[] = [];
  const scope = { workspace_id: ctx.workspaceId, project_id: ctx.projectId };

  for (let index = 0; index < ctx.items; index += 1) {
    const sequence = index + 1;
    const id = rng.uuid();
    const createdMs = Math.floor(anchorMs - ages[index] * DAY_MS);
    const stateIndex = pickState(rng, ages[index]);
    const group = BENCH_STATES[stateIndex].group;
    const finished = group === 'completed' || group === 'cancelled';
    const completedMs = group === 'completed' ? Math.min(anchorMs, createdMs + rng.int(1, 45) * DAY_MS + rng.int(0, DAY_MS)) : null;
    const archivedMs = finished && ages[index] > OLD_DAYS && rng.chance(0.03) ? Math.min(anchorMs, (completedMs ?? createdMs) + 30 * DAY_MS) : null;
    const updatedMs = Math.min(anchorMs, Math.max(createdMs, completedMs ?? 0, archivedMs ?? 0) + rng.int(0, 5 * DAY_MS));
    let targetMs: number | null = rng.chance(0.45) ? createdMs + rng.int(3, 60) * DAY_MS : null;
    let startMs: number | null = null;
    if (rng.chance(0.35)) startMs = targetMs === null ? createdMs + rng.int(0, 30) * DAY_MS : targetMs - rng.int(0, 20) * DAY_MS;
    if (startMs !== null && targetMs !== null && day(startMs) > day(targetMs)) targetMs = startMs;

    // Sub-items: about 15% have a parent among the previous 300 items, at most two levels deep.
    let parentId: string | null = null;
    if (index >= 10 && rng.chance(0.15)) {
      const candidate = rng.int(Math.max(0, index - 300), index - 1);
      if (depth[candidate] < 2) parentId = ids[candidate];
      depth.push(parentId ? depth[candidate] + 1 : 0);
    } else {
      depth.push(0);
    }
    ids.push(id);

    // Most items keep the API's order; one in ten was dragged somewhere above its place.
    const appended = FIRST_SORT_ORDER + index * SORT_STEP;
    const sortOrder = index > 0 && rng.chance(0.1) ? FIRST_SORT_ORDER + rng.next() * index * SORT_STEP : appended;
    const name = itemName(rng);
    const sentence = rng.chance(0.45) ? rng.pick(SENTENCES) : '';
    const creator = rng.weighted(members, memberWeights);
    const assignees = rng.weightedDistinct(members, memberWeights, rng.weighted([0, 1, 2, 3], [25, 55, 15, 5]));
    const itemLabels = rng.weightedDistinct(labels, labelWeights, rng.weighted([0, 1, 2, 3], [35, 40, 18, 7]));

    out.work_items.push({
      id,
      ...scope,
      sequence_id: sequence,
      name,
      description_html: sentence ? `<p>${sentence}</p>` : '<p></p>',
      description_stripped: sentence,
      priority: rng.weighted(priorities, priorityWeights),
      state_id: ctx.stateIds[stateIndex],
      sort_order: sortOrder,
      parent_id: parentId,
      start_date: startMs === null ? null : day(startMs),
      target_date: targetMs === null ? null : day(targetMs),
      completed_at: completedMs === null ? null : iso(completedMs),
      archived_at: archivedMs === null ? null : iso(archivedMs),
      is_draft: false,
      is_epic: false,
      created_by: creator,
      updated_by: creator,
      created_at: iso(createdMs),
      updated_at: iso(updatedMs),
    });
    if (archivedMs === null) out.liveItems += 1;
    const at = iso(createdMs);
    for (const assignee_id of assignees) out.work_item_assignees.push({ ...scope, work_item_id: id, assignee_id, created_at: at });
    for (const label_id of itemLabels) out.work_item_labels.push({ ...scope, work_item_id: id, label_id, created_at: at });
    // As the API does: the creator and the assignees are subscribed.
    for (const subscriber_id of new Set([creator, ...assignees])) out.work_item_subscribers.push({ ...scope, work_item_id: id, subscriber_id, created_at: at });
    out.work_item_activities.push({
      ...scope,
      work_item_id: id,
      actor_id: creator,
      verb: 'created',
      field: null,
      new_value: name,
      new_identifier: id,
      comment: 'created the work item',
      is_epic: false,
      created_at: at,
    });
  }
  return out;
}
