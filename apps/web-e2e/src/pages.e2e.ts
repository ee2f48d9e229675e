import type { Browser, Page } from 'playwright-core';
import { apiPaths, ROLE } from '@cairn/types';
import { launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { ApiSession, arrangeInvitedTeammate, arrangeOnboardedAccount, STRONG_PASSWORD, type ArrangedAccount } from './support/api';
import { csrf, eventually, signInWithPassword, waitForPath, waitForWorkspaceShell } from './support/flows';

// Pages (issue 15) in the browser: two people writing one page at the same time through the collaboration server,
// locking, version history, and a work item's pages. English texts from libs/i18n/src/locales/en.json.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Arranged {
  projectId: string;
  item: { id: string; sequence_id: number };
  teammateEmail: string;
}

/** Over HTTP: a project "Docs" (DOC) with one work item, and a teammate (Bea) who joined it as a member or a guest. */
async function arrangeProject(owner: ArrangedAccount, teammateEmail: string, teammateRole: number): Promise<Arranged> {
  const api = await ApiSession.open();
  try {
    await api.call('POST', apiPaths.signIn(), { email: owner.email, password: owner.password });
    const project = (await api.call('POST', apiPaths.projects(owner.slug), { name: 'Docs', identifier: 'DOC' })) as { id: string };
    const item = (await api.call('POST', apiPaths.workItems(owner.slug, project.id), { name: 'Write the release notes' })) as Arranged['item'];
    await arrangeInvitedTeammate(teammateEmail);
    const members = (await api.call('GET', apiPaths.members(owner.slug))) as Array<{ member: { id: string; email: string } }>;
    const bea = members.find((m) => m.member.email === teammateEmail);
    await api.call('POST', apiPaths.projectMembers(owner.slug, project.id), { members: [{ member_id: bea!.member.id, role: teammateRole }] });
    return { projectId: project.id, item, teammateEmail };
  } finally {
    await api.close();
  }
}

async function signIn(page: Page, email: string, slug: string): Promise<void> {
  await page.goto('/');
  await signInWithPassword(page, email, STRONG_PASSWORD);
  await waitForPath(page, (p) => p === `/${slug}`);
  await waitForWorkspaceShell(page);
}

/** The page's rich-text body (the collaborative editor's contenteditable). */
const body = (page: Page) => page.getByRole('textbox', { name: 'Page content' });

