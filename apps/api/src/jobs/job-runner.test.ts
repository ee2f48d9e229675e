import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/config';
import { openDatabase, type Database } from '../data/db';
import { findJob, leaseDueJobs, listJobsOfKind, completeJob } from '../data/repositories/jobs.repository';
import { openTestDatabase, type TestDatabase } from '../data/test-database';
import { mailMessageId } from '../mail/mail.job';
import type { MailTemplate } from '../mail/mail-templates';
import type { MailMessage, Mailer } from '../mail/mailer';
import { backoffMs, type JobDeps, type JobLog } from './job-kind';
import { enqueueJob } from './job-queue';
import { runDueJobs } from './job-runner';
import { createJobJournal } from './job-journal';
import { startJobWorker } from './job-worker';

const config = loadConfig({ NODE_ENV: 'test', CAIRN_SERVE_APPS: 'false', PUBLIC_URL: 'https://cairn.example.org' });
const T0 = new Date('2030-03-01T09:00:00Z');

/** A mailer that records messages and fails the next `failures` sends. */
function testMailer() {
  const sent: MailMessage[] = [];
  const mailer = {
    configured: true,
    sent,
    failures: 0,
    async send(message: MailMessage) {
      if (mailer.failures > 0) {
        mailer.failures -= 1;
        throw new Error('SMTP 451 try again later');
      }
      sent.push(message);
    },
  };
  return mailer satisfies Mailer;
}

function recordingLog() {
  const errors: unknown[] = [];
  const log: JobLog = { info: () => undefined, warn: () => undefined, error: (obj) => void errors.push(obj) };
  return { log, errors };
}

let testDb: TestDatabase;
let now = T0;
let mailer = testMailer();
const deps = (): JobDeps => ({ db: testDb.database.db, mailer, config, now: () => now });
const invitation = (to: string): MailTemplate => ({ template: 'invitation', to, inviter: 'Ada', workspace_name: 'Acme', link: 'https://cairn.example.org/invitations' });

async function enqueueMail(mail: MailTemplate, options: { dedupeKey?: string; db?: Database } = {}): Promise<string | undefined> {
  return (options.db ?? testDb.database).db.transaction((tx) => enqueueJob(tx, { kind: 'mail', payload: mail, dedupeKey: options.dedupeKey }, now));
}

beforeAll(async () => {
  testDb = await openTestDatabase();
});
afterAll(async () => {
  await testDb.dispose();
});
beforeEach(async () => {
  await testDb.truncateAll();
  now = T0;
  mailer = testMailer();
});

describe('enqueueJob', () => {
  it('adds the job only when its transaction commits', async () => {
    await expect(
      testDb.database.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'mail', payload: invitation('lost@example.com') }, now);
        throw new Error('business rule broken');
      }),
    ).rejects.toThrow('business rule broken');
    expect(await listJobsOfKind(testDb.database.db, 'mail')).toHaveLength(0);
    expect(await runDueJobs(deps())).toEqual({ done: 0, retried: 0, failed: 0, superseded: 0 });
    expect(mailer.sent).toHaveLength(0);

    const id = await enqueueMail(invitation('kept@example.com'));
    expect(await findJob(testDb.database.db, id ?? '')).toMatchObject({ kind: 'mail', status: 'pending', attempts: 0, max_attempts: 8 });
  });

  it('adds nothing for a dedupe key already used', async () => {
    const first = await enqueueMail(invitation('a@example.com'), { dedupeKey: 'invite:1' });
    expect(first).toBeDefined();
    expect(await enqueueMail(invitation('a@example.com'), { dedupeKey: 'invite:1' })).toBeUndefined();
    await runDueJobs(deps());
    expect(await enqueueMail(invitation('a@example.com'), { dedupeKey: 'invite:1' })).toBeUndefined();
    expect(mailer.sent).toHaveLength(1);
  });

  it('waits for runAt', async () => {
    await testDb.database.db.transaction((tx) => enqueueJob(tx, { kind: 'mail', payload: invitation('later@example.com'), runAt: new Date(T0.getTime() + 60_000) }, now));
    await runDueJobs(deps());
    expect(mailer.sent).toHaveLength(0);
    now = new Date(T0.getTime() + 60_000);
    await runDueJobs(deps());
    expect(mailer.sent.map((m) => m.to)).toEqual(['later@example.com']);
  });
});

