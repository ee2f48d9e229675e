// Loads a benchmark dataset file into the server's database:
//   tsx apps/api/src/seed/load-bench-dataset.ts --file dataset.json [--data-dir DIR] [--replace]
// Usually run by `npm run seed:bench -- --size W10k|W50k|P10k` (tools/bench/dataset/seed-bench.ts), which generates
// the file first. The database is the server's: DATABASE_URL, else PGlite in --data-dir (or CAIRN_DATA_DIR, ./data).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/config';
import { openDatabase, runMigrations } from '../data/db';
import { loadBenchDataset } from './bench-dataset-loader';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { file: { type: 'string' }, 'data-dir': { type: 'string' }, replace: { type: 'boolean', default: false } },
    strict: true,
  });
  if (!values.file) throw new Error('usage: load-bench-dataset.ts --file dataset.json [--data-dir DIR] [--replace]');
  const env = values['data-dir'] ? { ...process.env, CAIRN_DATA_DIR: values['data-dir'] } : process.env;
  const config = loadConfig(env);
  const raw: unknown = JSON.parse(readFileSync(values.file, 'utf8'));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let result;
  try {
    await runMigrations(database);
    result = await loadBenchDataset(database.db, raw, { scryptN: config.scryptN, replace: values.replace });
  } finally {
    await database.close();
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const { dataset } = result;
  const rows = Object.values(result.counts).reduce((a, b) => a + b, 0);
  const lines = [
    `Bench dataset ${dataset.size} loaded into ${where}: ${rows} rows in ${(result.insertMs / 1000).toFixed(1)} s.`,
    ...Object.entries(result.counts).map(([table, n]) => `  ${table.padEnd(22)} ${n}`),
    `Workspace "${dataset.workspace.name}" at ${config.publicUrl}/${dataset.workspace.slug}/`,
    `Projects: ${dataset.projects.map((p) => `${p.identifier} (${p.live_items} live items)`).join(', ')}`,
    `Sign in as ${dataset.owner.email} with password ${dataset.password} (every bench account has this password).`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench load failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
