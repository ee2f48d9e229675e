import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { apiPaths, ROLE } from '@cairn/types';
import { launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { ApiSession, arrangeInvitedTeammate, arrangeOnboardedAccount, type ArrangedAccount } from './support/api';
import { eventually, signInWithPassword, waitForPath, waitForWorkspaceShell } from './support/flows';

// English texts from libs/i18n/src/locales/en.json.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface WireLabel {
  id: string;
  name: string;
  parent: string | null;
  sort_order: number;
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  if (!res.ok()) throw new Error(`GET ${url} answered ${res.status()}`);
  return (await res.json()) as T;
}

async function signIn(page: Page, account: ArrangedAccount): Promise<void> {
  await page.goto('/');
  await signInWithPassword(page, account.email, account.password);
  await waitForPath(page, (p) => p === `/${account.slug}`);
  await waitForWorkspaceShell(page);
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tablist', { name: 'Project settings' }).getByRole('tab', { name, exact: true }).click();
  await eventually(async () => expect(await page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected')).toBe('true'));
}

/** Adds a label with the section's "Add label" button, or a child through its parent's actions menu. */
async function addLabel(page: Page, name: string, parent?: string): Promise<void> {
  if (parent) {
    await page.getByRole('button', { name: `Actions for ${parent}` }).click();
    await page.getByRole('menuitem', { name: 'Add child label' }).click();
    await page.getByRole('textbox', { name: 'Child label name' }).fill(name);
  } else {
    await page.getByRole('button', { name: 'Add label' }).click();
    await page.getByRole('textbox', { name: 'Label name' }).fill(name);
  }
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('listitem', { name }).waitFor();
}

function labelRow(page: Page, name: string): Locator {
  return page.getByRole('listitem', { name }).locator('[draggable="true"]');
}

async function labelOrder(page: Page): Promise<(string | null)[]> {
  return page.getByRole('list', { name: 'Labels' }).getByRole('listitem').evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));
}

