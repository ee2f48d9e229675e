import type { SqlHandle } from '../sqlite/local-database';
import { readOption, writeOption } from '../schema/schema';

/** What the cache knows about a project's sync (kept in options under `project_sync:<projectId>`). */
export interface ProjectSyncState {
  /** The first sync ran to its end: the project's rows are complete (as of last_synced_at). */
  first_sync_done: boolean;
  /** While a first sync is under way: the keyset (`<updated_at>,<id>`) of the last row written, to resume after. */
  resume_after: string | null;
  /** When the last sync ended (client clock, ISO), null before. */
  last_synced_at: string | null;
  /**
   * The newest updated_at among the rows the SYNC received (not single writes: a confirmed write of one item may be
   * newer than changes made by others since the last sync, which the next sync must still ask for). Absent in states
   * written before it existed: the newest local row is used then.
   */
  synced_through?: string | null;
}

const keyOf = (projectId: string) => `project_sync:${projectId}`;

/** A project's sync state (a project never synced: first sync not done, nothing to resume). */
export async function readProjectSyncState(db: Pick<SqlHandle, 'all'>, projectId: string): Promise<ProjectSyncState> {
  return (await readOption<ProjectSyncState>(db, keyOf(projectId))) ?? { first_sync_done: false, resume_after: null, last_synced_at: null };
}

/** Stores a project's sync state. */
export async function writeProjectSyncState(db: Pick<SqlHandle, 'run'>, projectId: string, state: ProjectSyncState): Promise<void> {
  await writeOption(db, keyOf(projectId), state);
}

/** The projects among `projectIds` whose first sync has not completed (their rows may be partial). */
export async function missingProjects(db: Pick<SqlHandle, 'all'>, projectIds: readonly string[]): Promise<string[]> {
  if (projectIds.length === 0) return [];
  const rows = await db.all<{ key: string; value: string }>(
    `SELECT key, value FROM options WHERE key IN (${projectIds.map(() => '?').join(', ')})`,
    projectIds.map(keyOf),
  );
  const done = new Set(rows.filter((r) => (JSON.parse(r.value) as ProjectSyncState).first_sync_done).map((r) => r.key));
  return projectIds.filter((p) => !done.has(keyOf(p)));
}
