// npm run test:e2e: only the browser tests, against the built apps and a fresh server.
import { e2eSuite, report } from './suites.mjs';
process.exit(report({ e2e: await e2eSuite(process.argv.slice(2)) }));
