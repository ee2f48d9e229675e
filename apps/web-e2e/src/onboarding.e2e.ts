import type { Browser } from 'playwright-core';
import { currentPath, launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { STRONG_PASSWORD } from './support/api';
import { chooseOption, eventually, signInWithPassword, signOutFromSidebar, signUpWithPassword, waitForPath, waitForWorkspaceShell } from './support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign up and onboarding', () => {
  it('signs up, onboards with a new workspace and an invitation, signs out and back in to the last workspace', async () => {
    const { context, page, pageErrors } = await newPage(browser);
    const email = uniqueEmail('owner');
    const invitee = uniqueEmail('invitee');
    const slug = uniqueSlug('onb');
    try {
      // Sign up with email + strong password.
      await page.goto('/sign-up');
      await shot(page, 'sign-up');
      await signUpWithPassword(page, email, STRONG_PASSWORD);
      await waitForPath(page, (p) => p.startsWith('/onboarding'));

      // Step 1: profile (required fields carry an aria-hidden asterisk, so they are found by accessible name).
      await page.getByRole('heading', { name: 'Tell us about yourself' }).waitFor();
      await shot(page, 'onboarding-profile');
      await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Grace');
      await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Hopper');
      await chooseOption(page, page.getByLabel('What is your role?', { exact: true }), 'Engineer');
      await page.getByRole('button', { name: 'Continue' }).click();

      // Step 2: create a workspace with a unique slug.
      await page.getByRole('heading', { name: 'Create your workspace' }).waitFor();
      await page.getByRole('textbox', { name: 'Workspace name', exact: true }).fill('Hopper Labs');
      const slugInput = page.getByLabel('Workspace URL', { exact: true });
      // The URL follows the name until edited.
      await eventually(async () => expect(await slugInput.inputValue()).toBe('hopper-labs'));
      await slugInput.fill(slug);
      await page.getByText('This URL is available', { exact: true }).waitFor();
      await shot(page, 'onboarding-workspace');
      await page.getByRole('button', { name: 'Create workspace' }).click();

      // Step 3: invite a member by email with a role.
      await page.getByRole('heading', { name: 'Invite your teammates' }).waitFor();
      await page.getByLabel('Email', { exact: true }).first().fill(invitee);
      await chooseOption(page, page.getByLabel('Role', { exact: true }).first(), 'Admin');
      await shot(page, 'onboarding-invite');
      await page.getByRole('button', { name: 'Send invitations' }).click();

      // Lands in the new workspace with its sidebar.
      await waitForPath(page, (p) => p === `/${slug}` || p === `/${slug}/`);
      await waitForWorkspaceShell(page);
      await shot(page, 'workspace-home');

      // The invitation is listed in the workspace settings, pending, with the chosen role.
      await page.goto(`/${slug}/settings/invitations`);
      const row = page.getByRole('listitem').filter({ hasText: invitee });
      await row.waitFor();
      await row.getByText('Pending', { exact: true }).waitFor();
      expect(await row.getByRole('button', { name: 'Change role' }).textContent()).toContain('Admin');
      await shot(page, 'settings-invitations');

      // Sign out, then sign in with email + password: back to the last workspace.
      await signOutFromSidebar(page);
      expect(new URL(page.url()).pathname).toBe('/');
      await signInWithPassword(page, email, STRONG_PASSWORD);
      await waitForPath(page, (p) => p === `/${slug}` || p === `/${slug}/`);
      await waitForWorkspaceShell(page);
      expect(currentPath(page)).toMatch(new RegExp(`^/${slug}/?$`));
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
