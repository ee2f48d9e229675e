// Paths and child processes shared by the benchmark scripts.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository root: the nearest folder above the working directory whose package.json is the monorepo's. */
export function repoRoot(): string {
  let dir = process.cwd();
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'cairn') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('run the benchmarks from inside the Cairn repository');
    dir = parent;
  }
}

/** The tsx binary of the repository. */
export function tsxBin(root: string = repoRoot()): string {
  return path.join(root, 'node_modules', '.bin', 'tsx');
}

/** Runs a command to completion (output streamed, or kept when quiet); rejects on a non-zero exit. */
export function runCommand(cmd: string, args: string[], options: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: repoRoot(), env: options.env ?? process.env, stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${path.basename(cmd)} ${args.join(' ')} exited with ${code}\n${output}`))));
  });
}