describe('projects', () => {
  it('create a project → add a member → change the default state → nested labels reordered → archive → restore', async () => {
    const teammate = uniqueEmail('mate');
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('proj'), slug: uniqueSlug('proj'), invite: [{ email: teammate, role: ROLE.MEMBER }] });
    await arrangeInvitedTeammate(teammate);
    const { context, page, pageErrors } = await newPage(browser);
    try {
      await signIn(page, owner);

      // The sidebar's Projects entry opens the real list, empty at first.
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Projects', exact: true }).click();
      await waitForPath(page, (p) => p === `/${owner.slug}/projects`);
      await page.getByRole('heading', { name: 'No projects yet' }).waitFor();
      await shot(page, 'projects-list-empty-light');

      // Create: the identifier is suggested from the name and checked.
      await page.getByRole('button', { name: 'Create project' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create project' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Launch Plan');
      await eventually(async () => expect(await dialog.getByRole('textbox', { name: 'Identifier' }).inputValue()).toBe('LP'));
      await dialog.getByText('Available').waitFor();
      await dialog.getByRole('textbox', { name: 'Description' }).fill('Everything for the launch');
      await shot(page, 'projects-create-light');
      await dialog.getByRole('button', { name: 'Create project' }).click();
      const projectPath = await waitForPath(page, (p) => /\/projects\/[0-9a-f-]{36}\/issues$/.test(p));
      const projectId = projectPath.split('/')[3];
      await page.getByRole('heading', { name: 'No work items yet' }).waitFor();
      // It is listed in the sidebar's Projects section.
      await page.getByRole('region', { name: 'Projects' }).getByRole('link', { name: 'Launch Plan' }).waitFor();
      await shot(page, 'projects-page-light');

      await page.getByRole('button', { name: 'Open project settings' }).click();
      await waitForPath(page, (p) => p.endsWith(`/projects/${projectId}/settings`));
      await page.getByRole('textbox', { name: 'Name' }).waitFor();
      await shot(page, 'projects-settings-general-light');

      // Members: add the teammate from the workspace's members.
      await openTab(page, 'Members');
      await page.getByRole('button', { name: 'Add members' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Add members' });
      await addDialog.getByRole('checkbox', { name: /bea/i }).check();
      await shot(page, 'projects-add-members-light');
      await addDialog.getByRole('button', { name: 'Add 1 member' }).click();
      await addDialog.waitFor({ state: 'detached' });
      await page.getByRole('list', { name: 'Members' }).getByText(teammate).waitFor();
      await shot(page, 'projects-settings-members-light');
      await eventually(async () => {
        const members = await getJson<{ member: { email: string }; role: number }[]>(context.request, apiPaths.projectMembers(owner.slug, projectId));
        expect(members.find((m) => m.member.email === teammate)?.role).toBe(ROLE.MEMBER);
      });

      await openTab(page, 'Features');
      await page.getByRole('switch', { name: 'Time tracking' }).waitFor();
      await shot(page, 'projects-settings-features-light');

      // States: Todo becomes the default.
      await openTab(page, 'States');
      await page.getByRole('button', { name: 'Actions for Todo' }).click();
      await page.getByRole('menuitem', { name: 'Mark as default' }).click();
      await page.getByRole('listitem', { name: 'Todo' }).getByText('Default').waitFor();
      expect(await page.getByRole('listitem', { name: 'Backlog' }).getByText('Default').count()).toBe(0);
      await eventually(async () => {
        const states = await getJson<{ name: string; default: boolean }[]>(context.request, apiPaths.states(owner.slug, projectId));
        expect(states.filter((s) => s.default).map((s) => s.name)).toEqual(['Todo']);
      });
      await shot(page, 'projects-settings-states-light');

      // Labels: Frontend > React, Backend; drag Backend into Frontend, then move it above React.
      await openTab(page, 'Labels');
      await addLabel(page, 'Frontend');
      await addLabel(page, 'Backend');
      await addLabel(page, 'React', 'Frontend');
      expect(await labelOrder(page)).toEqual(['Frontend', 'React', 'Backend']);
      const target = labelRow(page, 'Frontend');
      const box = await target.boundingBox();
      await labelRow(page, 'Backend').dragTo(target, { targetPosition: { x: 120, y: (box?.height ?? 40) / 2 } });
      await eventually(async () => expect(await page.getByRole('listitem', { name: 'Frontend' }).getByText('2 children').count()).toBe(1));
      await page.getByRole('button', { name: 'Move Backend up' }).click();
      await eventually(async () => expect(await labelOrder(page)).toEqual(['Frontend', 'Backend', 'React']));
      await eventually(async () => {
        const labels = await getJson<WireLabel[]>(context.request, apiPaths.labels(owner.slug, projectId));
        const byName = Object.fromEntries(labels.map((l) => [l.name, l]));
        expect(byName.Backend.parent).toBe(byName.Frontend.id);
        expect(byName.React.parent).toBe(byName.Frontend.id);
        expect(byName.Backend.sort_order).toBeLessThan(byName.React.sort_order);
      });
      await shot(page, 'projects-settings-labels-light');

      await openTab(page, 'Estimates');
      await page.getByRole('heading', { name: 'No estimate yet' }).waitFor();
      await page.getByRole('button', { name: 'Create estimate' }).click();
      const estimateDialog = page.getByRole('dialog', { name: 'Create estimate' });
      await estimateDialog.getByRole('textbox', { name: 'Name' }).fill('Story points');
      await shot(page, 'projects-estimate-create-light');
      await estimateDialog.getByRole('button', { name: 'Create estimate' }).click();
      await estimateDialog.waitFor({ state: 'detached' });
      await page.getByRole('region', { name: 'Story points' }).getByText('Active').waitFor();
      await shot(page, 'projects-settings-estimates-light');

      await openTab(page, 'Automations');
      await page.getByRole('switch', { name: 'Auto-close' }).click();
      await page.getByRole('button', { name: 'Closing state' }).waitFor();
      await shot(page, 'projects-settings-automations-light');

      // Archive from General, then restore from the archives.
      await openTab(page, 'General');
      await page.getByRole('button', { name: 'Archive project' }).click();
      await page.getByRole('dialog', { name: 'Archive project' }).getByRole('button', { name: 'Archive', exact: true }).click();
      await waitForPath(page, (p) => p === `/${owner.slug}/projects/archives`);
      await page.getByRole('list', { name: 'Archived projects' }).getByText('Launch Plan').waitFor();
      expect(await page.getByRole('region', { name: 'Projects' }).getByRole('link', { name: 'Launch Plan' }).count()).toBe(0);
      await eventually(async () => {
        const project = await getJson<{ archived_at: string | null }>(context.request, apiPaths.project(owner.slug, projectId));
        expect(project.archived_at).not.toBeNull();
      });
      await shot(page, 'projects-archives-light');
      await page.getByRole('button', { name: 'Restore Launch Plan' }).click();
      await page.getByRole('heading', { name: 'No archived projects' }).waitFor();
      await eventually(async () => {
        const project = await getJson<{ archived_at: string | null }>(context.request, apiPaths.project(owner.slug, projectId));
        expect(project.archived_at).toBeNull();
      });
      await page.getByRole('button', { name: 'Back to projects' }).click();
      await page.getByRole('list', { name: 'Projects' }).getByRole('link', { name: 'Launch Plan' }).waitFor();
      await shot(page, 'projects-list-light');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['dark', { colorScheme: 'dark' as const }],
    ['390px', { width: 390, height: 844 }],
  ])('the project screens render in %s', async (variant, options) => {
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('look'), slug: uniqueSlug('look') });
    const api = await ApiSession.open();
    let projectId: string;
    try {
      await api.call('POST', apiPaths.signIn(), { email: owner.email, password: owner.password });
      const project = (await api.call('POST', apiPaths.projects(owner.slug), { name: 'Design System', identifier: 'DS', description: 'Tokens and components' })) as { id: string };
      projectId = project.id;
      await api.call('POST', apiPaths.projects(owner.slug), { name: 'Website relaunch with a rather long project name', identifier: 'WEB' });
      const frontend = (await api.call('POST', apiPaths.labels(owner.slug, projectId), { name: 'Frontend', color: '#3f76ff' })) as { id: string };
      await api.call('POST', apiPaths.labels(owner.slug, projectId), { name: 'Components', color: '#22c55e', parent: frontend.id });
      await api.call('POST', apiPaths.labels(owner.slug, projectId), { name: 'Docs', color: '#f97316' });
      await api.call('POST', apiPaths.estimates(owner.slug, projectId), {
        estimate: { name: 'Fibonacci', type: 'points' },
        estimate_points: ['1', '2', '3', '5', '8'].map((value, i) => ({ key: i + 1, value })),
      });
    } finally {
      await api.close();
    }
    const { context, page, pageErrors } = await newPage(browser, options);
    const name = (screen: string) => `projects-${screen}-${variant}`;
    try {
      await page.goto('/');
      await signInWithPassword(page, owner.email, owner.password);
      await waitForPath(page, (p) => p === `/${owner.slug}`);

      await page.goto(`/${owner.slug}/projects`);
      await page.getByRole('list', { name: 'Projects' }).getByText('Design System').waitFor();
      await shot(page, name('list'));
      await page.getByRole('button', { name: 'Create project' }).first().click();
      await page.getByRole('dialog', { name: 'Create project' }).getByRole('textbox', { name: 'Name' }).fill('Mobile app');
      await page.getByRole('dialog', { name: 'Create project' }).getByText('Available').waitFor();
      await shot(page, name('create'));
      await page.keyboard.press('Escape');

      const base = `/${owner.slug}/projects/${projectId}`;
      await page.goto(`${base}/issues`);
      await page.getByRole('heading', { name: 'No work items yet' }).waitFor();
      await shot(page, name('page'));
      for (const [tab, ready] of [
        ['', () => page.getByRole('textbox', { name: 'Name' })],
        ['members', () => page.getByRole('list', { name: 'Members' })],
        ['features', () => page.getByRole('switch', { name: 'Cycles' })],
        ['states', () => page.getByRole('listitem', { name: 'In Progress' })],
        ['labels', () => page.getByRole('listitem', { name: 'Components' })],
        ['estimates', () => page.getByRole('region', { name: 'Fibonacci' })],
        ['automations', () => page.getByRole('switch', { name: 'Auto-archive' })],
      ] as const) {
        await page.goto(`${base}/settings${tab ? `/${tab}` : ''}`);
        await ready().waitFor();
        await shot(page, name(`settings-${tab || 'general'}`));
      }
      await page.goto(`/${owner.slug}/projects/archives`);
      await page.getByRole('heading', { name: 'No archived projects' }).waitFor();
      await shot(page, name('archives'));
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
