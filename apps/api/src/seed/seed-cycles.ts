import type { Tx } from '../data/db';
import { insertCycle, projectHasCycles, projectItemsByName } from '../data/repositories/cycles.repository';
import { listEstimates } from '../data/repositories/estimates.repository';
import { updateWorkItem } from '../data/repositories/work-items.repository';

/** A demo cycle: dates as days from the seed's day, items by name (see demo-work-items.ts) with an estimate each. */
interface DemoCycle {
  name: string;
  description: string;
  startInDays: number;
  endInDays: number;
  /** [item name, estimate value, completed this many days from the seed's day (completed items only)]. */
  items: Array<[name: string, points: string, doneInDays?: number]>;
}

/**
 * The demo cycles of the Website project: a finished two-week sprint that left work undone (to transfer), the current
 * sprint (today inside it; done, in-progress, urgent and high items) and the next one.
 */
export const DEMO_CYCLES: DemoCycle[] = [
  {
    name: 'Sprint 1',
    description: 'Clean-up before the redesign.',
    startInDays: -20,
    endInDays: -7,
    items: [
      ['Cookie banner copy review', '1', -16],
      ['Sitemap is missing new pages', '3'],
      ['Legal pages in German', '2'],
      ['Redirect old blog URLs', '2'],
    ],
  },
  {
    name: 'Sprint 2',
    description: 'The new home page and the worst bugs.',
    startInDays: -6,
    endInDays: 7,
    items: [
      ['Compress hero images', '2', -4],
      ['Typos on the about page', '1', -2],
      ['Redesign the home page', '8'],
      ['Hero section with the new illustration', '5'],
      ['Contact form sends empty emails', '3'],
      ['Lazy-load below-the-fold images', '2'],
      ['Footer links are broken on mobile', '2'],
      ['Lighthouse score below 80', '3'],
      ['Accessibility audit', '5'],
      ['Pricing cards', '3'],
    ],
  },
  {
    name: 'Sprint 3',
    description: 'Blog and search.',
    startInDays: 8,
    endInDays: 21,
    items: [
      ['Move the blog to the new CMS', '8'],
      ['Search across docs and blog', '5'],
      ['Add a dark mode', '3'],
    ],
  },
];

const A = 'admin@cairn.local';
const dayOf = (now: Date, offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Adds the demo cycles to a project and places the demo items in them with estimates (and completion days inside the
 * cycles, so the burndowns have a shape). Does nothing when the project has cycles, so reruns keep what is there.
 * Returns how many cycles were created.
 */
export async function seedDemoCycles(tx: Tx, workspaceId: string, projectId: string, userIds: Map<string, string>, now: Date): Promise<number> {
  if (await projectHasCycles(tx, workspaceId, projectId)) return 0;
  const adminId = userIds.get(A)!;
  const [estimate] = await listEstimates(tx, workspaceId, [projectId]);
  const pointIds = new Map((estimate?.points ?? []).map((p) => [p.value, p.id]));
  const items = new Map((await projectItemsByName(tx, workspaceId, projectId, DEMO_CYCLES.flatMap((c) => c.items.map(([name]) => name)))).map((i) => [i.name, i]));
  for (const [index, demo] of DEMO_CYCLES.entries()) {
    const cycle = await insertCycle(tx, {
      workspace_id: workspaceId,
      project_id: projectId,
      name: demo.name,
      description: demo.description,
      start_date: dayOf(now, demo.startInDays),
      end_date: dayOf(now, demo.endInDays),
      owned_by_id: adminId,
      sort_order: 65535 + index * 10000,
      created_by: adminId,
      updated_by: adminId,
      created_at: now,
      updated_at: now,
    });
    for (const [name, points, doneInDays] of demo.items) {
      const item = items.get(name);
      if (!item) continue;
      await updateWorkItem(
        tx,
        workspaceId,
        projectId,
        item.id,
        {
          cycle_id: cycle.id,
          estimate_point: pointIds.get(points) ?? null,
          ...(doneInDays !== undefined && item.completed_at ? { completed_at: new Date(now.getTime() + doneInDays * 86_400_000) } : {}),
        },
        now,
      );
    }
  }
  return DEMO_CYCLES.length;
}
