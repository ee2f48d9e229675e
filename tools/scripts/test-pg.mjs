// npm run test:pg: only the API suite, on PostgreSQL.
import { pgSuite, report } from './suites.mjs';
process.exit(report({ postgres: await pgSuite(process.argv.slice(2)) }));
