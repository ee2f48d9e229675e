import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { API_V1_PREFIX } from '@cairn/types';
import { baseUrl, launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { arrangeOnboardedAccount, type ArrangedAccount } from './support/api';
import { eventually, signInWithPassword, waitForWorkspaceShell } from './support/flows';

// Issue 18 in the browser: a workspace admin adds a webhook (its secret shown once) and a personal access token (shown
// once); the token drives the public API v1 (a project and a work item); the webhook's receiver — a real HTTP server on
// loopback, which the e2e server allows (CAIRN_OUTBOUND_ALLOWLIST=127.0.0.1) — gets both changes signed with the secret,
// and the delivery log says so; deleting the token refuses it at once. English texts from libs/i18n/src/locales/en.json.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let browser: Browser;
let account: ArrangedAccount;
let receiver: Server;
const received: Received[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  [browser, account] = await Promise.all([launchBrowser(), arrangeOnboardedAccount({ email: uniqueEmail('hooks'), slug: uniqueSlug('hooks') })]);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const v1 = (path: string, key: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${baseUrl}${API_V1_PREFIX}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'x-api-key': key, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

describe('integrations', () => {
  it('a webhook receives signed deliveries of changes made through the public API with a personal access token', async () => {
    const { context, page, pageErrors } = await newPage(browser);
    try {
      await page.goto('/');
      await signInWithPassword(page, account.email, account.password);
      await waitForWorkspaceShell(page);

      // The webhook: its secret is shown once.
      await page.goto(`/${account.slug}/settings/webhooks`);
      await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Add webhook' }).first().click();
      const create = page.getByRole('dialog', { name: 'Add webhook' });
      const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cairn`;
      await create.getByLabel('Payload URL').fill(hookUrl);
      await shot(page, 'webhook-create');
      await create.getByRole('button', { name: 'Add webhook' }).click();
      const secretDialog = page.getByRole('dialog', { name: 'Webhook created' });
      const secret = await secretDialog.getByLabel('Secret key').inputValue();
      expect(secret).toMatch(/^whsec_/);
      await shot(page, 'webhook-secret');
      await secretDialog.getByRole('button', { name: 'I have copied it' }).click();
      await page.getByRole('link', { name: hookUrl }).waitFor();

      // The token: shown once, then only its hint.
      await page.goto(`/${account.slug}/settings/api-tokens`);
      await page.getByRole('button', { name: 'Add token' }).first().click();
      const tokenDialog = page.getByRole('dialog', { name: 'Add a personal access token' });
      await tokenDialog.getByLabel('Title').fill('e2e script');
      await tokenDialog.getByRole('button', { name: 'Create token' }).click();
      const shown = page.getByRole('dialog', { name: 'Your new token' });
      const key = await shown.getByLabel('Token').inputValue();
      expect(key).toMatch(/^cairn_api_/);
      await shot(page, 'api-token-created');
      await shown.getByRole('button', { name: 'Done' }).click();
      await page.getByText('e2e script').waitFor();
      await shot(page, 'api-tokens-list');

      // The public API v1 with that key (no cookie, no CSRF header).
      const me = await v1('/users/me/', key);
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(account.email);
      const projectRes = await v1(`/workspaces/${account.slug}/projects/`, key, { method: 'POST', body: { name: 'Hooked', identifier: 'HOOK' } });
      expect(projectRes.status).toBe(201);
      const project = (await projectRes.json()) as { id: string };
      const itemRes = await v1(`/workspaces/${account.slug}/projects/${project.id}/work-items/`, key, { method: 'POST', body: { name: 'From a script', priority: 'high' } });
      expect(itemRes.status).toBe(201);
      const item = (await itemRes.json()) as { id: string; sequence_id: number };

      // Both changes arrive, each signed with the secret (the seed's header and the Standard Webhooks one).
      const deliveries = await eventually(() => {
        const issue = received.find((r) => r.headers['x-plane-event'] === 'issue' && (JSON.parse(r.body) as { data: { id: string } }).data.id === item.id);
        const proj = received.find((r) => r.headers['x-plane-event'] === 'project');
        expect(issue).toBeDefined();
        expect(proj).toBeDefined();
        return [proj!, issue!];
      }, 30_000);
      for (const d of deliveries) {
        expect(d.headers['x-plane-signature']).toBe(createHmac('sha256', secret).update(d.body).digest('hex'));
        const signed = `${String(d.headers['webhook-id'])}.${String(d.headers['webhook-timestamp'])}.${d.body}`;
        const standard = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64')).update(signed).digest('base64');
        expect(String(d.headers['webhook-signature']).split(' ')).toContain(`v1,${standard}`);
        expect(d.headers['x-plane-delivery']).toBe(d.headers['webhook-id']);
      }
      const issueBody = JSON.parse(deliveries[1].body) as { event: string; action: string; data: { name: string; priority: string } };
      expect(issueBody).toMatchObject({ event: 'issue', action: 'created', data: { name: 'From a script', priority: 'high' } });

      // The delivery log shows them delivered.
      await page.goto(`/${account.slug}/settings/webhooks`);
      await page.getByRole('link', { name: hookUrl }).click();
      await page.getByRole('heading', { name: 'Recent deliveries' }).waitFor();
      await eventually(async () => expect(await page.getByText('Delivered', { exact: true }).count()).toBeGreaterThanOrEqual(2), 20_000);
      await shot(page, 'webhook-log');

      // Deleting the token refuses it at once.
      await page.goto(`/${account.slug}/settings/api-tokens`);
      await page.getByRole('button', { name: 'Delete token e2e script' }).click();
      await page.getByRole('dialog', { name: 'Delete this token?' }).getByRole('button', { name: 'Delete token' }).click();
      await page.getByText('Token deleted').waitFor();
      expect((await v1('/users/me/', key)).status).toBe(401);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
