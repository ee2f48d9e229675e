import { createWebStore } from '@cairn/state';
import { runLocalCache } from './local-cache-runner';

// The runner over a bare store whose cache actions are spied: it starts the cache once the workspace is current and
// its projects are loaded, and syncs again on visibility and on the timer while visible.
function setup() {
  const store = createWebStore({ services: {} as never, now: () => new Date(), newId: () => 'x', devtools: false });
  const startLocalCache = jest.fn(async () => undefined);
  const syncLocalCache = jest.fn(async () => undefined);
  const openLocalCache = jest.fn(async () => true);
  store.setState({ startLocalCache, syncLocalCache, openLocalCache, localCacheEnabled: true } as never);
  const listeners: Array<() => void> = [];
  let tick: () => void = () => undefined;
  const timeouts: Array<{ fn: () => void; ms: number }> = [];
  const env = {
    document: { visibilityState: 'visible' as DocumentVisibilityState, addEventListener: (_: string, l: () => void) => listeners.push(l), removeEventListener: jest.fn() },
    setInterval: (fn: () => void) => ((tick = fn), 1),
    clearInterval: jest.fn(),
    setTimeout: (fn: () => void, ms: number) => timeouts.push({ fn, ms }),
    clearTimeout: jest.fn(),
  };
  const stop = runLocalCache(store, env as never, 1000, 5000);
  return { store, startLocalCache, syncLocalCache, openLocalCache, env, listeners, timeouts, tick: () => tick(), stop };
}

test('starts once user, workspace and projects are known; re-syncs when visible; stops cleanly', () => {
  const { store, startLocalCache, syncLocalCache, env, listeners, tick, stop } = setup();
  expect(startLocalCache).not.toHaveBeenCalled();
  store.setState({ currentUser: { id: 'u1' }, currentWorkspaceSlug: 'ws-1' } as never);
  expect(startLocalCache).not.toHaveBeenCalled();
  store.setState({ projectsStatusBySlug: { 'ws-1': 'ready' } } as never);
  expect(startLocalCache).toHaveBeenCalledWith('ws-1');
  store.setState({ toasts: [] } as never);
  expect(startLocalCache).toHaveBeenCalledTimes(1);
  store.setState({ localCacheWorkspace: { slug: 'ws-1', workspaceId: 'w', userId: 'u1', status: 'ready' } } as never);
  tick();
  listeners.forEach((l) => l());
  expect(syncLocalCache).toHaveBeenCalledTimes(2);
  env.document.visibilityState = 'hidden';
  tick();
  expect(syncLocalCache).toHaveBeenCalledTimes(2);
  stop();
  expect(env.clearInterval).toHaveBeenCalledWith(1);
});

test('after a reload with every joined project synced here, opening the database and the catch-up sync wait', async () => {
  const { store, startLocalCache, syncLocalCache, openLocalCache, timeouts } = setup();
  const storage = new Map<string, string>([['cairn:local-cache:synced:u1:w1', JSON.stringify(['p1'])]]);
  Object.defineProperty(window, 'localStorage', { configurable: true, value: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) } });
  store.setState({
    currentUser: { id: 'u1' }, workspaceIds: ['w1'], workspacesById: { w1: { id: 'w1', slug: 'ws-1' } },
    projectIdsBySlug: { 'ws-1': ['p1'] }, projectsById: { p1: { id: 'p1', is_member: true, archived_at: null } },
  } as never);
  store.setState({ currentWorkspaceSlug: 'ws-1', projectsStatusBySlug: { 'ws-1': 'ready' } } as never);
  await Promise.resolve();
  await Promise.resolve();
  expect(openLocalCache).not.toHaveBeenCalled();
  expect(startLocalCache).not.toHaveBeenCalled();
  expect(syncLocalCache).not.toHaveBeenCalled();
  expect(timeouts.map((t) => t.ms)).toEqual([5000]);
  timeouts[0].fn();
  expect(startLocalCache).toHaveBeenCalledWith('ws-1');
});
