// npm test: every test — libs, components and API on PGlite; the API on PostgreSQL; the browser tests; two API
// processes on one PostgreSQL behind a proxy (test:scale).
import { unitSuite, pgSuite, e2eSuite, scriptSuite, report } from './suites.mjs';

const parts = {};
parts.unit = await unitSuite();
parts.postgres = await pgSuite().catch((e) => (console.error(e), { passed: 0, failed: 1 }));
parts.e2e = await e2eSuite().catch((e) => (console.error(e), { passed: 0, failed: 1 }));
parts.scale = await scriptSuite('tools/scripts/test-scale.mjs');
process.exit(report(parts));
