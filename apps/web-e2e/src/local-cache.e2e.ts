import type { Browser, Page, Route } from 'playwright-core';
import { apiPaths } from '@cairn/types';
import { launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { ApiSession, arrangeOnboardedAccount, type ArrangedAccount } from './support/api';
import { eventually, signInWithPassword, waitForPath, waitForWorkspaceShell } from './support/flows';

// The local work-item cache (issue 6): after a sync, a project list is served from the browser's database even while
// the server's list call is held back; with the cache turned off in settings the same list waits for the server.
// English texts from libs/i18n/src/locales/en.json (settings.local_cache).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NAMES = ['Cache the roadmap', 'Measure the first paint', 'Sync in batches of fifty'];

async function arrangeProject(account: ArrangedAccount): Promise<string> {
  const api = await ApiSession.open();
  try {
    await api.call('POST', apiPaths.signIn(), { email: account.email, password: account.password });
    const project = (await api.call('POST', apiPaths.projects(account.slug), { name: 'Cache', identifier: 'CA' })) as { id: string };
    for (const name of NAMES) await api.call('POST', apiPaths.workItems(account.slug, project.id), { name });
    return project.id;
  } finally {
    await api.close();
  }
}

/**
 * Holds back the project list calls (not the sync calls: their path is sync-issues/) until released, and an in-app
 * visit's boot call (it carries the list's first page, issue 11).
 */
async function holdListCalls(page: Page) {
  const held: Route[] = [];
  const isListCall = (url: URL) => /\/projects\/[^/]+\/issues\/$/.test(url.pathname) || (url.pathname === '/api/boot/' && url.searchParams.get('scope') === 'route');
  await page.route(isListCall, (route) => {
    held.push(route);
  });
  return {
    count: () => held.length,
    release: async () => {
      const waiting = held.splice(0);
      for (const route of waiting) await route.continue().catch(() => undefined);
      await page.unroute(isListCall);
    },
  };
}

const rowNamed = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^Open CA-\\d+ ${name}$`) }).first();

async function cacheSynced(page: Page): Promise<void> {
  await eventually(async () => {
    const synced = await page.evaluate(() => Object.keys(window.localStorage).some((k) => k.startsWith('cairn:local-cache:synced:')));
    expect(synced).toBe(true);
  }, 30_000);
}

describe('local work-item cache', () => {
  it('serves a project list from the cache after a reload while the server holds back, and waits for the server when turned off', async () => {
    const account = await arrangeOnboardedAccount({ email: uniqueEmail('cache'), slug: uniqueSlug('cache') });
    const projectId = await arrangeProject(account);
    const { page, context, pageErrors } = await newPage(browser);
    const listPath = `/${account.slug}/projects/${projectId}/issues`;
    try {
      await page.goto('/');
      await signInWithPassword(page, account.email, account.password);
      await waitForPath(page, (p) => p === `/${account.slug}`);
      await waitForWorkspaceShell(page);
      await page.goto(listPath);
      for (const name of NAMES) await expect(rowNamed(page, name).waitFor()).resolves.toBeUndefined();
      await cacheSynced(page);

      // Reload with every list call held back: the list asks the cache first (the server only as a hedge after
      // 200 ms, whose answer stays held here), and the rows come from the local database.
      const hold = await holdListCalls(page);
      await page.reload();
      for (const name of NAMES) await rowNamed(page, name).waitFor({ timeout: 10_000 });
      await shot(page, 'local-cache-list-from-cache');
      await hold.release();

      // Turn the cache off in settings: the toggle says so, and the same list now waits for the server.
      await page.goto(`/${account.slug}/settings/account`);
      const toggle = page.getByRole('switch', { name: 'Local cache' });
      await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
      await toggle.scrollIntoViewIfNeeded();
      await shot(page, 'local-cache-settings-on');
      await toggle.click();
      await eventually(async () => expect(await toggle.getAttribute('aria-checked')).toBe('false'));
      await page.getByText('Off: lists come from the server.').waitFor();
      await shot(page, 'local-cache-settings-off');

      // Opened in the app (a reload's page carries its first list page from the server itself, issue 11 boot; an in-app
      // visit asks the route's boot, which carries it too).
      const held = await holdListCalls(page);
      await page.getByRole('region', { name: 'Projects' }).getByRole('link', { name: 'Cache', exact: true }).click();
      await waitForPath(page, (p) => p === listPath);
      await eventually(() => expect(held.count()).toBeGreaterThan(0));
      await page.waitForTimeout(1000);
      expect(await rowNamed(page, NAMES[0]).count()).toBe(0);
      await held.release();
      for (const name of NAMES) await rowNamed(page, name).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('looks right in dark mode: the settings toggle and its status', async () => {
    const account = await arrangeOnboardedAccount({ email: uniqueEmail('cache-dark'), slug: uniqueSlug('cachedk') });
    const { page, context } = await newPage(browser, { colorScheme: 'dark' });
    try {
      await page.goto('/');
      await signInWithPassword(page, account.email, account.password);
      await waitForPath(page, (p) => p === `/${account.slug}`);
      await waitForWorkspaceShell(page);
      await page.goto(`/${account.slug}/settings/account`);
      await page.getByRole('switch', { name: 'Local cache' }).scrollIntoViewIfNeeded();
      await page.getByTestId('local-cache-status').waitFor();
      await shot(page, 'local-cache-settings-dark');
    } finally {
      await context.close();
    }
  });
});
