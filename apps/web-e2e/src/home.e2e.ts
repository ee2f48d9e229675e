import type { Browser, Page } from 'playwright-core';
import { apiPaths, ROLE } from '@cairn/types';
import { launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { ApiSession, arrangeInvitedTeammate, arrangeOnboardedAccount, STRONG_PASSWORD, type ArrangedAccount } from './support/api';
import { eventually, signInWithPassword, waitForPath, waitForWorkspaceShell } from './support/flows';

// Notifications and Home (issue 16) in the browser: Bea is assigned and mentioned by Ada and sees both arrive in her
// inbox live, archives one and snoozes one; the item she opens shows under Recents on Home. English texts from
// libs/i18n/src/locales/en.json.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Arranged {
  api: ApiSession;
  projectId: string;
  beaId: string;
}

/** Over HTTP, signed in as Ada: a project "Ops" (OPS) that Bea (a member of the workspace) joined as a member. */
async function arrange(owner: ArrangedAccount, beaEmail: string): Promise<Arranged> {
  const api = await ApiSession.open();
  await api.call('POST', apiPaths.signIn(), { email: owner.email, password: owner.password });
  const project = (await api.call('POST', apiPaths.projects(owner.slug), { name: 'Ops', identifier: 'OPS' })) as { id: string };
  await arrangeInvitedTeammate(beaEmail);
  const members = (await api.call('GET', apiPaths.members(owner.slug))) as Array<{ member: { id: string; email: string } }>;
  const bea = members.find((m) => m.member.email === beaEmail)!;
  await api.call('POST', apiPaths.projectMembers(owner.slug, project.id), { members: [{ member_id: bea.member.id, role: ROLE.MEMBER }] });
  return { api, projectId: project.id, beaId: bea.member.id };
}

async function signIn(page: Page, email: string, slug: string): Promise<void> {
  await page.goto('/');
  await signInWithPassword(page, email, STRONG_PASSWORD);
  await waitForPath(page, (p) => p === `/${slug}`);
  await waitForWorkspaceShell(page);
}

/** The Inbox entry's unread badge text ("2 unread"), or '' when there is none. */
async function unreadBadge(page: Page): Promise<string> {
  const link = page.getByRole('navigation').getByRole('link', { name: /^Inbox/ }).first();
  return ((await link.textContent()) ?? '').replace(/^Inbox/, '').trim();
}

describe('inbox and home', () => {
  it('assigned and mentioned: both arrive live with the count; archive one, snooze one; the opened item is under Recents', async () => {
    const beaEmail = uniqueEmail('home-bea');
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('home'), slug: uniqueSlug('home'), invite: [{ email: beaEmail, role: ROLE.MEMBER }] });
    const w = await arrange(owner, beaEmail);
    const bea = await newPage(browser);
    try {
      await signIn(bea.page, beaEmail, owner.slug);
      await bea.page.goto(`/${owner.slug}/inbox`);
      await bea.page.getByText("You're all caught up").waitFor();
      expect(await unreadBadge(bea.page)).not.toMatch(/unread/);

      // Ada assigns Bea a new item, then mentions her in a comment on another: both reach Bea's open inbox live.
      const assigned = (await w.api.call('POST', apiPaths.workItems(owner.slug, w.projectId), { name: 'Renew the TLS certificate', assignee_ids: [w.beaId] })) as { id: string; sequence_id: number };
      const other = (await w.api.call('POST', apiPaths.workItems(owner.slug, w.projectId), { name: 'Plan the office move' })) as { id: string };
      await w.api.call('POST', apiPaths.comments(owner.slug, w.projectId, other.id), {
        comment_html: `<p><span data-mention-id="${w.beaId}" class="ck-mention">@bea</span> can you take this?</p>`,
      });
      const list = bea.page.getByRole('list', { name: 'All' });
      await list.getByText('Renew the TLS certificate').first().waitFor({ timeout: 30_000 });
      await list.getByText('Plan the office move').first().waitFor({ timeout: 30_000 });
      await eventually(async () => expect(await unreadBadge(bea.page)).toContain('2 unread'), 30_000);
      await bea.page.getByRole('tab', { name: /Mentions/ }).click();
      await bea.page.getByRole('list', { name: 'Mentions' }).getByText('Plan the office move').first().waitFor();
      await shot(bea.page, 'inbox-mentions');
      await bea.page.getByRole('tab', { name: /All/ }).click();

      // Archive the mention, snooze the assignment for an hour: both leave the list.
      const mentionRow = list.getByRole('listitem').filter({ hasText: 'Plan the office move' }).first();
      await mentionRow.hover();
      await mentionRow.getByRole('button', { name: 'Archive' }).click();
      await eventually(async () => expect(await list.getByText('Plan the office move').count()).toBe(0));
      const assignedRow = list.getByRole('listitem').filter({ hasText: 'Renew the TLS certificate' }).first();
      await assignedRow.hover();
      await assignedRow.getByRole('button', { name: 'Snooze' }).click();
      await bea.page.getByRole('menuitem', { name: '1 hour' }).click();
      await bea.page.getByText("You're all caught up").waitFor();
      await eventually(async () => {
        const page = (await w.api.call('GET', apiPaths.notificationsUnread(owner.slug))) as { total_unread_notifications_count: number };
        expect(page.total_unread_notifications_count).toBe(0); // Ada has none: she was the actor
      });

      // Bea opens the assigned item; Home lists it under Recents.
      await bea.page.goto(`/${owner.slug}/browse/OPS-${assigned.sequence_id}`);
      await bea.page.getByText('Renew the TLS certificate').first().waitFor();
      await bea.page.goto(`/${owner.slug}`);
      const recents = bea.page.getByRole('region', { name: 'Recents' });
      await recents.getByText('Renew the TLS certificate').first().waitFor();
      await shot(bea.page, 'home');
      expect(bea.pageErrors).toEqual([]);
    } finally {
      await bea.context.close();
      await w.api.close();
    }
  });
});
