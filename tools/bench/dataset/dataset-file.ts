// Writing a dataset to the JSON file the API's loader reads, and running that loader.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, runCommand, tsxBin } from '../lib/repo';
import type { DatasetSize } from './dataset-sizes';
import { generateDataset, type BenchDataset } from './generate-dataset';

/** Writes the dataset as JSON; returns the sha256 of the bytes (equal for equal size, seed and anchor). */
export function writeDatasetFile(dataset: BenchDataset, file: string): { sha256: string; bytes: number } {
  const text = JSON.stringify(dataset);
  writeFileSync(file, text);
  return { sha256: createHash('sha256').update(text).digest('hex'), bytes: Buffer.byteLength(text) };
}

/** Where the loader finds its database: PGlite in a folder or PostgreSQL at a URL. */
export type DatabaseTarget = { dataDir: string } | { databaseUrl: string };

/**
 * Runs apps/api/src/seed/load-bench-dataset.ts on a dataset file (a child process: lint keeps the database driver
 * inside apps/api, and tools may not import apps). Returns the loader's output when quiet.
 */
export function loadDatasetFile(file: string, target: DatabaseTarget | null, options: { replace?: boolean; quiet?: boolean } = {}): Promise<string> {
  const root = repoRoot();
  const env: NodeJS.ProcessEnv = { ...process.env };
  const args = [path.join(root, 'apps/api/src/seed/load-bench-dataset.ts'), '--file', file];
  if (target && 'dataDir' in target) {
    delete env.DATABASE_URL;
    args.push('--data-dir', target.dataDir);
  } else if (target) {
    env.DATABASE_URL = target.databaseUrl;
  }
  if (options.replace) args.push('--replace');
  return runCommand(tsxBin(root), args, { env, quiet: options.quiet });
}

/** A dataset written to a temporary file for one benchmark run. */
export interface TempDataset {
  dataset: BenchDataset;
  file: string;
  sha256: string;
  cleanup(): void;
}

/** Generates a preset and writes it to a fresh temporary folder. */
export function writeTempDataset(size: DatasetSize): TempDataset {
  const dataset = generateDataset({ size });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cairn-dataset-'));
  const file = path.join(dir, `${size}.json`);
  const { sha256 } = writeDatasetFile(dataset, file);
  return { dataset, file, sha256, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