describe('pages', () => {
  it('two people write one page live; a lock makes it read-only for the other; the text survives a reload', async () => {
    const beaEmail = uniqueEmail('pages-bea');
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('pages'), slug: uniqueSlug('pages'), invite: [{ email: beaEmail, role: ROLE.MEMBER }] });
    const w = await arrangeProject(owner, beaEmail, ROLE.MEMBER);
    const ada = await newPage(browser);
    const bea = await newPage(browser, { colorScheme: 'dark' });
    try {
      await signIn(ada.page, owner.email, owner.slug);
      await ada.page.goto(`/${owner.slug}/projects/${w.projectId}/pages`);
      await ada.page.getByRole('button', { name: 'New page' }).first().click();
      const form = ada.page.getByRole('dialog', { name: 'New page' });
      await form.getByLabel('Name').fill('Release plan');
      await form.getByRole('button', { name: 'Create page' }).click();
      const pagePath = await waitForPath(ada.page, (p) => /\/pages\/[0-9a-f-]{36}$/.test(p));
      const pageId = pagePath.split('/').at(-1) ?? '';

      // Ada writes; the editor is live once the server's document is loaded.
      await ada.page.getByText('Live', { exact: true }).waitFor();
      await body(ada.page).click();
      await ada.page.keyboard.type('Hello from Ada.');

      // Bea opens the same page and sees Ada's text, then writes; Ada sees Bea's words without a reload.
      await signIn(bea.page, w.teammateEmail, owner.slug);
      await bea.page.goto(pagePath);
      await body(bea.page).getByText('Hello from Ada.').waitFor();
      await body(bea.page).click();
      await bea.page.keyboard.press('Control+End');
      await bea.page.keyboard.press('Enter');
      await bea.page.keyboard.type('Bea was here.');
      await body(ada.page).getByText('Bea was here.').waitFor();
      // Each sees the other as editing now.
      await ada.page.getByRole('list', { name: '1 person editing now' }).waitFor();
      await bea.page.getByRole('list', { name: '1 person editing now' }).waitFor();
      await shot(ada.page, 'page-two-writers');
      await shot(bea.page, 'page-two-writers-dark');

      // Ada renames the page: saved after the 2-second pause, and Bea's header follows.
      const title = ada.page.getByRole('textbox', { name: 'Page title' });
      await title.fill('Release plan v2');
      await ada.page.getByText('Saved', { exact: true }).waitFor();
      await eventually(async () => {
        const res = await ada.context.request.get(apiPaths.page(owner.slug, w.projectId, pageId));
        expect(((await res.json()) as { name: string }).name).toBe('Release plan v2');
      });

      // Ada locks it: Bea's editor turns read-only with the banner.
      await ada.page.getByRole('button', { name: 'More actions for Release plan v2' }).click();
      await ada.page.getByRole('menuitem', { name: 'Lock' }).click();
      await bea.page.getByText('This page is locked. Its content cannot be edited until it is unlocked.').waitFor();
      await eventually(async () => expect(await body(bea.page).getAttribute('contenteditable')).toBe('false'));
      await shot(bea.page, 'page-locked-dark');

      // The stored document holds both writers' text (the server derived the HTML from the collaborative document).
      await eventually(async () => {
        const res = await ada.context.request.get(apiPaths.page(owner.slug, w.projectId, pageId));
        const html = ((await res.json()) as { description_html: string }).description_html;
        expect(html).toContain('Hello from Ada.');
        expect(html).toContain('Bea was here.');
      }, 20_000);
      await bea.page.reload();
      await body(bea.page).getByText('Bea was here.').waitFor();

      // The list shows the page with its preview.
      await ada.page.goto(`/${owner.slug}/projects/${w.projectId}/pages`);
      await ada.page.getByRole('link', { name: /Release plan v2/ }).first().waitFor();
      await shot(ada.page, 'pages-list');
      expect(ada.pageErrors).toEqual([]);
      expect(bea.pageErrors).toEqual([]);
    } finally {
      await ada.context.close();
      await bea.context.close();
    }
  });

  it('version history restores earlier content; a work item lists the pages that mention it; a guest reads at 390 px', async () => {
    const guestEmail = uniqueEmail('pages-guest');
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('pagesv'), slug: uniqueSlug('pagesv'), invite: [{ email: guestEmail, role: ROLE.GUEST }] });
    const w = await arrangeProject(owner, guestEmail, ROLE.GUEST);
    const ada = await newPage(browser);
    const guest = await newPage(browser, { width: 390, height: 844 });
    try {
      await signIn(ada.page, owner.email, owner.slug);
      // A page that mentions the work item (made over HTTP with the editor's mention HTML).
      const mention = `<span data-mention-id="${w.item.id}" data-mention-kind="work_item" data-href="/${owner.slug}/browse/DOC-${w.item.sequence_id}" class="ck-mention ck-mention--work-item">DOC-${w.item.sequence_id} Write the release notes</span>`;
      const created = await ada.context.request.post(apiPaths.pages(owner.slug, w.projectId), {
        data: { name: 'Meeting notes', description_html: `<p>First draft about ${mention}</p>` },
        headers: { 'x-csrftoken': await csrf(ada.page) },
      });
      expect(created.status()).toBe(201);
      const pageId = ((await created.json()) as { id: string }).id;
      const pagePath = `/${owner.slug}/projects/${w.projectId}/pages/${pageId}`;

      // Save a version of the first draft, then change the content.
      await ada.page.goto(pagePath);
      await body(ada.page).getByText('First draft about').waitFor();
      await ada.page.getByRole('button', { name: 'More actions for Meeting notes' }).click();
      await ada.page.getByRole('menuitem', { name: 'Version history' }).click();
      await ada.page.getByRole('button', { name: 'Save version now' }).click();
      await ada.page.getByText('Version saved').first().waitFor();
      await ada.page.getByRole('button', { name: 'Close version history' }).click();
      await body(ada.page).click();
      await ada.page.keyboard.press('Control+a');
      await ada.page.keyboard.type('Second draft.');
      await eventually(async () => {
        const res = await ada.context.request.get(apiPaths.page(owner.slug, w.projectId, pageId));
        expect(((await res.json()) as { description_html: string }).description_html).toContain('Second draft.');
      }, 20_000);

      // Restore the first draft from the history: the editor shows it again.
      await ada.page.getByRole('button', { name: 'More actions for Meeting notes' }).click();
      await ada.page.getByRole('menuitem', { name: 'Version history' }).click();
      await ada.page.getByRole('button', { name: /Manual/ }).last().click();
      await ada.page.getByRole('button', { name: 'Restore this version' }).click();
      await ada.page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore this version' }).click();
      await body(ada.page).getByText('First draft about').waitFor();
      await shot(ada.page, 'page-versions');
      await ada.page.getByRole('button', { name: 'Close version history' }).click();

      // The work item's page lists the page that mentions it.
      await ada.page.goto(`/${owner.slug}/browse/DOC-${w.item.sequence_id}`);
      await ada.page.getByRole('link', { name: /Meeting notes/ }).waitFor();

      // A guest reads the page at 390 px: no New page, the content without an editable body.
      await signIn(guest.page, w.teammateEmail, owner.slug);
      await guest.page.goto(`/${owner.slug}/projects/${w.projectId}/pages`);
      await guest.page.getByRole('link', { name: /Meeting notes/ }).first().waitFor();
      expect(await guest.page.getByRole('button', { name: 'New page' }).count()).toBe(0);
      await shot(guest.page, 'pages-list-guest-390');
      await guest.page.goto(pagePath);
      await body(guest.page).getByText('First draft about').waitFor();
      await guest.page.getByText('You can read this page but not edit it.').waitFor();
      expect(await body(guest.page).getAttribute('contenteditable')).toBe('false');
      await shot(guest.page, 'page-guest-390');
      expect(ada.pageErrors).toEqual([]);
      expect(guest.pageErrors).toEqual([]);
    } finally {
      await ada.context.close();
      await guest.context.close();
    }
  });
});
