import { createWebStore } from '@cairn/state';
import { runLocalCache } from './local-cache-runner';

// The runner over a bare store whose cache actions are spied: it starts the cache once the workspace is current and
// its projects are loaded, and syncs again on visibility and on the timer while visible.
function setup() {
  const store = createWebStore({ services: {} as never, now: () => new Date(), newId: () => 'x', devtools: false });
  const startLocalCache = jest.fn(async () => undefined);
  const syncLocalCache = jest.fn(async () => undefined);
  store.setState({ startLocalCache, syncLocalCache, localCacheEnabled: true } as never);
  const listeners: Array<() => void> = [];
  let tick: () => void = () => undefined;
  const env = {
    document: { visibilityState: 'visible' as DocumentVisibilityState, addEventListener: (_: string, l: () => void) => listeners.push(l), removeEventListener: jest.fn() },
    setInterval: (fn: () => void) => ((tick = fn), 1),
    clearInterval: jest.fn(),
  };
  const stop = runLocalCache(store, env as never, 1000);
  return { store, startLocalCache, syncLocalCache, env, listeners, tick: () => tick(), stop };
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
