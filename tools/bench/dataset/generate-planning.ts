// The cycles and modules of one bench project (issue 13): two-week cycles from half a year back to one upcoming
// cycle (the one around the anchor is current), six modules, and the items spread over them. Works on the rows
// generate-work-items.ts made, from its own random stream (adding these draws shifts nothing else).
import type { Rng } from './prng';
import type { Row } from './generate-work-items';

const DAY_MS = 86_400_000;
/** Cycle length and how many lie before the current one. */
const CYCLE_DAYS = 14;
const PAST_CYCLES = 12;
/** Share of items created inside a cycle's window that were planned into it. */
const IN_CYCLE = 0.55;
const MODULE_NAMES = ['Onboarding', 'Billing', 'Search', 'Mobile', 'Reporting', 'Integrations'];
const MODULE_STATUSES = ['completed', 'in-progress', 'in-progress', 'planned', 'backlog', 'paused'];

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What the planning rows of one project need. */
export interface PlanningContext {
  scope: { workspace_id: string; project_id: string };
  ownerId: string;
  memberIds: string[];
  anchor: Date;
  stamp: { created_at: string; updated_at: string };
}

/** The rows: cycles, modules, module members and links, and the item memberships (cycle_id is set on the items). */
export interface PlanningRows {
  cycles: Row[];
  modules: Row[];
  module_members: Row[];
  module_links: Row[];
  work_item_modules: Row[];
}

/** Adds cycle_id to EVERY work item row (null when in no cycle: the loader wants one column set) and makes the rows. */
export function generatePlanning(rng: Rng, ctx: PlanningContext, items: Row[]): PlanningRows {
  const out: PlanningRows = { cycles: [], modules: [], module_members: [], module_links: [], work_item_modules: [] };
  const anchorDay = Date.UTC(ctx.anchor.getUTCFullYear(), ctx.anchor.getUTCMonth(), ctx.anchor.getUTCDate());
  // The current cycle started up to a week before the anchor; PAST_CYCLES before it, one after it.
  const currentStart = anchorDay - 6 * DAY_MS;
  const windows: Array<{ id: string; start: number; end: number }> = [];
  for (let n = -PAST_CYCLES; n <= 1; n += 1) {
    const start = currentStart + n * CYCLE_DAYS * DAY_MS;
    const end = start + (CYCLE_DAYS - 1) * DAY_MS;
    const id = rng.uuid();
    const label = n === 0 ? 'current' : n > 0 ? 'next' : `${-n} back`;
    out.cycles.push({
      id, ...ctx.scope, name: `Sprint ${PAST_CYCLES + n + 1}`, description: `Two weeks (${label}).`, start_date: day(start), end_date: day(end),
      owned_by_id: ctx.ownerId, sort_order: 65535 + (n + PAST_CYCLES) * 10000, version: 1, archived_at: null, created_by: ctx.ownerId, updated_by: ctx.ownerId,
      ...ctx.stamp,
    });
    windows.push({ id, start, end: end + DAY_MS });
  }
  const moduleIds = MODULE_NAMES.map((name, m) => {
    const id = rng.uuid();
    const start = anchorDay - rng.int(20, 160) * DAY_MS;
    out.modules.push({
      id, ...ctx.scope, name, description: `${name} work.`, start_date: day(start), target_date: day(start + rng.int(30, 150) * DAY_MS), status: MODULE_STATUSES[m],
      lead_id: rng.pick(ctx.memberIds), sort_order: 65535 + m * 10000, archived_at: null, created_by: ctx.ownerId, updated_by: ctx.ownerId, ...ctx.stamp,
    });
    for (const member_id of rng.weightedDistinct(ctx.memberIds, ctx.memberIds.map(() => 1), rng.int(1, 4))) {
      out.module_members.push({ ...ctx.scope, module_id: id, member_id, created_at: ctx.stamp.created_at });
    }
    for (let k = 0; k < 2; k += 1) {
      out.module_links.push({
        id: rng.uuid(), ...ctx.scope, module_id: id, title: k === 0 ? `${name} spec` : `${name} board`, url: `https://example.com/${name.toLowerCase()}/${k}`,
        created_by: ctx.ownerId, updated_by: ctx.ownerId, ...ctx.stamp,
      });
    }
    return id;
  });
  for (const item of items) {
    const created = Date.parse(String(item.created_at));
    const window = windows.find((w) => created >= w.start && created < w.end);
    item.cycle_id = window && rng.chance(IN_CYCLE) ? window.id : null;
    const count = rng.weighted([0, 1, 2], [60, 32, 8]);
    for (const module_id of rng.weightedDistinct(moduleIds, moduleIds.map(() => 1), count)) {
      out.work_item_modules.push({ ...ctx.scope, work_item_id: item.id, module_id, created_by: item.created_by, created_at: item.created_at });
    }
  }
  return out;
}
