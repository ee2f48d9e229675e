import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { memoryStorage } from '../sqlite/memory-storage.test-support';
import { buildDataset, ME, PROJECTS, WORKSPACE } from '../query/dataset.test-support';
import { createStaticSyncTransport, type StaticSyncSource } from '../sync/static-transport';
import { createLocalDbClient, type LocalDbClient } from './client';
import { handleLocalDbPort } from './handler';
import type { LocalDbPort, LocalDbStatusEvent } from './protocol';

// The page-side client and the worker-side handler over a real MessageChannel (worker_threads), as across a Worker.
const ports: MessagePort[] = [];
afterEach(() => {
  for (const p of ports.splice(0)) p.close();
});

function pair(source: StaticSyncSource, options: { failStorage?: boolean; hidden?: () => boolean } = {}) {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  let storages = 0;
  const detach = handleLocalDbPort(port2 as unknown as LocalDbPort, {
    createStorage: async () => {
      storages += 1;
      if (options.failStorage) throw new Error('no OPFS here');
      return memoryStorage();
    },
    createTransport: () => createStaticSyncTransport(source),
  });
  const client = createLocalDbClient(port1 as unknown as LocalDbPort, { skipWrites: options.hidden ?? (() => false) });
  const events: LocalDbStatusEvent[] = [];
  client.onStatus((e) => events.push(e));
  return { client, events, detach, storages: () => storages };
}

const open = (client: LocalDbClient) => client.open({ userId: ME, workspaceId: WORKSPACE, workspaceSlug: 'acme' });

describe('worker protocol', () => {
  test('open → sync → query → upsert → delete round trips, statuses pushed to the page', async () => {
    const data = buildDataset(9, 60);
    const source = { items: data.items.filter((i) => !i.is_draft && !i.is_epic && !i.deleted_at && i.workspace_id === WORKSPACE) };
    const { client, events, storages } = pair(source);
    expect(storages()).toBe(0); // nothing (no wasm) before open
    expect(await open(client)).toEqual({ recreated: true, storage: 'memory' });
    expect(events.slice(0, 2)).toEqual([{ type: 'workspace-status', status: 'initializing' }, { type: 'workspace-status', status: 'ready' }]);

    const sync = await client.sync(PROJECTS[0]);
    const inProject = source.items.filter((i) => i.project_id === PROJECTS[0]);
    expect(sync).toMatchObject({ status: 'ready', firstSync: true, written: inProject.length });
    const projectEvents = events.filter((e) => e.type === 'project-status');
    expect(projectEvents[0]).toMatchObject({ projectId: PROJECTS[0], status: 'loading' });
    expect(projectEvents.at(-1)).toMatchObject({ projectId: PROJECTS[0], status: 'ready', progress: { written: inProject.length } });
    expect(client.statuses()).toEqual({ workspace: 'ready', projects: { [PROJECTS[0]]: 'ready' } });

    const ctx = { workspaceId: WORKSPACE, projectIds: [PROJECTS[0]], context: 'project' as const, userId: ME };
    const page = await client.query({ ctx, query: { order_by: 'sequence_id', per_page: 5 } });
    expect(page && Array.isArray(page.results) ? page.results.map((i) => i.sequence_id) : null).toEqual(
      inProject.map((i) => i.sequence_id).sort((a, b) => a - b).slice(0, 5),
    );
    expect(page?.total_count).toBe(inProject.filter((i) => !i.archived_at).length);

    const first = (page!.results as typeof inProject)[0];
    expect(await client.upsert([{ ...first, name: 'Edited' }])).toEqual({ written: 1 });
    const again = await client.query({ ctx, query: { search: 'edited' } });
    expect((again!.results as typeof inProject).map((i) => i.id)).toEqual([first.id]);
    expect(await client.setSubscribed(first.id, true)).toEqual({ changed: 1 });
    expect(((await client.query({ ctx, query: { subscriber: ME } }))!.results as typeof inProject).map((i) => i.id)).toContain(first.id);
    expect(await client.setSubscribed('not-cached', true)).toEqual({ changed: 0 });
    expect(await client.delete([first.id])).toEqual({ removed: 1 });
    expect((await client.query({ ctx, query: { search: 'edited' } }))!.total_count).toBe(0);

    expect(await client.replaceReference({ kind: 'labels', rows: data.labels })).toEqual({ written: data.labels.length });
    // The new file deferred its list indexes until the page's sync run ends.
    expect(await client.finishSync()).toEqual({ built: true });
    expect(await client.finishSync()).toEqual({ built: false });
    expect((await client.query({ ctx, query: { order_by: 'sequence_id', per_page: 5 } }))!.total_count).toBe(page!.total_count - 1);
    expect(await client.query({ ctx, query: { mentions: ME } })).toBeNull();
    expect(await client.close()).toBeNull();
  });

  test('errors cross the port as { message } and reject the right request only', async () => {
    const { client } = pair({ items: [] });
    await expect(client.sync(PROJECTS[0])).rejects.toThrow('The local database is not open');
    await open(client);
    const bad = client.replaceReference({ kind: 'nope' as never, rows: [] });
    const good = client.sync(PROJECTS[0]);
    await expect(bad).rejects.toThrow(/unknown reference table/);
    await expect(good).resolves.toMatchObject({ status: 'ready', written: 0 });
  });

  test('a failing sync resolves with status error and pushes error', async () => {
    const source: StaticSyncSource = { items: [] };
    Object.defineProperty(source, 'items', { get: () => { throw new Error('server down'); } });
    const { client, events } = pair(source);
    await open(client);
    expect(await client.sync(PROJECTS[1])).toMatchObject({ status: 'error', error: { message: 'server down' } });
    expect(events.at(-1)).toMatchObject({ type: 'project-status', projectId: PROJECTS[1], status: 'error', error: { message: 'server down' } });
  });

  test('a failed initialisation sets the workspace status to error', async () => {
    const { client, events } = pair({ items: [] }, { failStorage: true });
    await expect(open(client)).rejects.toThrow('no OPFS here');
    expect(events.map((e) => e.type === 'workspace-status' && e.status)).toEqual(['initializing', 'error']);
    expect(client.statuses().workspace).toBe('error');
  });

  test('single writes are skipped while the tab is hidden', async () => {
    let hidden = true;
    const [item] = buildDataset(9, 3).items;
    const { client } = pair({ items: [] }, { hidden: () => hidden });
    await open(client);
    expect(await client.upsert([item])).toEqual({ written: 0 });
    hidden = false;
    expect(await client.upsert([item])).toEqual({ written: 1 });
    hidden = true;
    expect(await client.setSubscribed(item.id, !item.is_subscribed)).toEqual({ changed: 0 });
    hidden = false;
    expect(await client.setSubscribed(item.id, !item.is_subscribed)).toEqual({ changed: 1 });
  });

  test('dispose rejects pending requests', async () => {
    const { client, detach } = pair({ items: [] });
    detach(); // the worker no longer answers
    const pending = client.open({ userId: ME, workspaceId: WORKSPACE, workspaceSlug: 'acme' });
    client.dispose();
    await expect(pending).rejects.toThrow(/disposed/);
  });
});
