import type { Browser } from 'playwright-core';
import { apiPaths } from '@cairn/types';
import { launchBrowser, newPage, shot, uniqueEmail } from './support/browser';
import { mailCount, readCodeFromLog } from './support/mail-log';
import { waitForPath } from './support/flows';

const INVALID_CODE = 'The code is invalid. Please check it and try again.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A code of the same shape that is certainly not `code`. */
function wrongCodeFor(code: string): string {
  return code.slice(0, -1) + String((Number(code.at(-1)) + 1) % 10);
}

describe('sign in with a unique code', () => {
  it('a new email gets the unique-code step; a wrong code is refused, the mailed code creates the account and starts onboarding', async () => {
    const { context, page, pageErrors } = await newPage(browser);
    const email = uniqueEmail('code');
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Log in or sign up' }).waitFor();
      await shot(page, 'sign-in');
      const since = mailCount();
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Continue' }).click();

      // No account yet → straight to the unique-code step (no password step, no "use password" way out). This server has
      // no mail server, and the step says so instead of "We emailed you a unique code" (issue 17).
      await page.getByRole('heading', { name: 'Enter your unique code' }).waitFor();
      await page.getByText(/Mail is not set up on this instance/).waitFor();
      await page.getByText(email, { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Sign in with password instead' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Welcome back' }).count()).toBe(0);
      await shot(page, 'sign-in-unique-code');

      // The server (no SMTP) logged the mail with the code.
      const code = await readCodeFromLog(email, { since });
      expect(code).toMatch(/^\d{6}$/);

      const codeInput = page.getByLabel('Unique code', { exact: true });
      await codeInput.fill(wrongCodeFor(code));
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText(INVALID_CODE, { exact: true }).waitFor();
      expect(await codeInput.getAttribute('aria-invalid')).toBe('true');
      expect(new URL(page.url()).pathname).toBe('/');
      const refused = await context.request.get(apiPaths.me());
      expect(refused.status()).toBe(401);

      await codeInput.fill(code);
      await page.getByRole('button', { name: 'Continue' }).click();
      await waitForPath(page, (p) => p.startsWith('/onboarding'));
      await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();

      // The account exists now, signed in, without a password of its own.
      const me = await context.request.get(apiPaths.me());
      expect(me.status()).toBe(200);
      const user = (await me.json()) as { email: string; is_password_autoset: boolean };
      expect(user.email).toBe(email);
      expect(user.is_password_autoset).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
