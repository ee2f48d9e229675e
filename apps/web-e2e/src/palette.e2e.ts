import type { Browser } from 'playwright-core';
import { apiPaths } from '@cairn/types';
import { launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { ApiSession, arrangeOnboardedAccount, STRONG_PASSWORD } from './support/api';
import { eventually, signInWithPassword, waitForPath, waitForWorkspaceShell } from './support/flows';

// Reaching anything with the keyboard (issue 17) in the browser: Ctrl+K finds a work item by its identifier and opens
// it; on the open item the palette changes its state; ? lists the shortcuts; g then p goes to Projects; / opens the
// palette too, and no shortcut fires while typing. Also the editor's ``` shortcut (a code block), which a new user
// reported missing. English texts from libs/i18n/src/locales/en.json.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('command palette and shortcuts', () => {
  it('finds and opens an item, changes its state, lists the shortcuts, and goes places by key', async () => {
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('palette'), slug: uniqueSlug('palette') });
    const api = await ApiSession.open();
    await api.call('POST', apiPaths.signIn(), { email: owner.email, password: owner.password });
    const project = (await api.call('POST', apiPaths.projects(owner.slug), { name: 'Keys', identifier: 'KEY' })) as { id: string };
    await api.call('POST', apiPaths.workItems(owner.slug, project.id), { name: 'Wire the palette' });
    await api.call('POST', apiPaths.workItems(owner.slug, project.id), { name: 'Write the shortcut modal' });
    await api.close();

    const { page, pageErrors } = await newPage(browser);
    try {
      await page.goto('/');
      await signInWithPassword(page, owner.email, STRONG_PASSWORD);
      await waitForPath(page, (p) => p === `/${owner.slug}`);
      await waitForWorkspaceShell(page);

      // Ctrl+K: search by identifier, Enter opens the item.
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      await palette.waitFor();
      await palette.getByRole('combobox').fill('KEY-2');
      const result = palette.getByRole('option', { name: /KEY-2/ });
      await result.waitFor();
      await shot(page, 'palette-search');
      await page.keyboard.press('Enter');
      await waitForPath(page, (p) => p === `/${owner.slug}/browse/KEY-2`);
      await page.getByRole('textbox', { name: 'Title' }).waitFor();

      // On the open item: Change state… → Done.
      await page.keyboard.press('Control+k');
      await palette.getByRole('combobox').fill('Change state');
      await palette.getByRole('option', { name: /Change state/ }).click();
      await palette.getByRole('option', { name: /^Done/ }).click();
      const properties = page.getByRole('region', { name: 'Properties' });
      await eventually(async () => expect(await properties.getByRole('button', { name: 'State' }).textContent()).toContain('Done'));

      // Typing in a field fires no shortcut; ? outside lists them all.
      await page.getByRole('textbox', { name: 'Title' }).click();
      await page.keyboard.type('?');
      expect(await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(0);
      await page.keyboard.press('Backspace');
      await page.locator('body').click({ position: { x: 5, y: 400 } });
      await page.keyboard.press('Shift+?');
      const modal = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await modal.waitFor();
      await modal.getByText('Go to Projects').waitFor();
      await shot(page, 'shortcut-modal');
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      // g then p → Projects; / opens the palette.
      await page.keyboard.press('g');
      await page.keyboard.press('p');
      await waitForPath(page, (p) => p === `/${owner.slug}/projects`);
      await page.keyboard.press('/');
      await palette.waitFor();
      await page.keyboard.press('Escape');
      expect(pageErrors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('``` then space starts a code block in a description', async () => {
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('code'), slug: uniqueSlug('code') });
    const api = await ApiSession.open();
    await api.call('POST', apiPaths.signIn(), { email: owner.email, password: owner.password });
    const project = (await api.call('POST', apiPaths.projects(owner.slug), { name: 'Code', identifier: 'CODE' })) as { id: string };
    await api.call('POST', apiPaths.workItems(owner.slug, project.id), { name: 'Paste the stack trace' });
    await api.close();
    const { page } = await newPage(browser);
    try {
      await page.goto('/');
      await signInWithPassword(page, owner.email, STRONG_PASSWORD);
      await waitForPath(page, (p) => p === `/${owner.slug}`);
      await page.goto(`/${owner.slug}/browse/CODE-1`);
      const description = page.getByRole('textbox', { name: 'Description' });
      await description.click();
      await page.keyboard.type('``` ');
      await page.keyboard.type('const x = 1;');
      await eventually(async () => expect(await description.locator('pre, code').count()).toBeGreaterThan(0));
      expect(await description.locator('pre, code').first().textContent()).toContain('const x = 1;');
    } finally {
      await page.context().close();
    }
  });
});
