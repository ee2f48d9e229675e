// Runs `drizzle-kit generate` for apps/api. drizzle-orm lives in apps/api/node_modules (not hoisted), so drizzle-kit,
// which imports and requires it from the root node_modules, is given NODE_PATH (require) and a resolve hook (import).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(apiDir, '..', '..');
const hook = path.join(apiDir, 'scripts', 'drizzle-resolve.mjs');
const result = spawnSync('npx', ['drizzle-kit', 'generate', '--config', 'apps/api/drizzle.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_PATH: [path.join(apiDir, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter),
    NODE_OPTIONS: [`--import ${hook}`, process.env.NODE_OPTIONS].filter(Boolean).join(' '),
  },
});
process.exit(result.status ?? 1);
