import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: a second process opening the same folder (a seed script while the server
 * runs, two `npm start`s) would corrupt it. A pid file in the folder refuses the second opener; a stale file from
 * a crashed process is taken over. Returns the release function.
 */
export function acquirePgliteLock(dir: string): () => void {
  const file = path.join(dir, 'cairn.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(`The embedded database in ${dir} is in use by process ${holder}. Stop that process first, or use DATABASE_URL (PostgreSQL) to run several processes.`);
      }
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}`);
}
