import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A local append-only file of the ids of jobs whose handler finished (e.g. the SMTP server accepted the mail), written
 * synchronously in the same turn of the event loop as the handler's end: a process killed after that line but before
 * the database recorded "done" leaves the line behind, and the job's next attempt is marked done without running the
 * handler again. It narrows the resend window from "until the commit" to "until this process read the answer"; it
 * cannot help when another machine takes the job over (each machine has its own file).
 */
export interface JobJournal {
  record(jobId: string): void;
  has(jobId: string): boolean;
  /** Keeps only the ids `stillNeeded` says are needed (jobs not yet recorded done in the database). */
  prune(stillNeeded: (ids: string[]) => Promise<string[]>): Promise<void>;
}

/** The journal at `file` (created on first write). */
export function createJobJournal(file: string): JobJournal {
  const read = (): string[] => {
    try {
      return readFileSync(file, 'utf8').split('\n').filter(Boolean);
    } catch {
      return [];
    }
  };
  return {
    record(jobId) {
      // Best effort: an unwritable folder must not turn a finished job into a failed one (it would be sent again).
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        appendFileSync(file, `${jobId}\n`);
      } catch {
        // the database's "done" still follows; only the narrower resend window is lost
      }
    },
    has(jobId) {
      return read().includes(jobId);
    },
    async prune(stillNeeded) {
      const ids = read();
      if (ids.length === 0) return;
      const keep = new Set(await stillNeeded(ids));
      // Lines appended while the database answered are kept too.
      const kept = read().filter((id) => keep.has(id) || !ids.includes(id));
      const tmp = `${file}.tmp`;
      writeFileSync(tmp, kept.map((id) => `${id}\n`).join(''));
      renameSync(tmp, file);
    },
  };
}
