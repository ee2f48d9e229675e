import { ensureSchema } from './schema/schema';
import type { LocalDatabase } from './sqlite/local-database';
import { localDbFileName, type LocalDbStorage } from './sqlite/storage';

/**
 * Opens the user's database of a workspace (one file per user and workspace) and makes its schema current: a file
 * written by another schema version is emptied and recreated (`recreated` tells the caller a full sync is due). The
 * worker defers a new file's list indexes (`deferListIndexes`) and builds them after the first syncs.
 */
export async function openLocalDb(
  storage: LocalDbStorage,
  who: { userId: string; workspaceId: string },
  options: { deferListIndexes?: boolean } = {},
): Promise<{ db: LocalDatabase; recreated: boolean }> {
  const db = await storage.open(localDbFileName(who.userId, who.workspaceId));
  try {
    const { recreated } = await ensureSchema(db, options);
    return { db, recreated };
  } catch (error) {
    await db.close();
    throw error;
  }
}
