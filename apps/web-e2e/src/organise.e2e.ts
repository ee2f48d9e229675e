import type { Browser, Page } from 'playwright-core';
import { apiPaths, ROLE } from '@cairn/types';
import { launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { ApiSession, arrangeInvitedTeammate, arrangeOnboardedAccount, STRONG_PASSWORD, type ArrangedAccount } from './support/api';
import { csrf, eventually, signInWithPassword, waitForPath, waitForWorkspaceShell } from './support/flows';

// Saved views, favorites with folders, intake, teamspaces and epics (issue 14) in the browser. English texts from
// libs/i18n/src/locales/en.json.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface WireItem {
  id: string;
  name: string;
  priority: string;
}

/**
 * Over HTTP: a project "Web Relaunch" (WR) with views and intake on, three items (two high), and the owner's list
 * settings a kanban filtered to high priority — the "filtered board" a view is saved from. With `guestEmail`, that
 * invited guest joins the project as a guest.
 */
async function arrangeProject(account: ArrangedAccount, guestEmail?: string) {
  const api = await ApiSession.open();
  try {
    await api.call('POST', apiPaths.signIn(), { email: account.email, password: account.password });
    const project = (await api.call('POST', apiPaths.projects(account.slug), { name: 'Web Relaunch', identifier: 'WR' })) as { id: string };
    await api.call('PATCH', apiPaths.project(account.slug, project.id), { issue_views_view: true, inbox_view: true });
    const make = async (name: string, priority: string) => (await api.call('POST', apiPaths.workItems(account.slug, project.id), { name, priority })) as WireItem;
    const hero = await make('Hero section', 'high');
    const footer = await make('Footer links', 'low');
    const checkout = await make('Checkout flow', 'high');
    await api.call('PATCH', apiPaths.projectUserProperties(account.slug, project.id), {
      filters: { priority: ['high'] },
      display_filters: { layout: 'kanban', group_by: 'state' },
    });
    if (guestEmail) {
      await arrangeInvitedTeammate(guestEmail);
      const members = (await api.call('GET', apiPaths.members(account.slug))) as Array<{ member: { id: string; email: string } }>;
      const guest = members.find((m) => m.member.email === guestEmail);
      await api.call('POST', apiPaths.projectMembers(account.slug, project.id), { members: [{ member_id: guest!.member.id, role: ROLE.GUEST }] });
    }
    return { projectId: project.id, hero, footer, checkout };
  } finally {
    await api.close();
  }
}

async function signIn(page: Page, email: string, slug: string, password = STRONG_PASSWORD): Promise<void> {
  await page.goto('/');
  await signInWithPassword(page, email, password);
  await waitForPath(page, (p) => p === `/${slug}`);
  await waitForWorkspaceShell(page);
}

