import { readFileSync } from 'node:fs';
import { openLocalDb } from '../open-local-db';
import { createMemoryStorage, type LocalDbStorage } from './storage';

let wasm: Buffer | null = null;

/** A fresh in-memory storage for a test (the wasm bytes read once per test file). */
export function memoryStorage(): Promise<LocalDbStorage> {
  wasm ??= readFileSync(require.resolve('@journeyapps/wa-sqlite/dist/wa-sqlite.wasm'));
  return createMemoryStorage({ wasmBinary: wasm });
}

/** A fresh database with the current schema. */
export async function freshDb(who = { userId: '00000000-0000-4000-8000-000000000001', workspaceId: '00000000-0000-4000-8000-0000000000aa' }) {
  const { db } = await openLocalDb(await memoryStorage(), who);
  return db;
}
