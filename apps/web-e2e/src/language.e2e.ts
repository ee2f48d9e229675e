import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { LANGUAGE_STORAGE_KEY, apiPaths } from '@cairn/types';
import { launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { arrangeOnboardedAccount, type ArrangedAccount } from './support/api';
import { chooseOption, eventually, signInWithPassword, waitForPath, waitForWorkspaceShell } from './support/flows';

// French sidebar texts from libs/i18n/src/locales/fr.json.
const fr = JSON.parse(readFileSync(join(__dirname, '../../../libs/i18n/src/locales/fr.json'), 'utf8')) as {
  sidebar: { home: string; projects: string };
  ui: { sidebar: { navigation: string } };
};
const FRENCH = { home: fr.sidebar.home, projects: fr.sidebar.projects, navigation: fr.ui.sidebar.navigation };
// The language Select's label; accepts a French translation should one be added.
const LANGUAGE_TRIGGER = /^(Language|Langue)$/;

let browser: Browser;
let account: ArrangedAccount;
beforeAll(async () => {
  [browser, account] = await Promise.all([launchBrowser(), arrangeOnboardedAccount({ email: uniqueEmail('lang'), slug: uniqueSlug('lang') })]);
});
afterAll(async () => {
  await browser?.close();
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const storedLanguage = (page: Page) => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY);

describe('interface language', () => {
  it('switching to Français in profile settings translates the app, survives a reload, and switches back to English', async () => {
    const { context, page, pageErrors } = await newPage(browser);
    try {
      await page.goto('/');
      await signInWithPassword(page, account.email, account.password);
      await waitForPath(page, (p) => p === `/${account.slug}`);
      await waitForWorkspaceShell(page);
      expect(await htmlLang(page)).toBe('en');

      await page.goto(`/${account.slug}/settings/account`);
      const languageSelect = page.getByRole('button', { name: LANGUAGE_TRIGGER });
      await languageSelect.waitFor();
      expect(await languageSelect.textContent()).toContain('English');
      await chooseOption(page, languageSelect, 'Français');

      await eventually(async () => expect(await htmlLang(page)).toBe('fr'));
      await waitForWorkspaceShell(page, FRENCH);
      expect(await storedLanguage(page)).toBe('fr');
      // The choice is saved on the profile too, not only in this browser.
      await eventually(async () => {
        const profile = (await (await context.request.get(apiPaths.profile())).json()) as { language: string };
        expect(profile.language).toBe('fr');
      });
      await shot(page, 'settings-account-fr');

      await page.reload();
      await waitForWorkspaceShell(page, FRENCH);
      expect(await htmlLang(page)).toBe('fr');
      expect(await page.getByRole('navigation').getByRole('link', { name: 'Projects', exact: true }).count()).toBe(0);

      await chooseOption(page, page.getByRole('button', { name: LANGUAGE_TRIGGER }), 'English');
      await eventually(async () => expect(await htmlLang(page)).toBe('en'));
      await waitForWorkspaceShell(page);
      expect(await storedLanguage(page)).toBe('en');
      await page.reload();
      await waitForWorkspaceShell(page);
      expect(await htmlLang(page)).toBe('en');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
