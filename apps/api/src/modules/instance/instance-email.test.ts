import net from 'node:net';
import { apiPaths } from '@cairn/types';
import { createSettingsMailerFactory } from '../../mail/mail-settings';
import { enqueueJob } from '../../jobs/job-queue';
import { runDueJobs } from '../../jobs/job-runner';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Actor } from '../workspaces/workspaces.test-support';
import { setUpInstance } from './instance.test-support';

let t: TestApp;
let sink: SmtpSink;
let god: Actor;
beforeAll(async () => {
  t = await createTestApp();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await t.close();
});
beforeEach(async () => {
  await t.reset();
  sink.messages.length = 0;
  god = await setUpInstance(t);
});

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

it('email-test sends with the saved settings and reports the server\'s answer', async () => {
  await god.agent.patch(apiPaths.instanceSettings(), { smtp_host: '127.0.0.1', smtp_port: sink.port, smtp_from: 'Cairn <cairn@example.com>', smtp_security: 'none' });
  const res = await god.agent.post(apiPaths.instanceEmailTest(), { to: 'someone@example.com' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ok: true, message: expect.stringContaining('250') });
  expect(sink.messages).toHaveLength(1);
  expect(sink.messages[0]).toMatchObject({ from: 'cairn@example.com', to: ['someone@example.com'] });
  expect(sink.messages[0].data).toContain('Test instance');
});

it('email-test reports a clear failure against a closed port, and when mail is off or has no host (never a 5xx)', async () => {
  await god.agent.patch(apiPaths.instanceSettings(), { smtp_host: '127.0.0.1', smtp_port: await closedPort() });
  const res = await god.agent.post(apiPaths.instanceEmailTest(), { to: 'someone@example.com' });
  expect(res.statusCode).toBe(200);
  expect(res.json().ok).toBe(false);
  expect(res.json().message).toMatch(/ECONNREFUSED/);
  await god.agent.patch(apiPaths.instanceSettings(), { is_smtp_enabled: false });
  expect((await god.agent.post(apiPaths.instanceEmailTest(), { to: 'someone@example.com' })).json()).toEqual({ ok: false, message: 'Mail is turned off on this instance.' });
  await god.agent.patch(apiPaths.instanceSettings(), { is_smtp_enabled: true, smtp_host: '' });
  expect((await god.agent.post(apiPaths.instanceEmailTest(), { to: 'someone@example.com' })).json()).toEqual({ ok: false, message: 'No SMTP host is set.' });
});

it('mail jobs follow the settings at send time (no restart): SMTP when set, the log when turned off', async () => {
  const lines: string[] = [];
  const deps = { ...t.deps, mailerFor: createSettingsMailerFactory((line) => lines.push(line)) };
  const mail = { template: 'password-reset', to: 'reader@example.com', link: 'http://x/reset', expires_at: new Date(Date.now() + 60_000).toISOString() } as const;
  await t.db.transaction((tx) => enqueueJob(tx, { kind: 'mail', payload: mail }, t.deps.now()));
  await runDueJobs(deps);
  expect(lines).toHaveLength(1);
  expect(sink.messages).toHaveLength(0);
  await god.agent.patch(apiPaths.instanceSettings(), { smtp_host: '127.0.0.1', smtp_port: sink.port });
  await t.db.transaction((tx) => enqueueJob(tx, { kind: 'mail', payload: mail }, t.deps.now()));
  await runDueJobs(deps);
  expect(sink.messages).toHaveLength(1);
  expect(sink.messages[0].to).toEqual(['reader@example.com']);
  await god.agent.patch(apiPaths.instanceSettings(), { is_smtp_enabled: false });
  await t.db.transaction((tx) => enqueueJob(tx, { kind: 'mail', payload: mail }, t.deps.now()));
  await runDueJobs(deps);
  expect(sink.messages).toHaveLength(1);
  expect(lines).toHaveLength(2);
});
