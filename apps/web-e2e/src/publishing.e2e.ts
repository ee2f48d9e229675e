import type { Browser } from 'playwright-core';
import { apiPaths } from '@cairn/types';
import { launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { ApiSession, arrangeOnboardedAccount, STRONG_PASSWORD, type ArrangedAccount } from './support/api';
import { csrf, eventually, signInWithPassword, waitForPath, waitForWorkspaceShell } from './support/flows';

// Issue 20 in the browser: Ada (workspace admin) publishes a project in two clicks; Olive, who has an account but is in
// no workspace of Ada's, opens the public board signed out, signs in from the viewer, votes and comments; Ada sees the
// vote and Olive's comment in the app; a rename in the app reaches the open board live; Ada unpublishes and the board
// turns into the viewer's not-available page at once. English texts from libs/i18n/src/locales/en.json.

let browser: Browser;
let ada: ArrangedAccount;
let olive: { email: string };
let projectId: string;
let itemId: string;

/** Olive: an onboarded account in no workspace. */
async function arrangeOutsider(email: string): Promise<void> {
  const api = await ApiSession.open();
  try {
    await api.call('POST', apiPaths.signUp(), { email, password: STRONG_PASSWORD });
    await api.call('PATCH', apiPaths.me(), { first_name: 'Olive', last_name: 'Outsider', display_name: 'olive' });
    await api.call('POST', apiPaths.onboard(), { is_onboarded: true });
  } finally {
    await api.close();
  }
}

beforeAll(async () => {
  olive = { email: uniqueEmail('olive') };
  [browser, ada] = await Promise.all([launchBrowser(), arrangeOnboardedAccount({ email: uniqueEmail('publish'), slug: uniqueSlug('publish') }), arrangeOutsider(olive.email)]);
  const api = await ApiSession.open();
  try {
    await api.call('POST', apiPaths.signIn(), { email: ada.email, password: ada.password });
    projectId = ((await api.call('POST', apiPaths.projects(ada.slug), { name: 'Roadmap', identifier: 'RM' })) as { id: string }).id;
    itemId = ((await api.call('POST', apiPaths.workItems(ada.slug, projectId), { name: 'Dark mode', description_html: '<p>Night owls want it</p>' })) as { id: string }).id;
    await api.call('POST', apiPaths.workItems(ada.slug, projectId), { name: 'CSV import' });
  } finally {
    await api.close();
  }
});
afterAll(async () => {
  await browser?.close();
});

describe('publishing', () => {
  it('an admin publishes a board in two clicks, an outsider votes and comments, the admin sees it, unpublishing closes the board', async () => {
    const admin = await newPage(browser);
    const visitor = await newPage(browser);
    try {
      // Ada: two clicks — the header's Publish, then Publish in the dialog — and the public link is there.
      await admin.page.goto('/');
      await signInWithPassword(admin.page, ada.email, ada.password);
      await waitForWorkspaceShell(admin.page);
      await admin.page.goto(`/${ada.slug}/projects/${projectId}/issues`);
      await admin.page.getByRole('button', { name: 'Publish', exact: true }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Publish Roadmap' });
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      const link = await dialog.getByLabel('Public link').inputValue();
      expect(link).toMatch(/\/spaces\/issues\/[A-Za-z0-9_-]{32}$/);
      await shot(admin.page, 'publish-dialog');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await admin.page.getByRole('button', { name: 'Published', exact: true }).waitFor();

      // Olive, signed out: the board shows the project's items; the peek offers signing in.
      const boardPath = new URL(link).pathname;
      await visitor.page.goto(boardPath);
      await visitor.page.getByRole('heading', { name: 'Roadmap' }).waitFor();
      await visitor.page.getByText('CSV import').first().waitFor();
      await shot(visitor.page, 'spaces-board-signed-out');
      await visitor.page.getByText('Dark mode').first().click();
      const peek = visitor.page.getByRole('dialog', { name: 'Dark mode' });
      await peek.getByText('Night owls want it').waitFor();
      await shot(visitor.page, 'spaces-peek-signed-out');
      await peek.getByText('Sign in to vote and comment').click();

      // Sign in in the members app, and back to the same board and item.
      await signInWithPassword(visitor.page, olive.email, STRONG_PASSWORD);
      await waitForPath(visitor.page, (p) => p.startsWith(`${boardPath}?`) && p.includes(`peekId=${itemId}`));
      const signedInPeek = visitor.page.getByRole('dialog', { name: 'Dark mode' });
      await signedInPeek.getByRole('button', { name: 'Vote up (0)' }).click();
      await signedInPeek.getByRole('button', { name: 'Vote up (1)' }).waitFor();
      await signedInPeek.getByLabel('Write a comment').fill('Please ship this before winter');
      await signedInPeek.getByRole('button', { name: 'Comment', exact: true }).click();
      await signedInPeek.getByRole('listitem', { name: 'Comment by olive' }).getByText('Please ship this before winter').waitFor();
      await eventually(async () => expect(await signedInPeek.getByLabel('Write a comment').inputValue()).toBe(''));
      await shot(visitor.page, 'spaces-peek-voted');

      // Ada sees the vote and Olive's comment, named as someone from the public board.
      await admin.page.goto(`/${ada.slug}/projects/${projectId}/issues?peekId=${itemId}`);
      await admin.page.getByText('Please ship this before winter').waitFor();
      await admin.page.getByText('olive (via public board)').first().waitFor();
      await admin.page.getByRole('group', { name: /Votes from the public board: 1 up, 0 down/ }).waitFor();
      await shot(admin.page, 'app-item-with-public-vote');

      // Live: a rename in the app reaches the open board without a reload.
      await visitor.page.keyboard.press('Escape');
      const res = await admin.page.context().request.patch(apiPaths.workItem(ada.slug, projectId, itemId), {
        data: { name: 'Dark mode everywhere' },
        headers: { 'x-csrftoken': await csrf(admin.page) },
      });
      expect(res.status()).toBe(200);
      await visitor.page.getByText('Dark mode everywhere').first().waitFor();

      // Ada unpublishes; the open board says so at once, and the link stays dead after a reload.
      await admin.page.goto(`/${ada.slug}/projects/${projectId}/issues`);
      await admin.page.getByRole('button', { name: 'Published', exact: true }).click();
      const settings = admin.page.getByRole('dialog', { name: 'Publish Roadmap' });
      await settings.getByRole('button', { name: 'Unpublish' }).click();
      await admin.page.getByRole('dialog', { name: 'Unpublish this board?' }).getByRole('button', { name: 'Unpublish' }).click();
      await visitor.page.getByRole('heading', { name: 'This board is not available' }).waitFor();
      await visitor.page.reload();
      await visitor.page.getByRole('heading', { name: 'This board is not available' }).waitFor();
      await shot(visitor.page, 'spaces-unpublished');
      const gone = await fetch(`${new URL(link).origin}${apiPaths.publicSettings(boardPath.split('/').pop()!)}`);
      expect(gone.status).toBe(404);
      await eventually(() => expect(admin.pageErrors).toEqual([]));
      expect(visitor.pageErrors).toEqual([]);
    } finally {
      await admin.context.close();
      await visitor.context.close();
    }
  });
});

