// npm test: every test — libs, components and API on PGlite; the API on PostgreSQL; the browser tests; two API
// processes on one PostgreSQL behind a proxy (test:scale).
import { unitSuite, pgSuite, e2eSuite, scriptSuite, report } from './suites.mjs';

const parts = {};
// Each part's wall time goes beside its counts in the report (which part to look at when the run grows).
const timed = async (run) => {
  const start = Date.now();
  const counts = await run();
  return { ...counts, seconds: Math.round((Date.now() - start) / 1000) };
};
parts.unit = await timed(() => unitSuite());
parts.postgres = await timed(() => pgSuite().catch((e) => (console.error(e), { passed: 0, failed: 1 })));
parts.e2e = await timed(() => e2eSuite().catch((e) => (console.error(e), { passed: 0, failed: 1 })));
parts.scale = await timed(() => scriptSuite('tools/scripts/test-scale.mjs'));
process.exit(report(parts));
