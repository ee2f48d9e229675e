// Results files (tools/bench/results/<name>.json) and the printed tables.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './repo';

/** The machine a result was measured on. */
export function machineInfo() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: cpus.length,
    cpu_model: cpus[0]?.model ?? 'unknown',
    memory_gb: Math.round(os.totalmem() / 2 ** 30),
    // Other work on a shared machine shows here (1, 5 and 15 minute load averages when the results were written).
    load_average: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

/** Writes tools/bench/results/<name>.json with the machine info first; returns the path. */
export function writeResults(name: string, results: Record<string, unknown>): string {
  const dir = path.join(repoRoot(), 'tools', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ benchmark: name, machine: machineInfo(), ...results }, null, 2)}\n`);
  return file;
}

/** A plain-text table: a header row and rows of cells, columns padded, numbers right-aligned. */
export function formatTable(header: string[], rows: Array<Array<string | number>>): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? '').length)));
  const line = (r: string[], isHeader: boolean) =>
    r.map((cell, c) => (!isHeader && typeof rows[0]?.[c] === 'number' ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ');
  return [line(header, true), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map((r) => line(r, false))].join('\n');
}
