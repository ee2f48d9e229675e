import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import { ApiError } from '@cairn/services';
import { mutate, setMutationFollower, type MutationFollower } from './mutate';
import { deferred, flush, makeStore } from '../testing/test-store.test-util';

interface Item {
  name: string;
  done: boolean;
}
interface TestState {
  items: Record<string, Item>;
  ids: string[];
  reportError: (error: unknown, text?: string) => void;
}

function makeTestStore() {
  const reportError = jest.fn();
  const store = createStore<TestState>()(immer(() => ({
    items: { a: { name: 'A', done: false }, b: { name: 'B', done: false }, c: { name: 'C', done: false } },
    ids: ['a', 'b', 'c'],
    reportError,
  })));
  return { store, reportError };
}

describe('mutate', () => {
  it('applies at once, then takes the server version on success', async () => {
    const { store } = makeTestStore();
    const call = deferred<Item>();
    const done = mutate(store, {
      key: 'item:a',
      apply: (d) => {
        d.items.a.name = 'A2';
      },
      call: () => call.promise,
      commit: (d, item) => {
        d.items.a = item;
      },
    });
    expect(store.getState().items.a.name).toBe('A2');
    call.resolve({ name: 'A2 (server)', done: true });
    await expect(done).resolves.toEqual({ name: 'A2 (server)', done: true });
    expect(store.getState().items.a).toEqual({ name: 'A2 (server)', done: true });
  });

  it('rolls back on failure, reports the error once and rethrows it', async () => {
    const { store, reportError } = makeTestStore();
    const error = new ApiError(500, { error: 'boom', error_code: 'INTERNAL_SERVER_ERROR' });
    const done = mutate(store, {
      key: 'item:a',
      apply: (d) => {
        d.items.a.name = 'A2';
        d.ids = d.ids.filter((id) => id !== 'b');
        delete d.items.b;
        d.items.z = { name: 'Z', done: false };
      },
      call: () => Promise.reject(error),
      errorText: 'Failed to update',
    });
    await expect(done).rejects.toBe(error);
    expect(store.getState().items).toEqual({ a: { name: 'A', done: false }, b: { name: 'B', done: false }, c: { name: 'C', done: false } });
    expect(store.getState().ids).toEqual(['a', 'b', 'c']);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(error, 'Failed to update');
  });

  it('rolls back only what is still optimistic: a later change survives', async () => {
    const { store } = makeTestStore();
    const call = deferred<void>();
    const done = mutate(store, {
      key: 'item:a',
      apply: (d) => {
        d.items.a.name = 'mine';
        d.items.a.done = true;
      },
      call: () => call.promise,
    });
    // Someone else (a reload, another tab's event) changes the name meanwhile.
    store.setState((d) => {
      d.items.a.name = 'theirs';
    });
    call.reject(new Error('nope'));
    await expect(done).rejects.toThrow('nope');
    expect(store.getState().items.a).toEqual({ name: 'theirs', done: false });
  });

  it('undoes a list change on a list that changed since, keeping the other change', async () => {
    const { store } = makeTestStore();
    const removeA = deferred<void>();
    const first = mutate(store, {
      key: 'item:a',
      apply: (d) => {
        d.ids = d.ids.filter((id) => id !== 'a');
      },
      call: () => removeA.promise,
    });
    await mutate(store, {
      key: 'item:c',
      apply: (d) => {
        d.ids = d.ids.filter((id) => id !== 'c');
        d.ids.push('d');
      },
      call: async () => undefined,
    });
    expect(store.getState().ids).toEqual(['b', 'd']);
    removeA.reject(new Error('nope'));
    await expect(first).rejects.toThrow();
    expect(store.getState().ids).toEqual(['a', 'b', 'd']);
  });

  it('runs the calls of one key in order and of different keys side by side', async () => {
    const { store } = makeTestStore();
    const started: string[] = [];
    const first = deferred<void>();
    const second = deferred<void>();
    const p1 = mutate(store, { key: 'item:a', apply: (d) => void (d.items.a.name = '1'), call: () => (started.push('a1'), first.promise) });
    const p2 = mutate(store, { key: 'item:a', apply: (d) => void (d.items.a.name = '2'), call: () => (started.push('a2'), second.promise) });
    const p3 = mutate(store, { key: 'item:b', apply: (d) => void (d.items.b.name = '3'), call: async () => void started.push('b1') });
    await flush();
    expect(started).toEqual(['a1', 'b1']);
    expect(store.getState().items.a.name).toBe('2');
    first.resolve();
    await flush();
    expect(started).toEqual(['a1', 'b1', 'a2']);
    second.resolve();
    await Promise.all([p1, p2, p3]);
  });

  it('starts the next call of a key even when the previous one failed', async () => {
    const { store } = makeTestStore();
    const p1 = mutate(store, { key: 'k', apply: () => undefined, call: () => Promise.reject(new Error('x')) });
    const p2 = mutate(store, { key: 'k', apply: () => undefined, call: async () => 'ok' });
    await expect(p1).rejects.toThrow('x');
    await expect(p2).resolves.toBe('ok');
  });

  it('two failures in a row on one key return to the value before both', async () => {
    const { store } = makeTestStore();
    const first = deferred<void>();
    const second = deferred<void>();
    const p1 = mutate(store, { key: 'item:a', apply: (d) => void (d.items.a.name = '1'), call: () => first.promise });
    const p2 = mutate(store, { key: 'item:a', apply: (d) => void (d.items.a.name = '2'), call: () => second.promise });
    first.reject(new Error('1'));
    await expect(p1).rejects.toThrow();
    expect(store.getState().items.a.name).toBe('2');
    second.reject(new Error('2'));
    await expect(p2).rejects.toThrow();
    expect(store.getState().items.a.name).toBe('A');
  });

  it('does not commit over a newer pending change of the same key', async () => {
    const { store } = makeTestStore();
    const first = deferred<string>();
    const second = deferred<string>();
    const commit = (d: { items: Record<string, Item> }, name: string) => void (d.items.a.name = name);
    const p1 = mutate(store, { key: 'item:a', apply: (d) => void (d.items.a.name = '1'), call: () => first.promise, commit });
    const p2 = mutate(store, { key: 'item:a', apply: (d) => void (d.items.a.name = '2'), call: () => second.promise, commit });
    first.resolve('1 (server)');
    await p1;
    expect(store.getState().items.a.name).toBe('2');
    second.resolve('2 (server)');
    await p2;
    expect(store.getState().items.a.name).toBe('2 (server)');
  });

  it('pushes one error toast in the web store and rethrows', async () => {
    const { store, onError } = makeStore();
    const error = new ApiError(409, { error: 'Slug taken', error_code: 'WORKSPACE_SLUG_TAKEN' });
    await expect(mutate(store, { key: 'x', apply: () => undefined, call: () => Promise.reject(error), errorText: 'Failed to update current user' })).rejects.toBe(error);
    expect(store.getState().toasts).toEqual([
      { id: 'id-1', type: 'error', title: 'Failed to update current user', message: 'Slug taken', created_at: 1_700_000_000_000 },
    ]);
    expect(onError).toHaveBeenCalledWith(error, { text: 'Failed to update current user' });
  });
});

