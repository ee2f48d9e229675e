import type { Browser, Page } from 'playwright-core';
import { apiPaths, ROLE } from '@cairn/types';
import { launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { ApiSession, STRONG_PASSWORD, arrangeInvitedTeammate, arrangeOnboardedAccount, type ArrangedAccount } from './support/api';
import { eventually, signInWithPassword, waitForPath, waitForWorkspaceShell } from './support/flows';

// Live updates (issue 12): two people in two browsers on the same project see each other's changes without a reload —
// in the list, on the work item's page and in its activity feed. English texts from libs/i18n/src/locales/en.json.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, email: string, slug: string): Promise<void> {
  await page.goto('/');
  await signInWithPassword(page, email, STRONG_PASSWORD);
  await waitForPath(page, (p) => p === `/${slug}` || p.startsWith(`/${slug}/`));
  await waitForWorkspaceShell(page);
}

describe('live updates', () => {
  it("one person's changes appear in the other's list, work item page and activity feed without a reload", async () => {
    const mateEmail = uniqueEmail('mate');
    const owner: ArrangedAccount = await arrangeOnboardedAccount({
      email: uniqueEmail('live'), slug: uniqueSlug('live'), invite: [{ email: mateEmail, role: ROLE.MEMBER }],
    });
    const ownerApi = await ApiSession.open();
    await ownerApi.call('POST', apiPaths.signIn(), { email: owner.email, password: owner.password });
    const project = (await ownerApi.call('POST', apiPaths.projects(owner.slug), { name: 'Live Board', identifier: 'LB' })) as { id: string };
    const first = (await ownerApi.call('POST', apiPaths.workItems(owner.slug, project.id), { name: 'Plan the launch' })) as { id: string };
    await arrangeInvitedTeammate(mateEmail, { slug: owner.slug, projectId: project.id });

    const ownerSide = await newPage(browser);
    const mateSide = await newPage(browser);
    const listPath = `/${owner.slug}/projects/${project.id}/issues`;
    const navigations: string[] = [];
    mateSide.page.on('framenavigated', (frame) => {
      if (frame === mateSide.page.mainFrame()) navigations.push(frame.url());
    });
    try {
      await signIn(ownerSide.page, owner.email, owner.slug);
      await signIn(mateSide.page, mateEmail, owner.slug);
      await ownerSide.page.goto(listPath);
      await mateSide.page.goto(listPath);
      await ownerSide.page.getByRole('button', { name: 'Open LB-1 Plan the launch' }).waitFor();
      await mateSide.page.getByRole('button', { name: 'Open LB-1 Plan the launch' }).waitFor();
      const loadsBefore = navigations.length;

      // The owner creates an item in the browser: it appears in the teammate's list.
      await ownerSide.page.keyboard.press('c');
      const dialog = ownerSide.page.getByRole('dialog', { name: 'Create work item in Live Board' });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: /^Title/ }).fill('Book the venue');
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await mateSide.page.getByRole('button', { name: 'Open LB-2 Book the venue' }).waitFor();
      await shot(mateSide.page, 'live-list-teammate');

      // The owner renames the first item: the teammate's row follows.
      await ownerApi.call('PATCH', apiPaths.workItem(owner.slug, project.id, first.id), { name: 'Plan the launch party' });
      await mateSide.page.getByRole('button', { name: 'Open LB-1 Plan the launch party' }).waitFor();

      // On the work item's page: a priority change shows in the properties and in the activity feed, in words.
      await mateSide.page.goto(`/${owner.slug}/browse/LB-1`);
      const detail = mateSide.page.getByRole('article', { name: 'Work item LB-1' });
      await detail.waitFor();
      const pageLoads = navigations.length;
      await ownerApi.call('PATCH', apiPaths.workItem(owner.slug, project.id, first.id), { priority: 'urgent' });
      await detail.getByText(/changed the priority from None to Urgent/i).waitFor();
      await eventually(async () => expect(await detail.getByRole('button', { name: 'Priority', exact: true }).textContent()).toContain('Urgent'));
      await shot(mateSide.page, 'live-detail-teammate');

      // None of it needed a reload: the only navigations were the two the test made.
      expect(navigations.length - loadsBefore).toBe(pageLoads - loadsBefore);
      expect(ownerSide.pageErrors).toEqual([]);
      expect(mateSide.pageErrors).toEqual([]);
    } finally {
      await ownerApi.close();
      await ownerSide.context.close();
      await mateSide.context.close();
    }
  });
});
