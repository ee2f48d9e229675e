// The two databases the API benchmarks run on, each freshly made and loaded with a dataset.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDatasetFile, type DatabaseTarget } from '../dataset/dataset-file';
import { startTempPostgres } from './postgres';

/** A database kind. */
export type BackendKind = 'pglite' | 'postgres';
/** Both kinds, in the order the benchmarks run them. */
export const BACKEND_KINDS: readonly BackendKind[] = ['pglite', 'postgres'];

/** A loaded database, ready for an API process. */
export interface Backend {
  kind: BackendKind;
  target: DatabaseTarget;
  /** Seconds the loader took (its own process: migrations, hashing, inserts, ANALYZE). */
  loadSeconds: number;
  dispose(): Promise<void>;
}

// Databases still up, so an interrupted run (Ctrl-C) does not leave a PostgreSQL or a temp folder behind.
const live = new Set<() => Promise<void>>();
let handlersInstalled = false;
function cleanUpOnSignals(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void Promise.allSettled([...live].map((dispose) => dispose())).then(() => process.exit(130));
    });
  }
}

/** Parses --backends pglite,postgres. */
export function parseBackends(value: string | undefined): BackendKind[] {
  if (!value) return [...BACKEND_KINDS];
  const kinds = value.split(',').map((s) => s.trim());
  for (const k of kinds) if (!BACKEND_KINDS.includes(k as BackendKind)) throw new Error(`--backends takes ${BACKEND_KINDS.join(', ')} (got ${k})`);
  return kinds as BackendKind[];
}

/** Creates an empty database of the kind (PGlite in a temp folder, or a temporary PostgreSQL 15) and loads the file. */
export async function prepareBackend(kind: BackendKind, datasetFile: string): Promise<Backend> {
  cleanUpOnSignals();
  let target: DatabaseTarget;
  let release: () => Promise<void>;
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cairn-bench-pglite-'));
    target = { dataDir: dir };
    release = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const pg = await startTempPostgres();
    target = { databaseUrl: pg.url };
    release = async () => pg.stop();
  }
  live.add(release);
  const dispose = async () => {
    live.delete(release);
    await release();
  };
  try {
    const started = performance.now();
    await loadDatasetFile(datasetFile, target, { quiet: true });
    return { kind, target, loadSeconds: (performance.now() - started) / 1000, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