describe('mutate with a follower (derived places outside the patches)', () => {
  function followed() {
    const made = makeTestStore();
    const calls: string[] = [];
    const follower: MutationFollower = {
      snapshot: (ids) => {
        calls.push(`snapshot ${ids.join(',')} name=${made.store.getState().items.a.name}`);
        return 'before';
      },
      follow: (ids, snapshot, placement, answered) => {
        calls.push(`follow ${ids.join(',')} ${String(snapshot)} ${String(placement)} ${answered ? 'answered' : 'optimistic'} name=${made.store.getState().items.a.name}`);
      },
      restore: (ids, snapshot) => {
        calls.push(`restore ${ids.join(',')} ${String(snapshot)} name=${made.store.getState().items.a.name}`);
      },
    };
    setMutationFollower(made.store, follower);
    return { ...made, calls };
  }
  const rename = (name: string, call: () => Promise<unknown>) => ({
    key: 'item:a',
    follow: { ids: ['a'], placement: 'top' },
    apply: (d: { items: Record<string, Item> }) => {
      d.items.a.name = name;
    },
    call,
  });

  it('takes the snapshot before the change, follows it at the placement, then after the answer', async () => {
    const { store, calls } = followed();
    await mutate(store, rename('A2', async () => undefined));
    expect(calls).toEqual(['snapshot a name=A', 'follow a before top optimistic name=A2', 'follow a before top answered name=A2']);
  });

  it('restores the snapshot after the rollback', async () => {
    const { store, calls } = followed();
    await expect(mutate(store, rename('A2', async () => { throw new ApiError(400, { error: 'No' }); }))).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual(['snapshot a name=A', 'follow a before top optimistic name=A2', 'restore a before name=A']);
  });

  it('leaves the follower alone when a mutation names nothing to follow', async () => {
    const { store, calls } = followed();
    await mutate(store, { key: 'item:a', apply: (d) => { d.items.a.name = 'A3'; }, call: async () => undefined });
    expect(calls).toEqual([]);
  });
});
