import { listContextKey, type WebState, type WebStore } from '@cairn/state';
import { FIRST_ROWS_MAX_WAIT_MS, afterFirstRows } from './after-first-rows';

const P = '0190a0a0-0000-7000-8000-000000000001';
const PATH = `/acme/projects/${P}/issues`;
const KEY = listContextKey({ kind: 'project', projectId: P });

// The three store methods the starter uses (getState, subscribe) and setState to drive it.
function fakeStore(lists: Record<string, { loader?: string }>) {
  let state = { currentUser: { id: 'u1' }, workItemLists: lists } as unknown as WebState;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState: (patch: Partial<WebState>) => {
      state = { ...state, ...patch };
      for (const l of [...listeners]) l();
    },
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  } as unknown as WebStore;
}

function fakeEnv() {
  const idle: Array<() => void> = [];
  const timers: Array<() => void> = [];
  return {
    idle,
    timers,
    env: {
      requestIdle: (fn: () => void) => void idle.push(fn),
      setTimeout: (fn: () => void, ms: number) => (ms === FIRST_ROWS_MAX_WAIT_MS ? timers.push(fn) : 0),
      clearTimeout: () => undefined,
    },
  };
}

describe('afterFirstRows', () => {
  it("waits for the route's first page, then for an idle period", () => {
    const store = fakeStore({ [KEY]: { loader: 'init-loader' } });
    const { env, idle } = fakeEnv();
    const start = jest.fn();
    afterFirstRows(store, PATH, start, env);
    expect(idle).toHaveLength(0);
    store.setState({ workItemLists: { [KEY]: { loader: undefined } } } as unknown as WebState);
    expect(idle).toHaveLength(1);
    expect(start).not.toHaveBeenCalled();
    idle[0]();
    expect(start).toHaveBeenCalledTimes(1);
    // Later store changes start nothing more.
    store.setState({ workItemLists: {} } as unknown as WebState);
    expect(idle).toHaveLength(1);
  });

  it('starts anyway after the longest wait when the rows never come', () => {
    const store = fakeStore({});
    const { env, idle, timers } = fakeEnv();
    const start = jest.fn();
    afterFirstRows(store, PATH, start, env);
    expect(idle).toHaveLength(0);
    timers[0]();
    idle[0]();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('a route without a list (settings) or rows already in: straight to the idle callback', () => {
    for (const [path, lists] of [['/acme/settings', {}], [PATH, { [KEY]: { loader: undefined } }]] as const) {
      const { env, idle, timers } = fakeEnv();
      const start = jest.fn();
      afterFirstRows(fakeStore(lists), path, start, env);
      expect(timers).toHaveLength(0);
      idle[0]();
      expect(start).toHaveBeenCalledTimes(1);
    }
  });
});
