import type { ModuleStatus } from '@cairn/types';
import type { Tx } from '../data/db';
import { insertModuleLink } from '../data/repositories/module-links.repository';
import { countProjectModules, insertModule, itemIdsByName, replaceModuleMembers } from '../data/repositories/modules.repository';
import { addItemModules } from '../data/repositories/work-item-planning.repository';

const A = 'admin@cairn.local';
const M = 'member@cairn.local';
const G = 'guest@cairn.local';

/** A demo module: lead and members by email, dates as days from the seed's day, items by name (see demo-work-items.ts). */
interface DemoModule {
  name: string;
  description: string;
  status: ModuleStatus;
  lead: string;
  members: string[];
  startInDays: number;
  targetInDays: number;
  items: string[];
  links: Array<{ title: string; url: string }>;
}

/** The demo modules of the Website project; "Lighthouse score below 80" is in two of them. */
export const DEMO_MODULES: DemoModule[] = [
  {
    name: 'Home page redesign',
    description: 'The new home page: hero, pricing and speed.',
    status: 'in-progress',
    lead: M,
    members: [A, M],
    startInDays: -10,
    targetInDays: 11,
    items: ['Redesign the home page', 'Hero section with the new illustration', 'Pricing cards', 'Lighthouse score below 80', 'Compress hero images'],
    links: [
      { title: 'Design file', url: 'https://www.figma.com/file/acme-home' },
      { title: 'Copy doc', url: 'https://docs.example.com/acme/home-copy' },
    ],
  },
  {
    name: 'Blog migration',
    description: 'Move the blog to the new CMS without losing a URL.',
    status: 'planned',
    lead: A,
    members: [A],
    startInDays: 14,
    targetInDays: 42,
    items: ['Move the blog to the new CMS', 'Export old blog posts', 'Redirect old blog URLs', 'Search across docs and blog'],
    links: [
      { title: 'CMS evaluation', url: 'https://docs.example.com/acme/cms' },
      { title: 'Redirect map', url: 'https://docs.example.com/acme/redirects' },
    ],
  },
  {
    name: 'Site quality',
    description: 'Bugs, accessibility and monitoring.',
    status: 'backlog',
    lead: A,
    members: [A, M, G],
    startInDays: -3,
    targetInDays: 25,
    items: ['Footer links are broken on mobile', 'Accessibility audit', 'Sitemap is missing new pages', 'Lighthouse score below 80', 'Uptime monitoring for the website'],
    links: [
      { title: 'Audit checklist', url: 'https://www.w3.org/WAI/test-evaluate/' },
      { title: 'Status page', url: 'https://status.example.com/acme' },
    ],
  },
];

const day = (now: Date, offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Adds the demo modules to a project (lead, members, dates around `now`, status, items and two links each). Does
 * nothing when the project already has modules, so reruns keep what is there. Returns how many were created.
 */
export async function seedDemoModules(tx: Tx, workspaceId: string, projectId: string, userIds: Map<string, string>, now: Date): Promise<number> {
  if ((await countProjectModules(tx, workspaceId, projectId)) > 0) return 0;
  const items = await itemIdsByName(tx, workspaceId, projectId, [...new Set(DEMO_MODULES.flatMap((m) => m.items))]);
  const adminId = userIds.get(A)!;
  for (const [index, demo] of DEMO_MODULES.entries()) {
    const row = await insertModule(tx, {
      workspace_id: workspaceId,
      project_id: projectId,
      name: demo.name,
      description: demo.description,
      status: demo.status,
      lead_id: userIds.get(demo.lead)!,
      start_date: day(now, demo.startInDays),
      target_date: day(now, demo.targetInDays),
      sort_order: 65535 + index * 10000,
      created_by: adminId,
      updated_by: adminId,
      created_at: now,
      updated_at: now,
    });
    const scope = { workspaceId, projectId, moduleId: row.id };
    await replaceModuleMembers(tx, scope, demo.members.map((email) => userIds.get(email)!).sort(), now);
    for (const name of demo.items) {
      const itemId = items.get(name);
      // Items renamed or deleted since the first seed are skipped rather than failing the rerun.
      if (itemId) await addItemModules(tx, { workspaceId, projectId, workItemId: itemId }, [row.id], adminId, now);
    }
    for (const link of demo.links) {
      await insertModuleLink(tx, { workspace_id: workspaceId, project_id: projectId, module_id: row.id, ...link, created_by: adminId, updated_by: adminId, created_at: now, updated_at: now });
    }
  }
  return DEMO_MODULES.length;
}
