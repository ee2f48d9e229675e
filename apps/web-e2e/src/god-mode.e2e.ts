import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Browser } from 'playwright-core';
import { apiPaths } from '@cairn/types';
import { baseUrl, currentPath, launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { arrangeOnboardedAccount, STRONG_PASSWORD } from './support/api';
import { csrf, eventually, waitForPath } from './support/flows';

// The god-mode console (issue 19) in the browser: the first visitor claims the instance, closes sign-up (the server
// refuses an uninvited sign-up), adds an OpenID Connect provider — a real one, oidc-provider in a child process — and
// signs in through it. This file shares the e2e server with the others: it opens sign-up again and removes its provider
// before it ends. English texts from libs/i18n/src/locales/en.json.

const PROVIDER_SCRIPT = path.resolve(__dirname, '../../api/src/test/oidc/oidc-test-provider.mjs');
const SSO_KEY = 'e2e-oidc';

let browser: Browser;
let oidc: ChildProcess | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  oidc?.kill('SIGTERM');
  await browser?.close();
});

/** Starts the test provider; resolves with its issuer URL. */
function startProvider(): Promise<string> {
  const child = spawn(process.execPath, [PROVIDER_SCRIPT], {
    env: { ...process.env, OIDC_REDIRECT_URIS: `${baseUrl}/auth/sso/${SSO_KEY}/callback/` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  oidc = child;
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { issuer: string }).issuer));
    child.once('exit', (code) => reject(new Error(`the OIDC test provider exited with ${code}`)));
  });
}

describe('god mode', () => {
  it('first run claims the instance; sign-up closes (the server refuses); sign-in through an OpenID Connect provider', async () => {
    const adminEmail = uniqueEmail('god');
    const { page, pageErrors } = await newPage(browser);
    try {
      await page.goto('/god-mode/');
      await page.getByRole('heading', { name: 'Set up your Cairn instance' }).waitFor();
      await shot(page, 'god-first-run');
      await page.getByLabel('First name').fill('Grace');
      await page.getByLabel('Last name').fill('Hopper');
      await page.getByLabel('Email').fill(adminEmail);
      await page.getByLabel(/^Password/).fill(STRONG_PASSWORD);
      await page.getByLabel('Instance name').fill('Cairn e2e');
      await page.getByRole('button', { name: 'Set up instance' }).click();
      await page.getByRole('heading', { name: 'General' }).waitFor();
      await shot(page, 'god-general');

      // A second claim is refused: the instance has its admin.
      const again = await page.context().request.post(apiPaths.instanceSetup(), {
        headers: { 'x-csrftoken': await csrf(page) },
        data: { first_name: 'Eve', email: uniqueEmail('eve'), password: STRONG_PASSWORD, instance_name: 'Mine' },
      });
      expect(again.status()).toBe(403);

      // Close sign-up: the switch, then the server's answer to an uninvited sign-up.
      await page.getByRole('link', { name: 'Authentication' }).click();
      const signUp = page.getByRole('switch', { name: 'Allow sign-up' });
      await signUp.click();
      await page.getByText('Settings saved').waitFor();
      expect(await signUp.getAttribute('aria-checked')).toBe('false');
      await shot(page, 'god-authentication');
      const outsider = await browser.newContext({ baseURL: baseUrl });
      const token = ((await (await outsider.request.get(apiPaths.csrf())).json()) as { csrf_token: string }).csrf_token;
      const refused = await outsider.request.post(apiPaths.signUp(), { headers: { 'x-csrftoken': token }, data: { email: uniqueEmail('uninvited'), password: STRONG_PASSWORD } });
      expect(refused.status()).toBe(403);
      await outsider.close();

      // Add the provider through the console.
      const issuer = await startProvider();
      await page.getByRole('link', { name: 'Single sign-on' }).click();
      await page.getByRole('button', { name: 'Add provider' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a sign-on provider' });
      await dialog.getByLabel('Button name').fill('Test SSO');
      await dialog.getByLabel('Key').fill(SSO_KEY);
      await dialog.getByLabel('Issuer URL').fill(issuer);
      await dialog.getByLabel('Client ID').fill('cairn-test');
      await dialog.getByLabel('Client secret').fill('cairn-test-secret');
      await shot(page, 'god-sso-dialog');
      await dialog.getByRole('button', { name: 'Add provider' }).click();
      await page.getByText('Test SSO added').waitFor();
      await shot(page, 'god-sso');
      if (process.env.E2E_SHOTS) {
        // Looking at every console page, light and dark, wide and narrow (only when screenshots are asked for).
        for (const [scheme, width] of [['light', 1280], ['dark', 1280], ['light', 390]] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.setViewportSize({ width, height: 844 });
          for (const area of ['general', 'workspaces', 'email', 'authentication', 'sso', 'images', 'admins']) {
            await page.goto(`/god-mode/${area}`);
            await page.getByRole('heading', { level: 1 }).first().waitFor();
            await shot(page, `god-${scheme}-${width}-${area}`);
          }
        }
        await page.emulateMedia({ colorScheme: 'light' });
        await page.setViewportSize({ width: 1280, height: 800 });
      }

      // Sign out, then sign in on the members app through the provider (the admin's account, matched by email).
      await page.context().clearCookies();
      await page.goto('/');
      const ssoLink = page.getByRole('link', { name: 'Continue with Test SSO' });
      await ssoLink.waitFor();
      await shot(page, 'sign-in-with-sso');
      await ssoLink.click();
      await page.getByLabel('Email', { exact: true }).fill(adminEmail);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await waitForPath(page, (p) => !p.startsWith('/auth/') && !p.startsWith('/interaction'));
      const me = await eventually(async () => {
        const res = await page.context().request.get(apiPaths.me());
        expect(res.status()).toBe(200);
        return (await res.json()) as { email: string };
      });
      expect(me.email).toBe(adminEmail);
      expect(pageErrors).toEqual([]);
    } finally {
      // Leave the shared server as the other files expect it: sign-up open, no provider.
      const token = await csrf(page).catch(() => '');
      await page.context().request.patch(apiPaths.instanceSettings(), { headers: { 'x-csrftoken': token }, data: { is_signup_enabled: true } });
      await page.context().request.delete(apiPaths.instanceSsoProvider(SSO_KEY), { headers: { 'x-csrftoken': token } });
      await page.context().close();
    }
  });

  it('a member signed out under /god-mode signs in on the console and is refused at the page asked for (401 rule)', async () => {
    // Runs after the claim above, so the console offers its sign-in rather than the first-run form.
    const member = await arrangeOnboardedAccount({ email: uniqueEmail('member'), slug: uniqueSlug('god') });
    const { context, page, pageErrors } = await newPage(browser);
    try {
      await page.goto('/god-mode/some/page');
      expect(await waitForPath(page, (p) => p.startsWith('/god-mode/?'))).toBe('/god-mode/?next_path=%2Fsome%2Fpage');
      await page.getByRole('heading', { name: 'Sign in to god mode' }).waitFor();
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel(/^Password/).fill(member.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { name: 'Only instance admins can open god mode' }).waitFor();
      expect(currentPath(page)).toBe('/god-mode/some/page');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
