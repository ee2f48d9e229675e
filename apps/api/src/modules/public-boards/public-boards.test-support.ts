import http from 'node:http';
import { apiPaths, type PublishViewProps } from '@cairn/types';
import { insertCycle } from '../../data/repositories/cycles.repository';
import { insertDeployBoard } from '../../data/repositories/deploy-boards.repository';
import { insertModule } from '../../data/repositories/modules.repository';
import type { WorkItemRow } from '../../data/schema/work-items.schema';
import type { Agent, TestApp } from '../../test/test-app';
import { newCast, seedWorkItem, seedWorld, type Cast, type World } from '../comments/work-items.test-support';
import { seedWorldIntake } from '../intake/intake.test-support';
import { seedView } from '../views/views.test-support';
import { newAnchor } from './public-anchor';

// A published project for the public board tests (not a test file itself): live items with states, labels, people,
// a cycle and a module, and everything the public must never see — archived, draft, intake, epic and deleted items,
// an archived cycle and module, another project and another workspace.

/** What a public board test works with. */
export interface PublicWorld {
  cast: Cast;
  w: World;
  anchor: string;
  boardId: string;
  /** Live, top-level items of the published project: a (high, labelled, assigned, in cycle and module), b (low), c (urgent). */
  items: { a: WorkItemRow; b: WorkItemRow; c: WorkItemRow; sub: WorkItemRow; inArchivedCycle: WorkItemRow };
  cycleId: string;
  moduleId: string;
  /** Ids no public answer may contain. */
  hidden: { archived: string; draft: string; intake: string; epic: string; deleted: string; otherProjectItem: string; foreignItem: string; archivedCycle: string; archivedModule: string };
}

/** Board switches and layouts for seeding; defaults: comments and activity on, list and board. */
export interface BoardSeed {
  viewId?: string | null;
  is_comments_enabled?: boolean;
  is_activity_enabled?: boolean;
  is_indexable?: boolean;
  is_votes_enabled?: boolean;
  is_reactions_enabled?: boolean;
  view_props?: Partial<PublishViewProps>;
}

/** Publishes the world's project (or one of its views) by inserting the board row; returns its anchor and id. */
export async function publishBoard(t: TestApp, w: { workspaceId: string; project: { id: string } }, by: string, seed: BoardSeed = {}): Promise<{ anchor: string; id: string }> {
  const { viewId = null, view_props = {}, ...switches } = seed;
  const row = await insertDeployBoard(t.db, {
    workspace_id: w.workspaceId,
    project_id: w.project.id,
    view_id: viewId,
    anchor: newAnchor(),
    is_comments_enabled: true,
    is_activity_enabled: true,
    ...switches,
    view_props: { list: true, kanban: true, calendar: false, spreadsheet: false, gantt: false, ...view_props },
    created_by: by,
    updated_by: by,
  });
  return { anchor: row.anchor, id: row.id };
}

