// npm run seed:bench -- --size W10k|W50k|P10k [--data-dir DIR] [--replace] [--seed TEXT] [--anchor ISO] [--out FILE]
// Generates the dataset and loads it into the server's database (DATABASE_URL, else PGlite in --data-dir or
// CAIRN_DATA_DIR or ./data). With --out the dataset is only written to FILE (nothing is loaded).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadDatasetFile, writeDatasetFile } from './dataset-file';
import { parseDatasetSize } from './dataset-sizes';
import { datasetCounts, generateDataset } from './generate-dataset';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string' },
      'data-dir': { type: 'string' },
      replace: { type: 'boolean', default: false },
      seed: { type: 'string' },
      anchor: { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });
  const size = parseDatasetSize(values.size);
  const started = performance.now();
  const dataset = generateDataset({ size, seed: values.seed, anchor: values.anchor });
  const generatedMs = performance.now() - started;
  const tmp = values.out ? null : mkdtempSync(path.join(os.tmpdir(), 'cairn-dataset-'));
  const file = values.out ? path.resolve(values.out) : path.join(tmp!, `${size}.json`);
  try {
    const { sha256, bytes } = writeDatasetFile(dataset, file);
    const counts = Object.entries(datasetCounts(dataset)).map(([t, n]) => `${t} ${n}`).join(', ');
    process.stdout.write(
      `Generated ${size} (seed "${dataset.seed}", anchor ${dataset.anchor}) in ${(generatedMs / 1000).toFixed(1)} s: ${(bytes / 1e6).toFixed(1)} MB, sha256 ${sha256.slice(0, 16)}…\n  ${counts}\n`,
    );
    if (values.out) {
      process.stdout.write(`Written to ${file} (not loaded).\n`);
      return;
    }
    const target = values['data-dir'] ? { dataDir: path.resolve(values['data-dir']) } : null;
    await loadDatasetFile(file, target, { replace: values.replace });
  } finally {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed:bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
