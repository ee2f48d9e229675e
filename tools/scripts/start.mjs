// npm start: build the browser apps when their sources changed, then run the one API process that serves everything.
import { buildApps, bin, run, root, baseEnv } from './lib.mjs';
import path from 'node:path';

await buildApps();
const code = await run(bin('tsx'), [path.join(root, 'apps/api/src/main.ts')], { env: { ...baseEnv, NODE_ENV: process.env.NODE_ENV ?? 'production' } });
process.exit(code);