/** A UTC day `offset` days from today. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('views, favorites, intake, teamspaces and epics', () => {
  it('save a view from a filtered board, lock it, favorite it into a folder', async () => {
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('views'), slug: uniqueSlug('views') });
    const w = await arrangeProject(owner);
    const { context, page, pageErrors } = await newPage(browser);
    try {
      await signIn(page, owner.email, owner.slug);
      await page.goto(`/${owner.slug}/projects/${w.projectId}/issues`);
      await page.getByRole('button', { name: 'Open WR-1 Hero section' }).waitFor();

      // Save the filtered board as a view: the view opens with the board's filters (high only) and layout.
      await page.getByRole('button', { name: 'Save as view' }).click();
      const form = page.getByRole('dialog', { name: 'New view' });
      await form.getByLabel('Name').fill('Hot items');
      await form.getByRole('button', { name: 'Create view' }).click();
      await form.waitFor({ state: 'detached' });
      const viewPath = await waitForPath(page, (p) => /\/views\/[0-9a-f-]{36}$/.test(p));
      const viewId = viewPath.split('/').at(-1) ?? '';
      await page.getByRole('button', { name: 'Open WR-3 Checkout flow' }).waitFor();
      await page.getByRole('button', { name: 'Open WR-1 Hero section' }).waitFor();
      expect(await page.getByRole('button', { name: 'Open WR-2 Footer links' }).count()).toBe(0);
      const stored = (await (await context.request.get(apiPaths.view(owner.slug, w.projectId, viewId))).json()) as { filters: unknown; display_filters: { layout: string } };
      expect(stored.filters).toEqual({ priority: ['high'] });
      expect(stored.display_filters.layout).toBe('kanban');

      // Lock it: the filters show without being changeable.
      await page.getByRole('button', { name: 'Lock Hot items' }).click();
      await page.getByText('Filters locked').waitFor();
      await eventually(async () => {
        const res = await context.request.get(apiPaths.view(owner.slug, w.projectId, viewId));
        expect(((await res.json()) as { is_locked: boolean }).is_locked).toBe(true);
      });
      await shot(page, 'view-locked');

      // Favorite it, make a folder in the sidebar and move the favorite into it.
      await page.getByRole('button', { name: 'Add Hot items to favorites' }).click();
      const sidebar = page.getByRole('navigation');
      await sidebar.getByRole('link', { name: 'Hot items' }).first().waitFor();
      await sidebar.getByRole('button', { name: 'New folder' }).click();
      await page.getByLabel('Folder name').fill('Release');
      await page.keyboard.press('Enter');
      await sidebar.getByText('Release').first().waitFor();
      await sidebar.getByRole('button', { name: 'Actions for Hot items' }).click();
      await page.getByRole('menuitem', { name: 'Move to folder…' }).click();
      const move = page.getByRole('dialog', { name: 'Move Hot items to a folder' });
      await move.getByRole('radio', { name: 'Release' }).check();
      await move.getByRole('button', { name: 'Move' }).click();
      await move.waitFor({ state: 'detached' });
      await eventually(async () => {
        const res = await context.request.get(`${apiPaths.userFavorites(owner.slug)}?all=true`);
        const all = (await res.json()) as Array<{ id: string; entity_identifier: string | null; parent: string | null; is_folder: boolean; name: string }>;
        const folder = all.find((f) => f.is_folder && f.name === 'Release');
        expect(all.find((f) => f.entity_identifier === viewId)?.parent).toBe(folder?.id);
      });
      await shot(page, 'favorites-folder');

      // The favorite opens the view.
      await page.goto(`/${owner.slug}/projects`);
      await sidebar.getByRole('link', { name: 'Hot items' }).first().click();
      await waitForPath(page, (p) => p === viewPath);
      await page.getByRole('button', { name: 'Open WR-3 Checkout flow' }).waitFor();

      // The project's views page, wide and narrow.
      await page.goto(`/${owner.slug}/projects/${w.projectId}/views`);
      await page.getByRole('link', { name: 'Hot items' }).first().waitFor();
      await shot(page, 'project-views');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'project-views-390');
      await page.setViewportSize({ width: 1280, height: 800 });

      // A saved workspace view from the All work items tab: a tab of its own, creation disabled inside it.
      await page.goto(`/${owner.slug}/workspace-views`);
      await page.getByRole('button', { name: 'Save this tab as a new view' }).click();
      const global = page.getByRole('dialog', { name: 'New view' });
      await global.getByLabel('Name').fill('Everything');
      await global.getByRole('button', { name: 'Create view' }).click();
      await global.waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: /Everything/ }).waitFor();
      await page.getByText('Footer links').first().waitFor();
      await shot(page, 'workspace-views-saved');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a guest sends an intake request; an admin snoozes it, accepts it and finds the item in the project', async () => {
    const guestEmail = uniqueEmail('intake-guest');
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('intake'), slug: uniqueSlug('intake'), invite: [{ email: guestEmail, role: ROLE.GUEST }] });
    const w = await arrangeProject(owner, guestEmail);
    const intakePath = `/${owner.slug}/projects/${w.projectId}/intake`;
    const guest = await newPage(browser, { width: 390, height: 844 });
    try {
      await signIn(guest.page, guestEmail, owner.slug);
      await guest.page.goto(intakePath);
      await guest.page.getByRole('button', { name: 'New request' }).first().click();
      const form = guest.page.getByRole('dialog', { name: 'New request' });
      await form.getByLabel('Title').fill('Dark mode for the docs');
      await form.getByRole('button', { name: 'Send request' }).click();
      await form.waitFor({ state: 'detached' });
      // At 390 px one pane shows at a time: the new request opens in its detail, and its row is in the list behind it.
      await guest.page.getByRole('button', { name: 'Back to requests' }).click();
      await guest.page.locator('text=Dark mode for the docs >> visible=true').first().waitFor();
      await shot(guest.page, 'intake-guest-390');
      expect(guest.pageErrors).toEqual([]);
    } finally {
      await guest.context.close();
    }

    const { context, page, pageErrors } = await newPage(browser, { colorScheme: 'dark' });
    try {
      await signIn(page, owner.email, owner.slug);
      await page.goto(intakePath);
      await page.locator('text=Dark mode for the docs >> visible=true').first().click();
      // Snooze until a week from now: the request shows as snoozed in the open tab.
      await page.getByRole('button', { name: 'Snooze', exact: true }).click();
      const snooze = page.getByRole('dialog', { name: 'Snooze request' });
      await snooze.getByLabel('Snooze until').fill(day(7));
      await snooze.getByRole('button', { name: 'Snooze' }).click();
      await snooze.waitFor({ state: 'detached' });
      await page.getByText(/Snoozed till/).first().waitFor();
      await shot(page, 'intake-snoozed-dark');
      // Accept it: the item joins the project's work items.
      await page.getByRole('button', { name: 'Accept', exact: true }).click();
      await eventually(async () => {
        const res = await context.request.get(apiPaths.workItems(owner.slug, w.projectId));
        const page1 = (await res.json()) as { results: WireItem[] };
        expect(page1.results.map((r) => r.name)).toContain('Dark mode for the docs');
      });
      await page.getByRole('tab', { name: /^Closed/ }).click();
      await page.locator('text=Dark mode for the docs >> visible=true').first().waitFor();
      await page.goto(`/${owner.slug}/projects/${w.projectId}/issues`);
      // The board is filtered to high priority and the request came in with none: clear the filters, then search by its identifier.
      await page.getByRole('button', { name: 'Clear all filters' }).click();
      await page.getByRole('searchbox', { name: 'Search work items' }).fill('wr-4');
      await page.getByRole('button', { name: 'Open WR-4 Dark mode for the docs' }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a teamspace lists the work of its projects; an item becomes an epic and shows its progress', async () => {
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('team'), slug: uniqueSlug('team') });
    const w = await arrangeProject(owner);
    const { context, page, pageErrors } = await newPage(browser);
    try {
      await signIn(page, owner.email, owner.slug);
      await page.goto(`/${owner.slug}/teamspaces`);
      await page.getByRole('button', { name: 'New teamspace' }).first().click();
      const form = page.getByRole('dialog', { name: 'Create teamspace' });
      await form.getByLabel('Name').fill('Growth');
      await form.getByRole('button', { name: 'Create teamspace' }).click();
      await form.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: /Growth/ }).first().click();
      const teamPath = await waitForPath(page, (p) => /\/teamspaces\/[0-9a-f-]{36}$/.test(p));
      const teamId = teamPath.split('/').at(-1) ?? '';
      await context.request.post(apiPaths.teamspaceProjects(owner.slug, teamId), {
        data: { project_ids: [w.projectId] },
        headers: { 'x-csrftoken': await csrf(page) },
      });
      await page.reload();
      await page.getByRole('button', { name: 'Open WR-2 Footer links' }).first().waitFor();
      await shot(page, 'teamspace-work-items');

      // "Hero section" becomes an epic with "Checkout flow" as its child.
      await context.request.post(apiPaths.subIssues(owner.slug, w.projectId, w.hero.id), {
        data: { sub_issue_ids: [w.checkout.id] },
        headers: { 'x-csrftoken': await csrf(page) },
      });
      await page.goto(`/${owner.slug}/browse/WR-1`);
      await page.getByRole('button', { name: 'Work item actions' }).first().click();
      await page.getByRole('menuitem', { name: 'Convert to epic' }).click();
      await eventually(async () => {
        const res = await context.request.get(apiPaths.workItem(owner.slug, w.projectId, w.hero.id, 'epics'));
        expect(res.status()).toBe(200);
      });
      await page.goto(`/${owner.slug}/projects/${w.projectId}/epics`);
      await page.getByRole('button', { name: 'Open WR-1 Hero section' }).first().waitFor();
      await page.goto(`/${owner.slug}/projects/${w.projectId}/epics/${w.hero.id}`);
      await page.getByText('Progress').first().waitFor();
      await page.getByText('Checkout flow').first().waitFor();
      await shot(page, 'epic-detail');
      await page.goto(`/${owner.slug}/teamspaces`);
      await page.getByText('Growth').first().waitFor();
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'teamspaces-390');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
