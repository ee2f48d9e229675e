import { makeStore } from '../testing/test-store.test-util';
import { lazyActions, preloadSliceActions } from './lazy-actions';
import type { SliceContext } from './types';

interface Sample {
  add(a: number, b: number): Promise<number>;
  fail(text: string): Promise<void>;
}

const NAMES = ['add', 'fail'] as const;

function setUp(load?: () => Promise<(ctx: SliceContext) => Sample>, quiet: ReadonlyArray<keyof Sample> = []) {
  const { store } = makeStore();
  const ctx: SliceContext = { store, deps: { services: {} as SliceContext['deps']['services'], now: () => new Date(0), newId: () => 'id' } };
  const made: SliceContext[] = [];
  const add = jest.fn(async (a: number, b: number) => a + b);
  const create = (c: SliceContext): Sample => {
    made.push(c);
    return { add, fail: async (text) => Promise.reject(new Error(text)) };
  };
  const loader = jest.fn(load ?? (async () => create));
  const actions = lazyActions(ctx, 'pages', loader, NAMES, { quiet });
  return { store, ctx, made, add, create, loader, actions };
}

describe('lazyActions', () => {
  it('loads the module once and creates the actions once, with the slice context', async () => {
    const { ctx, made, loader, actions } = setUp();
    expect(loader).not.toHaveBeenCalled();
    await Promise.all([actions.add(1, 2), actions.add(3, 4)]);
    await actions.add(5, 6);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(made).toEqual([ctx]);
  });

  it('forwards the arguments and answers the real action\'s result and rejection', async () => {
    const { add, actions } = setUp();
    await expect(actions.add(2, 3)).resolves.toBe(5);
    expect(add).toHaveBeenCalledWith(2, 3);
    await expect(actions.fail('nope')).rejects.toThrow('nope');
  });

  it('once loaded, forwards at once (a synchronous effect of the real action happens during the call)', async () => {
    const { add, actions } = setUp();
    await actions.add(0, 0);
    void actions.add(1, 1);
    expect(add).toHaveBeenLastCalledWith(1, 1);
  });

  it('runs calls made while loading in call order', async () => {
    const { add, actions } = setUp();
    await Promise.all([actions.add(1, 0), actions.add(2, 0), actions.add(3, 0)]);
    expect(add.mock.calls.map(([a]) => a)).toEqual([1, 2, 3]);
  });

  it('rejects every waiting call when the import fails, and imports again on the next call', async () => {
    let attempts = 0;
    const add = jest.fn(async (a: number, b: number) => a + b);
    const { actions, loader } = setUp(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return () => ({ add, fail: async () => undefined });
    });
    await expect(Promise.all([actions.add(1, 1), actions.fail('x')])).rejects.toThrow('Failed to fetch');
    expect(add).not.toHaveBeenCalled();
    await expect(actions.add(1, 1)).resolves.toBe(2);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a quiet action (a load that never throws) logs a failed import and answers undefined; the others reject', async () => {
    const { actions, store } = setUp(async () => {
      throw new Error('Failed to fetch dynamically imported module');
    }, ['fail']);
    const logError = jest.spyOn(store.getState(), 'logError');
    await expect(actions.fail('x')).resolves.toBeUndefined();
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to fetch dynamically imported module' }));
    await expect(actions.add(1, 1)).rejects.toThrow('Failed to fetch');
    expect(store.getState().toasts).toEqual([]);
  });

  it('preloads a slice\'s actions for a store; a failed preload does not reject and the next call retries', async () => {
    let attempts = 0;
    const add = jest.fn(async (a: number, b: number) => a + b);
    const { store, loader, actions } = setUp(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return () => ({ add, fail: async () => undefined });
    });
    await expect(preloadSliceActions(store, 'pages')).resolves.toBeUndefined();
    await preloadSliceActions(store, 'pages');
    expect(loader).toHaveBeenCalledTimes(2);
    void actions.add(1, 2);
    expect(add).toHaveBeenCalledWith(1, 2);
    await expect(preloadSliceActions(store, 'home')).resolves.toBeUndefined();
  });

  it('type-checks the names against the actions', () => {
    const { ctx, create } = setUp();
    const load = async () => create;
    // @ts-expect-error a missing action name
    lazyActions(ctx, 'pages', load, ['add']);
    // @ts-expect-error a name that is not an action
    lazyActions(ctx, 'pages', load, ['add', 'fail', 'other']);
    const sync = async () => (): { now(): number } => ({ now: () => 1 });
    // @ts-expect-error a synchronous action cannot be lazy
    lazyActions(ctx, 'pages', sync, ['now']);
    expect(lazyActions(ctx, 'pages', load, ['fail', 'add'] as const)).toHaveProperty('add');
  });
});
