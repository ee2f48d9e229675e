import type { Browser, Page } from 'playwright-core';
import { apiPaths } from '@cairn/types';
import { launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { arrangeOnboardedAccount, type ArrangedAccount } from './support/api';
import { eventually, signInWithPassword, waitForPath, waitForWorkspaceShell } from './support/flows';

let browser: Browser;
let account: ArrangedAccount;
beforeAll(async () => {
  [browser, account] = await Promise.all([launchBrowser(), arrangeOnboardedAccount({ email: uniqueEmail('look'), slug: uniqueSlug('look') })]);
});
afterAll(async () => {
  await browser?.close();
});

const documentTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Rough brightness (0–255) of a CSS rgb()/rgba() color. */
function brightness(color: string): number {
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? ['255', '255', '255']).map(Number);
  return (r * 299 + g * 587 + b * 114) / 1000;
}

describe('appearance', () => {
  it('dark mode: follows a dark system before sign-in, and the profile theme Dark keeps it dark after a reload', async () => {
    const { context, page, pageErrors } = await newPage(browser, { colorScheme: 'dark' });
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Log in or sign up' }).waitFor();
      await eventually(async () => expect(await documentTheme(page)).toBe('dark'));
      expect(brightness(await bodyBackground(page))).toBeLessThan(80);
      await shot(page, 'dark-sign-in');

      await signInWithPassword(page, account.email, account.password);
      await waitForPath(page, (p) => p === `/${account.slug}`);
      await waitForWorkspaceShell(page);

      // Choose Dark on the profile explicitly (the default follows the system).
      await page.goto(`/${account.slug}/settings/account`);
      const dark = page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Dark' });
      await dark.click();
      await eventually(async () => expect(await dark.getAttribute('aria-checked')).toBe('true'));
      await eventually(async () => {
        const profile = (await (await context.request.get(apiPaths.profile())).json()) as { theme: { theme: string } };
        expect(profile.theme.theme).toBe('dark');
      });
      await shot(page, 'dark-settings-account');

      await page.goto(`/${account.slug}`);
      await waitForWorkspaceShell(page);
      await eventually(async () => expect(await documentTheme(page)).toBe('dark'));
      expect(brightness(await bodyBackground(page))).toBeLessThan(80);
      await shot(page, 'dark-workspace-home');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('390px wide: the sign-in page fits, and the workspace sidebar hides behind the navigation button', async () => {
    const { context, page, pageErrors } = await newPage(browser, { width: 390, height: 844 });
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Log in or sign up' }).waitFor();
      // Nothing wider than the screen (no sideways scrolling).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(page, 'narrow-sign-in');

      await signInWithPassword(page, account.email, account.password);
      await waitForPath(page, (p) => p === `/${account.slug}`);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.waitFor({ state: 'attached' });
      await eventually(async () => {
        const box = await nav.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(0);
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(page, 'narrow-workspace-home');

      await page.getByRole('button', { name: 'Open navigation' }).click();
      await eventually(async () => expect((await nav.boundingBox())?.x).toBe(0));
      await nav.getByRole('link', { name: 'Projects', exact: true }).waitFor();
      await shot(page, 'narrow-workspace-nav-open');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
