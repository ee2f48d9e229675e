import type { Browser, Page } from 'playwright-core';
import { apiPaths } from '@cairn/types';
import { launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { ApiSession, arrangeOnboardedAccount, type ArrangedAccount } from './support/api';
import { eventually, signInWithPassword, waitForPath, waitForWorkspaceShell } from './support/flows';

// English texts from libs/i18n/src/locales/en.json.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A 1×1 PNG: a real image, so the server's content check accepts it.
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface WireItem {
  id: string;
  sequence_id: number;
  name: string;
  label_ids: string[];
  assignee_ids: string[];
  parent_id: string | null;
  archived_at: string | null;
  attachment_count: number;
  description_html: string;
}

/** Signs in over HTTP as the arranged account and creates a project with two labels and one existing work item. */
async function arrangeProject(account: ArrangedAccount) {
  const api = await ApiSession.open();
  try {
    await api.call('POST', apiPaths.signIn(), { email: account.email, password: account.password });
    const project = (await api.call('POST', apiPaths.projects(account.slug), { name: 'Launch Plan', identifier: 'LP' })) as { id: string };
    for (const name of ['Bug', 'Frontend']) await api.call('POST', apiPaths.labels(account.slug, project.id), { name });
    const existing = (await api.call('POST', apiPaths.workItems(account.slug, project.id), { name: 'Write the spec' })) as WireItem;
    return { projectId: project.id, existing };
  } finally {
    await api.close();
  }
}

async function signIn(page: Page, account: ArrangedAccount): Promise<void> {
  await page.goto('/');
  await signInWithPassword(page, account.email, account.password);
  await waitForPath(page, (p) => p === `/${account.slug}`);
  await waitForWorkspaceShell(page);
}

async function pickInSelect(page: Page, scope: ReturnType<Page['getByRole']>, trigger: RegExp, options: string[]): Promise<void> {
  await scope.getByRole('button', { name: trigger }).click();
  for (const option of options) await page.getByRole('listbox').getByRole('option', { name: option }).click();
  if (await page.getByRole('listbox').count()) await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describe('work items', () => {
  it('create with labels and an assignee → comment with a mention and a reaction → sub-item and relation → attachment → archive and restore → open by LP-N', async () => {
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('wi'), slug: uniqueSlug('wi') });
    const { projectId, existing } = await arrangeProject(owner);
    const { context, page, pageErrors } = await newPage(browser);
    const getItem = async (id: string) => {
      const res = await context.request.get(apiPaths.workItem(owner.slug, projectId, id));
      return (await res.json()) as WireItem;
    };
    try {
      await signIn(page, owner);
      await page.goto(`/${owner.slug}/projects/${projectId}/issues`);
      await page.getByRole('button', { name: 'Open LP-1 Write the spec' }).waitFor();
      await shot(page, 'work-items-list-light');

      // C opens the create dialog.
      await page.keyboard.press('c');
      const dialog = page.getByRole('dialog', { name: 'Create work item in Launch Plan' });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: /^Title/ }).fill('Ship the beta');
      await pickInSelect(page, dialog, /^Labels/, ['Bug', 'Frontend']);
      await pickInSelect(page, dialog, /^Assignees/, ['ada']);
      await shot(page, 'work-items-create-light');
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Open LP-2 Ship the beta' }).click();
      await waitForPath(page, (p) => p.includes('peekId='));
      const peek = page.getByRole('article', { name: 'Work item LP-2' });
      await peek.waitFor();
      const itemId = new URL(page.url()).searchParams.get('peekId') ?? '';
      await eventually(async () => {
        const item = await getItem(itemId);
        expect(item.label_ids).toHaveLength(2);
        expect(item.assignee_ids).toHaveLength(1);
      });
      await shot(page, 'work-items-peek-light');

      // The full page: comment with a mention, then a reaction on the item.
      await peek.getByRole('button', { name: 'Open the full page' }).click();
      await waitForPath(page, (p) => p === `/${owner.slug}/browse/LP-2`);
      // The router keeps the list (and its peek) on screen while the full page's code loads; act on the full page only.
      await page.locator('.cw-wi-peek').waitFor({ state: 'detached' });
      const detail = page.getByRole('article', { name: 'Work item LP-2' });

      // An image in the description: uploaded as an asset, shown from its url, and autosaved into the HTML.
      await detail.locator('.cw-wi-description input[type="file"]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
      await detail.locator('.cw-wi-description img[src^="/api/assets/v2/files/"]').waitFor();
      await eventually(async () => expect((await getItem(itemId)).description_html).toMatch(/<img[^>]+src="\/api\/assets\/v2\/files\/[0-9a-f-]{36}\/"/));
      const composer = detail.getByRole('textbox', { name: 'Add a comment' });
      await composer.click();
      await page.keyboard.type('Ready for review @ad');
      await page.getByRole('listbox').getByRole('option', { name: /ada/i }).click();
      await detail.getByRole('button', { name: 'Comment', exact: true }).click();
      await detail.getByRole('listitem', { name: 'Comment by Ada Tester' }).waitFor();
      await detail.getByRole('listitem', { name: 'Comment by Ada Tester' }).locator('[data-mention-id]').waitFor();
      await detail.getByRole('group', { name: 'Reactions to the work item' }).getByRole('button', { name: 'Add reaction' }).click();
      await page.getByRole('menuitem', { name: '👍' }).click();
      await detail.getByRole('button', { name: '👍 1' }).waitFor();

      // A sub-item (new) and a relation to the existing item.
      await detail.getByRole('button', { name: 'Add sub-work item' }).click();
      await page.getByRole('menuitem', { name: 'Create new work item' }).click();
      const subDialog = page.getByRole('dialog', { name: 'Create work item in Launch Plan' });
      await subDialog.getByRole('textbox', { name: /^Title/ }).fill('Beta checklist');
      await subDialog.getByRole('button', { name: 'Create', exact: true }).click();
      await subDialog.waitFor({ state: 'detached' });
      await detail.getByRole('link', { name: 'Beta checklist' }).waitFor();
      await detail.getByRole('button', { name: 'Add relation' }).click();
      const relationDialog = page.getByRole('dialog', { name: 'Add relation' });
      await relationDialog.getByRole('checkbox', { name: /LP-1 Write the spec/ }).check();
      await relationDialog.getByRole('button', { name: 'Add', exact: true }).click();
      await detail.getByRole('link', { name: 'Write the spec' }).waitFor();
      await eventually(async () => {
        const res = await context.request.get(apiPaths.relations(owner.slug, projectId, existing.id));
        const relations = (await res.json()) as Record<string, { id: string }[]>;
        expect(Object.values(relations).flat().map((r) => r.id)).toContain(itemId);
      });

      // An attachment: its progress shows while it uploads, then it is listed.
      await detail.getByLabel('Choose a file to attach').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Launch notes\n'.repeat(20000)) });
      await detail.getByText('notes.txt').first().waitFor();
      await eventually(async () => expect((await getItem(itemId)).attachment_count).toBe(1));
      await shot(page, 'work-items-detail-light');

      // Done, then archive and restore from the actions menu.
      await detail.getByRole('button', { name: /^State/ }).click();
      await page.getByRole('option', { name: 'Done' }).click();
      await detail.getByRole('button', { name: 'Work item actions' }).click();
      await page.getByRole('menuitem', { name: 'Archive' }).click();
      await page.getByRole('dialog', { name: 'Archive LP-2?' }).getByRole('button', { name: 'Archive' }).click();
      await eventually(async () => expect((await getItem(itemId)).archived_at).not.toBeNull());
      await page.goto(`/${owner.slug}/browse/LP-2`);
      await page.getByRole('button', { name: 'Restore' }).click();
      await eventually(async () => expect((await getItem(itemId)).archived_at).toBeNull());

      // Found by its key.
      await page.goto(`/${owner.slug}/browse/lp-2`);
      await eventually(async () => expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('Ship the beta'));
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('looks right in dark mode and on a narrow screen', async () => {
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('wid'), slug: uniqueSlug('wid') });
    const { projectId } = await arrangeProject(owner);
    const { context, page, pageErrors } = await newPage(browser, { colorScheme: 'dark', width: 390, height: 844 });
    try {
      await signIn(page, owner);
      await page.goto(`/${owner.slug}/projects/${projectId}/issues`);
      await page.getByRole('button', { name: 'Open LP-1 Write the spec' }).click();
      await page.getByRole('article', { name: 'Work item LP-1' }).waitFor();
      await shot(page, 'work-items-peek-dark-narrow');
      await page.goto(`/${owner.slug}/browse/LP-1`);
      await eventually(async () => expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('Write the spec'));
      await shot(page, 'work-items-detail-dark-narrow');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