describe('runDueJobs', () => {
  it('sends each mail once with a Message-ID derived from the job id, then forgets the payload', async () => {
    const id = (await enqueueMail(invitation('new@example.com'))) ?? '';
    expect(await runDueJobs(deps())).toMatchObject({ done: 1 });
    expect(mailer.sent).toEqual([expect.objectContaining({ to: 'new@example.com', subject: 'Ada invited you to join Acme on Cairn', messageId: `<${id}.mail@cairn.example.org>` })]);
    expect(mailMessageId(id, config)).toBe(`<${id}.mail@cairn.example.org>`);
    const job = await findJob(testDb.database.db, id);
    expect(job).toMatchObject({ status: 'done', attempts: 1, payload: {}, lease_token: null, locked_until: null, finished_at: T0 });
    expect(await runDueJobs(deps())).toMatchObject({ done: 0 });
    expect(mailer.sent).toHaveLength(1);
  });

  it('retries a failing job with exponential backoff, then marks it failed and logs it', async () => {
    mailer.failures = 100;
    const { log, errors } = recordingLog();
    const id = (await enqueueMail(invitation('flaky@example.com'))) ?? '';
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const result = await runDueJobs(deps(), { log });
      const job = await findJob(testDb.database.db, id);
      expect(job?.attempts).toBe(attempt);
      if (attempt < 8) {
        expect(result).toMatchObject({ retried: 1 });
        expect(job?.status).toBe('pending');
        expect(job?.last_error).toContain('SMTP 451');
        delays.push((job?.run_at.getTime() ?? 0) - now.getTime());
        // Not due a millisecond early.
        now = new Date(now.getTime() + delays.at(-1)! - 1);
        expect(await runDueJobs(deps(), { log })).toMatchObject({ retried: 0, done: 0 });
        now = new Date(now.getTime() + 1);
      } else {
        expect(result).toMatchObject({ failed: 1 });
        expect(job).toMatchObject({ status: 'failed', finished_at: now });
      }
    }
    expect(delays).toEqual([15_000, 30_000, 60_000, 120_000, 240_000, 480_000, 960_000]);
    expect(delays[1]).toBe(backoffMs({}, 2));
    expect(errors).toEqual([expect.objectContaining({ job: id, kind: 'mail', attempt: 8 })]);
    now = new Date(now.getTime() + 24 * 60 * 60_000);
    expect(await runDueJobs(deps(), { log })).toEqual({ done: 0, retried: 0, failed: 0, superseded: 0 });
    expect(mailer.sent).toHaveLength(0);
  });

  it('succeeds on a retry after failures', async () => {
    mailer.failures = 2;
    const id = (await enqueueMail(invitation('eventually@example.com'))) ?? '';
    await runDueJobs(deps());
    now = new Date(now.getTime() + 15_000);
    await runDueJobs(deps());
    now = new Date(now.getTime() + 30_000);
    expect(await runDueJobs(deps())).toMatchObject({ done: 1 });
    expect(await findJob(testDb.database.db, id)).toMatchObject({ status: 'done', attempts: 3, last_error: null });
    expect(mailer.sent).toHaveLength(1);
  });

  it('fails at once, without sending, a sign-in code mail that expired before it could go', async () => {
    const { log, errors } = recordingLog();
    const id = (await enqueueMail({ template: 'magic-code', to: 'late@example.com', code: '123456', minutes: 10, expires_at: new Date(T0.getTime() + 600_000).toISOString() })) ?? '';
    now = new Date(T0.getTime() + 600_000);
    expect(await runDueJobs(deps(), { log })).toMatchObject({ failed: 1 });
    expect(mailer.sent).toHaveLength(0);
    expect(await findJob(testDb.database.db, id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(errors).toHaveLength(1);
  });

  it('takes again a job whose lease ran out (its process died), and ignores the dead lease', async () => {
    const id = (await enqueueMail(invitation('orphan@example.com'))) ?? '';
    const leaseMs = 60_000;
    // A process leases the job and dies before finishing it.
    const [dead] = await leaseDueJobs(testDb.database.db, { now, lockedUntil: new Date(now.getTime() + leaseMs), token: '00000000-0000-4000-8000-000000000001', limit: 10 });
    expect(dead.id).toBe(id);
    expect(await runDueJobs(deps(), { leaseMs })).toMatchObject({ done: 0 });
    now = new Date(T0.getTime() + leaseMs - 1);
    expect(await runDueJobs(deps(), { leaseMs })).toMatchObject({ done: 0 });
    now = new Date(T0.getTime() + leaseMs);
    expect(await runDueJobs(deps(), { leaseMs })).toMatchObject({ done: 1 });
    expect(mailer.sent.map((m) => m.to)).toEqual(['orphan@example.com']);
    expect(await findJob(testDb.database.db, id)).toMatchObject({ status: 'done', attempts: 2 });
    // The dead lease's holder cannot finish (or undo) it afterwards.
    expect(await completeJob(testDb.database.db, id, '00000000-0000-4000-8000-000000000001', now)).toBe(false);
  });

  it('does not send again a mail whose send finished before the process died (journal), and prunes the journal', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cairn-journal-'));
    try {
      const journal = createJobJournal(path.join(dir, 'jobs-finished.log'));
      const id = (await enqueueMail(invitation('once@example.com'))) ?? '';
      const other = (await enqueueMail(invitation('other@example.com'), { db: testDb.database })) ?? '';
      // A process leased both, sent the first one (journal line written) and died before recording either.
      await leaseDueJobs(testDb.database.db, { now, lockedUntil: new Date(now.getTime() + 1000), token: '00000000-0000-4000-8000-000000000002', limit: 10 });
      journal.record(id);
      now = new Date(T0.getTime() + 1000);
      expect(await runDueJobs(deps(), { journal })).toMatchObject({ done: 2 });
      expect(mailer.sent.map((m) => m.to)).toEqual(['other@example.com']);
      expect(await findJob(testDb.database.db, id)).toMatchObject({ status: 'done', attempts: 2 });
      expect(journal.has(other)).toBe(true);
      await journal.prune(async () => []);
      expect(journal.has(id) || journal.has(other)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails a job whose last attempt never finished', async () => {
    const id = (await enqueueMail(invitation('doomed@example.com'))) ?? '';
    await testDb.database.query(`UPDATE jobs SET attempts = max_attempts, locked_until = $1, lease_token = gen_random_uuid() WHERE id = $2`, [new Date(T0.getTime() - 1), id]);
    expect(await runDueJobs(deps())).toMatchObject({ failed: 1 });
    expect(mailer.sent).toHaveLength(0);
    expect(await findJob(testDb.database.db, id)).toMatchObject({ status: 'failed', attempts: 9 });
  });
});

describe('several workers', () => {
  // On PostgreSQL two database handles (two pools, as two processes would have) drain one table; on PGlite (one
  // process, one connection) two runners share the handle. Either way each of the 100 jobs runs exactly once.
  it('run each of 100 jobs exactly once', async () => {
    const second = testDb.url ? await openDatabase({ databaseUrl: testDb.url }) : testDb.database;
    try {
      const ids: string[] = [];
      for (let i = 0; i < 100; i += 1) ids.push((await enqueueMail(invitation(`user${i}@example.com`))) ?? '');
      const mailerA = testMailer();
      const mailerB = testMailer();
      const [a, b] = await Promise.all([
        runDueJobs({ ...deps(), mailer: mailerA }, { concurrency: 3 }),
        runDueJobs({ ...deps(), db: second.db, mailer: mailerB }, { concurrency: 3 }),
      ]);
      expect(a.done + b.done).toBe(100);
      expect(a.superseded + b.superseded).toBe(0);
      const sent = [...mailerA.sent, ...mailerB.sent].map((m) => m.messageId);
      expect(new Set(sent).size).toBe(100);
      expect(sent.sort()).toEqual(ids.map((id) => mailMessageId(id, config)).sort());
      const rows = await testDb.database.query<{ status: string; attempts: number; n: number }>(`SELECT status, attempts, count(*)::int AS n FROM jobs GROUP BY 1, 2`);
      expect(rows).toEqual([{ status: 'done', attempts: 1, n: 100 }]);
      if (testDb.url) expect(Math.min(mailerA.sent.length, mailerB.sent.length)).toBeGreaterThan(0);
    } finally {
      if (second !== testDb.database) await second.close();
    }
  });
});

describe('startJobWorker', () => {
  it('runs a job enqueued in this process right after its commit, and stops', async () => {
    const { log } = recordingLog();
    const worker = startJobWorker(deps(), { log, pollMs: 60_000, maxIdleMs: 60_000, wakeRetriesMs: [5, 20, 80, 300] });
    try {
      // Let the first (empty) pass end, so only the wake-up can find the job: the next poll is a minute away.
      await new Promise((r) => setTimeout(r, 200));
      await enqueueMail(invitation('soon@example.com'));
      for (let i = 0; i < 300 && mailer.sent.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
      expect(mailer.sent.map((m) => m.to)).toEqual(['soon@example.com']);
    } finally {
      await worker.stop();
    }
    await enqueueMail(invitation('after-stop@example.com'));
    await new Promise((r) => setTimeout(r, 100));
    expect(mailer.sent).toHaveLength(1);
  });
});
