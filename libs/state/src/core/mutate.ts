import { enablePatches, produce, produceWithPatches, applyPatches, type Draft, type Patch } from 'immer';
import { sameList, undoListChange } from './list-merge';

enablePatches();

type Path = (string | number)[];

/** The store surface mutate needs: read the state, replace it, and the one error handler. */
export interface MutableStore<S extends ErrorReporter> {
  getState(): S;
  setState(state: NoInfer<S>, replace: true, action?: string): void;
}

/** State that owns the store-level error handler (the ui slice). */
export interface ErrorReporter {
  reportError(error: unknown, text?: string): void;
}

/** What one optimistic mutation does. */
export interface MutateOptions<S, T> {
  /** Entity key; mutations with the same key call the server one after another, in order. */
  key: string;
  /** The optimistic change, applied at once. */
  apply: (draft: Draft<S>) => void;
  /** The server call. */
  call: () => Promise<T>;
  /** Takes the server's version; skipped while a later mutation of the same key is still pending (its answer is newer). */
  commit?: (draft: Draft<S>, result: T) => void;
  /** Toast title on failure (a spec catalogue text); the server's message is used when absent. */
  errorText?: string;
  /** Reports a failure instead of the store's toast (spec §8 failures that are only logged); still rolled back and rethrown. */
  report?: (error: unknown) => void;
  /**
   * Entities whose derived places (the store's registered follower: the loaded lists) follow this change — after the
   * optimistic change (at `placement`, e.g. a drop position), after the answer, and back to where they were after a
   * rollback. Those places are not part of the patches (see MutationFollower).
   */
  follow?: { ids: readonly string[]; placement?: unknown };
}

/**
 * Derived state that follows the entities a mutation changes but is not part of its patches: the loaded lists' groups
 * are arrays of objects, which a patch-level undo could only restore whole (concurrent changes to one list would undo
 * each other). mutate drives it at the same three moments as its own apply / commit / rollback.
 */
export interface MutationFollower {
  /** Where the entities are now (taken before the optimistic change). */
  snapshot(ids: readonly string[]): unknown;
  /** After the optimistic change (`answered` false: at the placement) and after the answer (`answered` true). */
  follow(ids: readonly string[], snapshot: unknown, placement: unknown, answered: boolean): void;
  /** After a rollback: back to the snapshot. */
  restore(ids: readonly string[], snapshot: unknown): void;
}

const followersByStore = new WeakMap<object, MutationFollower>();

/** Registers the store's follower (createWebStore does, once). */
export function setMutationFollower(store: object, follower: MutationFollower): void {
  followersByStore.set(store, follower);
}

// One patched location: the value before, the optimistic value, and whether the key existed.
interface Unit {
  id: string;
  path: Path;
  before: unknown;
  existedBefore: boolean;
  after: unknown;
  existsAfter: boolean;
}

interface Pending {
  units: Unit[];
}

interface KeyQueue {
  tail: Promise<unknown>;
  pending: Pending[];
}

const queuesByStore = new WeakMap<object, Map<string, KeyQueue>>();

/**
 * The one optimistic mutation: apply locally, call the server (in order per key), commit the server's version,
 * or roll back only what is still the optimistic value, report the error once and rethrow.
 */
export async function mutate<S extends ErrorReporter, T>(store: MutableStore<S>, options: MutateOptions<S, T>): Promise<T> {
  const before = store.getState();
  const follower = options.follow ? followersByStore.get(store) : undefined;
  const followIds = options.follow?.ids ?? [];
  const places = follower?.snapshot(followIds);
  const [after, patches] = produceWithPatches(before, options.apply as (draft: Draft<S>) => void);
  const mine: Pending = { units: unitsOf(patches, before, after) };
  if (patches.length > 0) store.setState(after as S, true, `mutate/${options.key}/apply`);
  follower?.follow(followIds, places, options.follow?.placement, false);

  const queue = queueFor(store, options.key);
  queue.pending.push(mine);
  const invoke = () => options.call();
  const run = queue.tail.then(invoke, invoke);
  queue.tail = run.catch(() => undefined);

  try {
    const result = await run;
    const later = settle(store, options.key, queue, mine);
    if (options.commit && later.length === 0) {
      const commit = options.commit;
      store.setState(produce(store.getState(), (draft: Draft<S>) => commit(draft, result)) as S, true, `mutate/${options.key}/commit`);
    }
    follower?.follow(followIds, places, options.follow?.placement, true);
    return result;
  } catch (error) {
    const later = settle(store, options.key, queue, mine);
    rollBack(store, options.key, mine, later);
    follower?.restore(followIds, places);
    if (options.report) options.report(error);
    else store.getState().reportError(error, options.errorText);
    throw error;
  }
}

