// Demo data: `tsx apps/api/src/seed/seed-demo.ts` (npm run seed:demo). Uses the server's configuration and database.
import { ROLE } from '@cairn/types';
import { loadConfig } from '../config/config';
import { openDatabase, runMigrations } from '../data/db';
import { DEMO_INVITEE, DEMO_PASSWORD, DEMO_PROJECTS, DEMO_USERS, DEMO_WORKSPACE, seedDemo } from './demo-seed';
import { DEMO_WORK_ITEMS } from './demo-work-items';

const ROLE_NAMES: Record<number, string> = { [ROLE.ADMIN]: 'admin', [ROLE.MEMBER]: 'member', [ROLE.GUEST]: 'guest' };

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    await seedDemo(database.db, { now: new Date(), scryptN: config.scryptN });
  } finally {
    await database.close();
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    `Demo data ready in ${where}.`,
    `Workspace "${DEMO_WORKSPACE.name}" at ${config.publicUrl}/${DEMO_WORKSPACE.slug}`,
    ...DEMO_USERS.map((u) => `  ${u.email.padEnd(22)} password ${DEMO_PASSWORD}  (${ROLE_NAMES[u.role]})`),
    `Pending invitation for ${DEMO_INVITEE} (member).`,
    `Projects: ${DEMO_PROJECTS.map((p) => `${p.name} (${p.identifier})`).join(', ')} with states, nested labels and an estimate; WEB has ${DEMO_WORK_ITEMS.length} work items with comments, sub-items and relations.`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
