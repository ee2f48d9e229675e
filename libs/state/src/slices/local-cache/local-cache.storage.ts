import { LOCAL_CACHE_HINT_COOKIE, LOCAL_DB_ENABLED_KEY } from '@cairn/types';

// The cache's flags in localStorage: the toggle (spec §9, absent = on) and, per user and workspace, the projects whose
// first sync completed in this browser (so a list load knows whether waiting for the database to open can pay off).

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): StorageLike | null {
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage ?? null;
  } catch {
    return null; // storage blocked (privacy settings)
  }
}

/** LOCAL_DB_ENABLED: absent (or unreadable) means on; only 'false' turns it off. */
export function readLocalCacheEnabled(): boolean {
  try {
    return storage()?.getItem(LOCAL_DB_ENABLED_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** Persists the toggle ('true' / 'false'). */
export function writeLocalCacheEnabled(enabled: boolean): void {
  try {
    storage()?.setItem(LOCAL_DB_ENABLED_KEY, String(enabled));
  } catch {
    // not persisted: the in-memory flag still applies to this tab
  }
}

/**
 * Tells the server, by cookie, whether this browser's cache is on (LOCAL_CACHE_HINT_COOKIE): a list's default order
 * depends on it, and a page load's boot embeds the first list page the app will ask for. Not in a browser: nothing.
 */
export function writeLocalCacheHint(on: boolean): void {
  try {
    const doc = (globalThis as { document?: { cookie: string } }).document;
    const value = on ? '1' : '0';
    if (doc && !doc.cookie.split('; ').includes(`${LOCAL_CACHE_HINT_COOKIE}=${value}`)) {
      doc.cookie = `${LOCAL_CACHE_HINT_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
    }
  } catch {
    // cookies blocked: the server assumes the default (on) and a mismatched first page is asked again
  }
}

const hintKey = (userId: string, workspaceId: string) => `cairn:local-cache:synced:${userId}:${workspaceId}`;

/** Projects whose first sync completed for this user and workspace (a hint: the database may have been wiped since). */
export function readSyncedProjects(userId: string, workspaceId: string): Set<string> {
  try {
    const raw = storage()?.getItem(hintKey(userId, workspaceId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Adds a project to the hint. */
export function markProjectSynced(userId: string, workspaceId: string, projectId: string): void {
  const synced = readSyncedProjects(userId, workspaceId);
  if (synced.has(projectId)) return;
  synced.add(projectId);
  try {
    storage()?.setItem(hintKey(userId, workspaceId), JSON.stringify([...synced]));
  } catch {
    // a missing hint only costs a server request
  }
}

const referenceKey = (userId: string, workspaceId: string) => `cairn:local-cache:reference:${userId}:${workspaceId}`;

/** When each project's reference rows (states, labels, members, estimate points) were last stored (epoch ms). */
export function readReferenceTimes(userId: string, workspaceId: string): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(referenceKey(userId, workspaceId)) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Records that a project's reference rows were stored at `at`; `null` forgets every project (the database was recreated). */
export function writeReferenceTime(userId: string, workspaceId: string, projectId: string | null, at = 0): void {
  try {
    const times = projectId === null ? {} : { ...readReferenceTimes(userId, workspaceId), [projectId]: at };
    storage()?.setItem(referenceKey(userId, workspaceId), JSON.stringify(times));
  } catch {
    // without the record the rows are only fetched again
  }
}