function queueFor(store: object, key: string): KeyQueue {
  let queues = queuesByStore.get(store);
  if (!queues) {
    queues = new Map();
    queuesByStore.set(store, queues);
  }
  let queue = queues.get(key);
  if (!queue) {
    queue = { tail: Promise.resolve(), pending: [] };
    queues.set(key, queue);
  }
  return queue;
}

// Removes a finished mutation from its queue and answers the ones of the same key queued after it.
function settle(store: object, key: string, queue: KeyQueue, done: Pending): Pending[] {
  const index = queue.pending.indexOf(done);
  const later = queue.pending.slice(index + 1);
  queue.pending.splice(index, 1);
  if (queue.pending.length === 0) queuesByStore.get(store)?.delete(key);
  return later;
}

function rollBack<S extends ErrorReporter>(store: MutableStore<S>, key: string, failed: Pending, later: Pending[]): void {
  const current = store.getState();
  const restore: Patch[] = [];
  for (const unit of failed.units) {
    const now = readPath(current, unit.path);
    if (now.exists === unit.existsAfter && Object.is(now.value, unit.after)) {
      restore.push(restorePatch(unit, now.exists));
      continue;
    }
    if (Array.isArray(unit.before) && Array.isArray(unit.after) && Array.isArray(now.value)) {
      const merged = undoListChange(unit.before, unit.after, now.value);
      if (!sameList(merged, now.value)) restore.push({ op: 'replace', path: unit.path, value: merged });
    }
    // Changed since: a later mutation of the same key built on our optimistic value; its rollback must now reach
    // back to our starting value, or two failures in a row would leave the first failed value on screen.
    for (const next of later) {
      for (const u of next.units) {
        if (u.id === unit.id && Object.is(u.before, unit.after)) {
          u.before = unit.before;
          u.existedBefore = unit.existedBefore;
        }
      }
    }
  }
  if (restore.length > 0) store.setState(applyPatches(current, restore), true, `mutate/${key}/rollback`);
}

function restorePatch(unit: Unit, existsNow: boolean): Patch {
  if (!unit.existedBefore) return { op: 'remove', path: unit.path };
  return { op: existsNow ? 'replace' : 'add', path: unit.path, value: unit.before };
}

// Array elements shift when items are added or removed, so a list is tracked as one unit at the list itself.
function unitsOf(patches: Patch[], before: unknown, after: unknown): Unit[] {
  const units = new Map<string, Unit>();
  for (const patch of patches) {
    const path = unitPath(patch.path, before, after);
    const id = JSON.stringify(path);
    if (units.has(id)) continue;
    const b = readPath(before, path);
    const a = readPath(after, path);
    units.set(id, { id, path, before: b.value, existedBefore: b.exists, after: a.value, existsAfter: a.exists });
  }
  return [...units.values()];
}

function unitPath(path: Path, ...roots: unknown[]): Path {
  let cut = path.length;
  for (const root of roots) {
    let node: unknown = root;
    for (let i = 0; i < cut; i++) {
      if (Array.isArray(node)) {
        cut = i;
        break;
      }
      node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[path[i]] : undefined;
    }
  }
  return path.slice(0, cut);
}

function readPath(root: unknown, path: Path): { exists: boolean; value: unknown } {
  let node: unknown = root;
  for (const segment of path) {
    if (!node || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, segment)) return { exists: false, value: undefined };
    node = (node as Record<string | number, unknown>)[segment];
  }
  return { exists: true, value: node };
}

/**
 * Settles once the mutations of `key` queued so far have finished (whichever way), or undefined when none is pending.
 * The live stream uses it so a change reported by the server never lands between an optimistic change and its answer.
 */
export function pendingMutation(store: object, key: string): Promise<void> | undefined {
  const queue = queuesByStore.get(store)?.get(key);
  if (!queue || queue.pending.length === 0) return undefined;
  return queue.tail.then(() => undefined);
}
