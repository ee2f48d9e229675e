// Test helpers for the local-cache slice (not exported from the lib): a fake port, a fake localStorage, a signed-in store.
import type { AnyWorkItemPage, WorkItem } from '@cairn/types';
import type { StoreDeps } from '../../core/types';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { fixtures } from '../../testing/fixtures';
import { makeStore } from '../../testing/test-store.test-util';
import type { LocalCacheOpenParams, LocalCachePort, LocalCacheStatusEvent } from './local-cache.port';

export const SLUG = 'ws-1';
export const P1 = fixtures.projectLite(1).id;
export const P2 = fixtures.projectLite(2).id;

/** A Map-backed localStorage on globalThis (node has none); returns it. */
export function installLocalStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
  (globalThis as { localStorage?: unknown }).localStorage = storage;
  return storage;
}

export function removeLocalStorage(): void {
  delete (globalThis as { localStorage?: unknown }).localStorage;
}

export type FakePort = jest.Mocked<Omit<LocalCachePort, 'onStatus'>> & Pick<LocalCachePort, 'onStatus'> & { emit(e: LocalCacheStatusEvent): void };

/** A port whose sync reports loading → ready (or what `syncStatus` says) and whose query answers `answer`. */
export function fakePort(options: { answer?: AnyWorkItemPage | null; syncStatus?: 'ready' | 'error'; openFails?: boolean; delayMs?: number } = {}): FakePort {
  const listeners = new Set<(e: LocalCacheStatusEvent) => void>();
  const emit = (e: LocalCacheStatusEvent) => listeners.forEach((l) => l(e));
  const progress = { written: 0, total: 0 };
  return {
    emit,
    onStatus: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    open: jest.fn(async (_params: LocalCacheOpenParams) => {
      emit({ type: 'workspace-status', status: 'initializing' });
      await Promise.resolve();
      if (options.openFails) {
        emit({ type: 'workspace-status', status: 'error', error: { message: 'no OPFS' } });
        throw new Error('no OPFS');
      }
      emit({ type: 'workspace-status', status: 'ready' });
      return {};
    }),
    sync: jest.fn(async (projectId: string) => {
      const status = options.syncStatus ?? 'ready';
      emit({ type: 'project-status', projectId, status: 'loading', progress });
      emit({ type: 'project-status', projectId, status, progress, ...(status === 'error' ? { error: { message: 'down' } } : {}) });
      return { status, firstSync: true, written: 0, removed: 0 };
    }),
    query: jest.fn(async (_params: Parameters<LocalCachePort['query']>[0]): Promise<AnyWorkItemPage | null> => {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      return options.answer ?? null;
    }),
    upsert: jest.fn(async (_items: WorkItem[]): Promise<unknown> => ({})),
    delete: jest.fn(async (_ids: string[]): Promise<unknown> => ({})),
    setSubscribed: jest.fn(async (_id: string, _subscribed: boolean): Promise<unknown> => ({})),
    replaceReference: jest.fn(async (_params: Parameters<LocalCachePort['replaceReference']>[0]): Promise<unknown> => ({})),
    finishSync: jest.fn(async (): Promise<unknown> => ({ built: false })),
  };
}

/** A store with user 1 signed in, workspace ws-1 and projects 1 and 2 (joined, caller admin) loaded, over `cache`. */
export async function cacheStore(cache: LocalCachePort | undefined, overrides: FakeServicesOverrides = {}, extra: Partial<StoreDeps> = {}) {
  const made = makeStore({
    ...overrides,
    workspaces: { listMine: async () => [fixtures.workspace(1)], ...overrides.workspaces },
    projects: { list: async () => [fixtures.projectLite(1), fixtures.projectLite(2)], ...overrides.projects },
  }, { cache, ...extra });
  made.store.getState().setCurrentUser(fixtures.user());
  await made.store.getState().loadMyWorkspaces();
  await made.store.getState().loadProjects(SLUG);
  return made;
}