/** Seeds the cast, the world and a published project with its items. */
export async function seedPublicWorld(t: TestApp): Promise<PublicWorld> {
  const cast = await newCast(t);
  const w = await seedWorld(t, cast);
  const ws = w.workspaceId;
  const p = w.project.id;
  const by = cast.projAdmin.id;
  const now = t.deps.now();
  const item = (name: string, extra: { projectId?: string; workspaceId?: string; isEpic?: boolean; parentId?: string } = {}) =>
    seedWorkItem(t, { workspaceId: extra.workspaceId ?? ws, projectId: extra.projectId ?? p, createdBy: by, name, stateId: extra.projectId ? null : w.project.defaultStateId, isEpic: extra.isEpic, parentId: extra.parentId });

  const cycle = await insertCycle(t.db, { workspace_id: ws, project_id: p, name: 'Sprint one', created_by: by, updated_by: by });
  const archivedCycle = await insertCycle(t.db, { workspace_id: ws, project_id: p, name: 'Old sprint', archived_at: now, created_by: by, updated_by: by });
  const mod = await insertModule(t.db, { workspace_id: ws, project_id: p, name: 'Checkout', status: 'planned', created_by: by, updated_by: by });
  const archivedModule = await insertModule(t.db, { workspace_id: ws, project_id: p, name: 'Old module', archived_at: now, created_by: by, updated_by: by });

  const a = await item('Alpha public item');
  const b = await item('Bravo public item');
  const c = await item('Charlie public item');
  const sub = await item('Sub item of alpha', { parentId: a.id });
  const inArchivedCycle = await item('Delta in an archived cycle');
  const patch = async (id: string, body: Record<string, unknown>) => {
    const res = await cast.projAdmin.agent.patch(apiPaths.workItem(w.slug, p, id), body);
    if (res.statusCode !== 200) throw new Error(`seed patch ${res.statusCode} ${res.body}`);
  };
  await patch(a.id, { priority: 'high', label_ids: [w.project.labelId], assignee_ids: [cast.projMember.id], cycle_id: cycle.id, module_ids: [mod.id], start_date: '2026-01-06' });
  await patch(b.id, { priority: 'low', state_id: w.project.extraStateId });
  await patch(c.id, { priority: 'urgent', label_ids: [w.project.childLabelId], assignee_ids: [cast.projGuest.id] });
  // An item in a cycle that was archived since, and in an archived module: the public sees neither id.
  await t.query('UPDATE work_items SET cycle_id = $1 WHERE id = $2', [archivedCycle.id, inArchivedCycle.id]);
  await t.query('INSERT INTO work_item_modules (workspace_id, project_id, work_item_id, module_id) VALUES ($1, $2, $3, $4)', [ws, p, inArchivedCycle.id, archivedModule.id]);

  const archived = await item('Archived item');
  await t.query('UPDATE work_items SET archived_at = $1 WHERE id = $2', [now, archived.id]);
  const draft = await item('Draft item');
  await t.query('UPDATE work_items SET is_draft = true WHERE id = $1', [draft.id]);
  const deleted = await item('Deleted item');
  await t.query('UPDATE work_items SET deleted_at = $1 WHERE id = $2', [now, deleted.id]);
  const epic = await item('Epic item', { isEpic: true });
  const intake = await seedWorldIntake(t, w, cast.projMember.id, { name: 'Intake request' });
  const otherProjectItem = await item('Other project item', { projectId: w.otherProject.id });
  const foreignItem = await seedWorkItem(t, { workspaceId: w.foreign.workspaceId, projectId: w.foreign.project.id, createdBy: cast.outsider.id, name: 'Foreign item' });

  // A name unlike the slug, so a test can tell the (public) name from the (private) slug.
  await t.query("UPDATE workspaces SET name = 'Acme Public' WHERE id = $1", [ws]);
  const board = await publishBoard(t, w, cast.wsAdmin.id);
  return {
    cast,
    w,
    anchor: board.anchor,
    boardId: board.id,
    items: { a, b, c, sub, inArchivedCycle },
    cycleId: cycle.id,
    moduleId: mod.id,
    hidden: {
      archived: archived.id,
      draft: draft.id,
      intake: intake.item.id,
      epic: epic.id,
      deleted: deleted.id,
      otherProjectItem: otherProjectItem.id,
      foreignItem: foreignItem.id,
      archivedCycle: archivedCycle.id,
      archivedModule: archivedModule.id,
    },
  };
}

/** A published view of the world's project (filters as stored), and its board's anchor. */
export async function publishView(t: TestApp, pw: PublicWorld, filters: Record<string, unknown>, access: 'public' | 'private' = 'public') {
  const view = await seedView(t, { workspaceId: pw.w.workspaceId, projectId: pw.w.project.id, ownedBy: pw.cast.projAdmin.id, filters, access, name: 'Urgent things' });
  const board = await publishBoard(t, pw.w, pw.cast.wsAdmin.id, { viewId: view.id });
  return { view, anchor: board.anchor, boardId: board.id };
}

/** One message of a public stream. */
export interface PublicSseMessage {
  event: string;
  data: string;
}

/** An open public stream over a real socket. */
export interface PublicSseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  messages: PublicSseMessage[];
  /** Comment lines received (heartbeats). */
  comments: number;
  waitFor(pred: (messages: PublicSseMessage[]) => boolean, ms?: number): Promise<void>;
  ended: Promise<void>;
  close(): void;
}

/** Opens GET {base}/api/public/anchor/{anchor}/events/ (with the agent's cookies when given). */
export function openPublicStream(base: string, anchor: string, agent: Agent | null = null): Promise<PublicSseClient> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (agent && agent.cookies.size) headers.cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(apiPaths.publicEvents(anchor), base), { headers }, (res) => {
      const messages: PublicSseMessage[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      const client: PublicSseClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages,
        comments: 0,
        waitFor: (pred, ms = 5000) =>
          new Promise<void>((done, fail) => {
            if (pred(messages)) return done();
            const check = () => {
              if (!pred(messages)) return;
              clearTimeout(timer);
              waiters.delete(check);
              done();
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`timed out; got ${JSON.stringify(messages.map((m) => m.event))}`));
            }, ms);
            waiters.add(check);
          }),
        ended: new Promise<void>((done) => res.on('close', () => done())),
        close: () => req.destroy(),
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          if (block.startsWith(':')) {
            client.comments += 1;
            continue;
          }
          const msg: PublicSseMessage = { event: 'message', data: '' };
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'event') msg.event = value;
            else if (field === 'data') msg.data += value;
          }
          messages.push(msg);
        }
        for (const w of [...waiters]) w();
      });
      resolve(client);
    });
    req.on('error', reject);
  });
}
