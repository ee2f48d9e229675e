import { defineConfig } from 'drizzle-kit';

/** drizzle-kit settings: the Drizzle schema is the source, SQL migrations are generated and committed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/data/schema/index.ts',
  out: './apps/api/src/data/migrations',
});
