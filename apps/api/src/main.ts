import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config/config';
import { migrationsFolder, openDatabase, runMigrations } from './data/db';
import { registerBenchCeiling } from './http/bench-ceiling';
import { createJobJournal } from './jobs/job-journal';
import { JOB_WORKER_LANES, startJobWorker, type JobWorker } from './jobs/job-worker';
import { createMailer } from './mail/mailer';
import { createSettingsMailerFactory } from './mail/mail-settings';
import { loadSecretKey } from './config/secret-box';
import { buildServer } from './server';
import { loadHeadless } from './collab/headless';

/** Starts Cairn: config → database → migrations → HTTP server, and closes cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const appsDir = fileURLToPath(new URL('../../', import.meta.url));
  const config = loadConfig(process.env, process.cwd(), appsDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, queueTimeoutMs: config.dbQueueTimeoutMs });
  await runMigrations(database, migrationsFolder(config.appsDir));
  // The key sealing console secrets; created once in CAIRN_DATA_DIR when CAIRN_SECRET_KEY is unset.
  const secret = loadSecretKey(config);
  // Mail follows the console's SMTP settings (over SMTP_*) at send time; `mailer` is the environment's, for reference.
  const deps = { db: database.db, config, mailer: createMailer(config.smtp), mailerFor: createSettingsMailerFactory(), secretKey: secret.key, now: () => new Date() };
  const app = await buildServer({ ...deps, listen: database.listen, log: { level: config.logLevel } });
  if (secret.warning) app.log.warn(secret.warning);
  registerBenchCeiling(app);
  // Background jobs (mail): on PGlite this process is the only one on its database, so leases left by a killed
  // predecessor are released at once; on PostgreSQL other processes may hold leases and those run out on their own.
  let worker: JobWorker | undefined;
  if (config.jobs.worker) {
    worker = startJobWorker(deps, {
      log: app.log.child({ component: 'jobs' }),
      leaseMs: config.jobs.leaseMs,
      concurrency: JOB_WORKER_LANES,
      journal: createJobJournal(path.join(config.dataDir, 'jobs-finished.log')),
      releaseLeasesAtStart: database.kind === 'pglite',
      wakeRetriesMs: database.kind === 'postgres' ? [5, 20, 80, 300] : [],
    });
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await worker?.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
  app.log.info(`Cairn listening on ${config.publicUrl} — database: ${where}; mail: ${config.smtp ? `SMTP ${config.smtp.host}` : 'server log ([mail] lines)'} unless set in /god-mode/`);
  // Page content's HTML conversion loads on first use (seconds): warm it now so the first page edit does not wait.
  loadHeadless().catch((err: unknown) => app.log.error({ err }, 'the editor\'s headless entry failed to load'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
