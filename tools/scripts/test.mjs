// npm test: every test — libs, components and API on PGlite; the API on PostgreSQL; the browser tests.
import { unitSuite, pgSuite, e2eSuite, report } from './suites.mjs';

const parts = {};
parts.unit = await unitSuite();
parts.postgres = await pgSuite().catch((e) => (console.error(e), { passed: 0, failed: 1 }));
parts.e2e = await e2eSuite().catch((e) => (console.error(e), { passed: 0, failed: 1 }));
process.exit(report(parts));
