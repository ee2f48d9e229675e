import type { Browser } from 'playwright-core';
import { ROLE, apiPaths } from '@cairn/types';
import { baseUrl, launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { STRONG_PASSWORD, arrangeOnboardedAccount } from './support/api';
import { waitForMail } from './support/mail-log';
import { signInWithPassword, signUpWithPassword, waitForPath, waitForWorkspaceShell } from './support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('joining a workspace by invitation', () => {
  it('a new user invited by email signs up, joins in the onboarding join step and lands in the workspace', async () => {
    const invitee = uniqueEmail('joiner');
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('inviter'), slug: uniqueSlug('inv'), workspaceName: 'Inviting Crew', invite: [{ email: invitee, role: ROLE.MEMBER }] });
    // Without SMTP the invitation mail is logged, pointing at /invitations.
    const mail = await waitForMail(invitee, (m) => m.subject.includes('invited you to join'));
    expect(mail.text).toContain(`${baseUrl}/invitations`);
    expect(mail.subject).toContain('Inviting Crew');

    const { context, page, pageErrors } = await newPage(browser);
    try {
      await page.goto('/sign-up');
      await signUpWithPassword(page, invitee, STRONG_PASSWORD);
      await waitForPath(page, (p) => p.startsWith('/onboarding'));
      await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
      await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Bea');
      await page.getByRole('button', { name: 'Continue' }).click();

      // Invited → the join step (not "create workspace"), with the invitation preselected.
      await page.getByRole('heading', { name: 'Join a workspace' }).waitFor();
      const invitation = page.getByRole('checkbox', { name: owner.workspaceName });
      await invitation.waitFor();
      expect(await invitation.isChecked()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Create your workspace' }).count()).toBe(0);
      await shot(page, 'onboarding-join');
      await page.getByRole('button', { name: 'Join workspaces' }).click();

      await waitForPath(page, (p) => p === `/${owner.slug}`);
      await waitForWorkspaceShell(page);
      const me = await context.request.get(apiPaths.workspaceMemberMe(owner.slug));
      expect(me.status()).toBe(200);
      expect(((await me.json()) as { role: number }).role).toBe(ROLE.MEMBER);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an existing member accepts an invitation on /invitations and lands in the inviting workspace', async () => {
    const member = await arrangeOnboardedAccount({ email: uniqueEmail('existing'), slug: uniqueSlug('own') });
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('inviter'), slug: uniqueSlug('inv'), workspaceName: 'Second Crew', invite: [{ email: member.email, role: ROLE.ADMIN }] });

    const { context, page, pageErrors } = await newPage(browser);
    try {
      await page.goto('/');
      await signInWithPassword(page, member.email, member.password);
      await waitForPath(page, (p) => p === `/${member.slug}`);
      await waitForWorkspaceShell(page);

      // The account menu leads to the user's invitations.
      await page.getByRole('button', { name: 'Your account' }).click();
      await page.getByRole('menuitem', { name: 'Workspace invites' }).click();
      await waitForPath(page, (p) => p === '/invitations');
      await page.getByRole('heading', { name: 'Workspace invitations' }).waitFor();
      const invitation = page.getByRole('checkbox', { name: owner.workspaceName });
      await invitation.waitFor();
      expect(await invitation.isChecked()).toBe(true);
      await shot(page, 'my-invitations');
      await page.getByRole('button', { name: 'Accept & join' }).click();

      await waitForPath(page, (p) => p === `/${owner.slug}`);
      await waitForWorkspaceShell(page);
      const me = await context.request.get(apiPaths.workspaceMemberMe(owner.slug));
      expect(me.status()).toBe(200);
      expect(((await me.json()) as { role: number }).role).toBe(ROLE.ADMIN);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
