import { PRIORITIES } from '@cairn/types';
import type { Tx } from '../data/db';
import { insertComment } from '../data/repositories/comments.repository';
import { listLabels } from '../data/repositories/labels.repository';
import { insertRelations } from '../data/repositories/relations.repository';
import { listStates } from '../data/repositories/states.repository';
import { recordActivities } from '../data/repositories/work-item-activities.repository';
import { countProjectWorkItems, insertSeedWorkItem } from '../data/repositories/work-item-seeding.repository';
import type { WorkItemRow } from '../data/schema/work-items.schema';
import { sanitizeRichText, stripRichText } from '../modules/work-items/rich-text';

/** A demo work item: state group, priority, labels and assignees by name/email, an optional parent (index) and comments. */
interface DemoItem {
  name: string;
  group: 'backlog' | 'unstarted' | 'started' | 'completed' | 'cancelled';
  priority: (typeof PRIORITIES)[number];
  labels?: string[];
  assignees?: string[];
  parent?: number;
  comments?: Array<[email: string, text: string]>;
}

const A = 'admin@cairn.local';
const M = 'member@cairn.local';
const G = 'guest@cairn.local';

/** The demo project's work items (in the Website project). */
export const DEMO_WORK_ITEMS: DemoItem[] = [
  { name: 'Redesign the home page', group: 'started', priority: 'high', labels: ['Feature', 'Frontend'], assignees: [A, M], comments: [[A, 'First drafts are in Figma.'], [M, 'Looks great, starting on the hero.']] },
  { name: 'Hero section with the new illustration', group: 'started', priority: 'medium', labels: ['Frontend'], assignees: [M], parent: 0 },
  { name: 'Pricing cards', group: 'unstarted', priority: 'medium', labels: ['Frontend'], assignees: [M], parent: 0 },
  { name: 'Footer links are broken on mobile', group: 'unstarted', priority: 'urgent', labels: ['Bug', 'Frontend'], assignees: [M], comments: [[G, 'Seen on iOS Safari too.']] },
  { name: 'Contact form sends empty emails', group: 'started', priority: 'high', labels: ['Bug', 'Backend'], assignees: [A], comments: [[A, 'Reproduced: the body is dropped when it has an emoji.']] },
  { name: 'Move the blog to the new CMS', group: 'backlog', priority: 'low', labels: ['Feature', 'Backend'] },
  { name: 'Export old blog posts', group: 'backlog', priority: 'low', labels: ['Backend'], parent: 5 },
  { name: 'Redirect old blog URLs', group: 'backlog', priority: 'medium', labels: ['Backend'], parent: 5 },
  { name: 'Cookie banner copy review', group: 'completed', priority: 'none', assignees: [A] },
  { name: 'Add a dark mode', group: 'backlog', priority: 'none', labels: ['Feature', 'Frontend'], comments: [[G, 'Would love this!']] },
  { name: 'Lighthouse score below 80', group: 'unstarted', priority: 'high', labels: ['Bug', 'Frontend'], assignees: [M] },
  { name: 'Compress hero images', group: 'completed', priority: 'medium', labels: ['Frontend'], assignees: [M], parent: 10 },
  { name: 'Lazy-load below-the-fold images', group: 'started', priority: 'medium', labels: ['Frontend'], assignees: [M], parent: 10 },
  { name: 'Sitemap is missing new pages', group: 'unstarted', priority: 'medium', labels: ['Bug', 'Backend'], assignees: [A] },
  { name: 'Newsletter sign-up', group: 'backlog', priority: 'low', labels: ['Feature'] },
  { name: 'Legal pages in German', group: 'cancelled', priority: 'low' },
  { name: 'Search across docs and blog', group: 'backlog', priority: 'medium', labels: ['Feature', 'Backend'], assignees: [A] },
  { name: 'Typos on the about page', group: 'completed', priority: 'none', assignees: [M], comments: [[M, 'Fixed in the last deploy.']] },
  { name: 'Accessibility audit', group: 'unstarted', priority: 'high', labels: ['Frontend'], assignees: [A, M] },
  { name: 'Uptime monitoring for the website', group: 'backlog', priority: 'medium', labels: ['Backend'], assignees: [A] },
];

/** Relations between demo items (by index): [item, type, related]. */
const DEMO_RELATIONS: Array<[number, 'blocked_by' | 'relates_to' | 'duplicate', number]> = [
  [2, 'blocked_by', 1],
  [7, 'blocked_by', 6],
  [18, 'relates_to', 10],
  [13, 'relates_to', 7],
  [9, 'duplicate', 0],
];

/**
 * Fills a project with the demo work items (sequence ids from the project's issue_sequence), their assignees, labels,
 * comments, sub-items and relations. Does nothing when the project already has work items, so reruns keep what is there.
 */
export async function seedDemoWorkItems(tx: Tx, workspaceId: string, projectId: string, userIds: Map<string, string>, now: Date): Promise<number> {
  if ((await countProjectWorkItems(tx, workspaceId, projectId)) > 0) return 0;
  const states = await listStates(tx, workspaceId, projectId);
  const labels = await listLabels(tx, workspaceId, [projectId]);
  const adminId = userIds.get(A)!;
  const rows: WorkItemRow[] = [];
  for (const [index, demo] of DEMO_WORK_ITEMS.entries()) {
    // Spread creation over the last weeks, oldest first.
    const at = new Date(now.getTime() - (DEMO_WORK_ITEMS.length - index) * 86_400_000);
    const state = states.find((s) => s.group === demo.group) ?? states.find((s) => s.default) ?? null;
    const row = await insertSeedWorkItem(
      tx,
      {
        workspace_id: workspaceId,
        project_id: projectId,
        name: demo.name,
        description_html: `<p>${demo.name}.</p>`,
        description_stripped: `${demo.name}.`,
        priority: demo.priority,
        state_id: state?.id ?? null,
        sort_order: 65535 * (index + 1),
        parent_id: demo.parent === undefined ? null : rows[demo.parent].id,
        completed_at: demo.group === 'completed' ? at : null,
        created_by: adminId,
        updated_by: adminId,
        created_at: at,
        updated_at: at,
      },
      {
        assigneeIds: (demo.assignees ?? []).map((email) => userIds.get(email)!),
        labelIds: (demo.labels ?? []).map((name) => labels.find((l) => l.name === name)!.id),
      },
    );
    rows.push(row);
    for (const [n, [email, text]] of (demo.comments ?? []).entries()) {
      const html = sanitizeRichText(`<p>${text}</p>`);
      const commentAt = new Date(at.getTime() + (n + 1) * 3_600_000);
      const actorId = userIds.get(email)!;
      const comment = await insertComment(tx, {
        workspace_id: workspaceId,
        project_id: projectId,
        work_item_id: row.id,
        actor_id: actorId,
        comment_html: html,
        comment_stripped: stripRichText(html),
        created_at: commentAt,
        updated_at: commentAt,
      });
      await recordActivities(tx, [
        { workspace_id: workspaceId, project_id: projectId, work_item_id: row.id, actor_id: actorId, verb: 'created', field: 'comment', new_value: comment.comment_stripped, new_identifier: comment.id, comment: 'added a comment', created_at: commentAt },
      ]);
    }
  }
  await insertRelations(
    tx,
    DEMO_RELATIONS.map(([from, relation_type, to]) => ({
      workspace_id: workspaceId,
      project_id: projectId,
      work_item_id: rows[from].id,
      related_work_item_id: rows[to].id,
      relation_type,
      created_by: adminId,
      created_at: now,
    })),
  );
  return rows.length;
}
