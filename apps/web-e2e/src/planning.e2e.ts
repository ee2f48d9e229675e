import type { Browser, Page } from 'playwright-core';
import { apiPaths } from '@cairn/types';
import { launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { ApiSession, arrangeOnboardedAccount, type ArrangedAccount } from './support/api';
import { chooseOption, eventually, signInWithPassword, waitForPath, waitForWorkspaceShell } from './support/flows';

// Cycles and modules (issue 13) in the browser: plan a cycle, add an item from the list, see its burndown, carry the
// unfinished work of a completed cycle over, archive and restore it; a module with a link and items added from both
// sides, made a favorite and opened from the sidebar. English texts from libs/i18n/src/locales/en.json.

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
  cycle_id: string | null;
  module_ids: string[];
}

/** A UTC day `offset` days from today (the server computes cycle statuses on its UTC day). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Over HTTP: a project with three items, and "Sprint 0" that ran until yesterday holding two of them (one done, one
 * not): it is made current to take the items, then its end moves to yesterday.
 */
async function arrangeProject(account: ArrangedAccount) {
  const api = await ApiSession.open();
  try {
    await api.call('POST', apiPaths.signIn(), { email: account.email, password: account.password });
    const project = (await api.call('POST', apiPaths.projects(account.slug), { name: 'Launch Plan', identifier: 'LP' })) as { id: string };
    const states = (await api.call('GET', apiPaths.states(account.slug, project.id))) as Array<{ id: string; group: string }>;
    const done = states.find((s) => s.group === 'completed')!;
    const make = async (name: string, extra: Record<string, unknown> = {}) =>
      (await api.call('POST', apiPaths.workItems(account.slug, project.id), { name, ...extra })) as WireItem;
    const spec = await make('Write the spec');
    const design = await make('Design the page', { state_id: done.id });
    const beta = await make('Ship the beta');
    const sprint0 = (await api.call('POST', apiPaths.cycles(account.slug, project.id), { name: 'Sprint 0', start_date: day(-14), end_date: day(0) })) as { id: string };
    await api.call('POST', apiPaths.cycleIssues(account.slug, project.id, sprint0.id), { issues: [spec.id, design.id] });
    await api.call('PATCH', apiPaths.cycle(account.slug, project.id, sprint0.id), { end_date: day(-1) });
    return { projectId: project.id, sprint0: sprint0.id, spec, design, beta };
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

describe('cycles and modules', () => {
  it('plan a cycle, add an item from the list, see the burndown, transfer a completed cycle, archive and restore it', async () => {
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('cyc'), slug: uniqueSlug('cyc') });
    const w = await arrangeProject(owner);
    const { context, page, pageErrors } = await newPage(browser);
    const item = async (id: string) => (await (await context.request.get(apiPaths.workItem(owner.slug, w.projectId, id))).json()) as WireItem;
    try {
      await signIn(page, owner);
      const cyclesPath = `/${owner.slug}/projects/${w.projectId}/cycles`;
      await page.goto(cyclesPath);
      await page.getByRole('tab', { name: /^Active/, selected: true }).waitFor();

      // A two-week cycle from today.
      await page.getByRole('button', { name: 'New cycle' }).first().click();
      const form = page.getByRole('dialog', { name: 'New cycle' });
      await form.getByLabel('Name').fill('Sprint 1');
      await form.getByLabel('Start date').fill(day(0));
      await form.getByLabel('End date').fill(day(13));
      await form.getByRole('button', { name: 'Create cycle' }).click();
      await form.waitFor({ state: 'detached' });
      await page.getByText('Sprint 1').first().waitFor();

      // From the list: the peek's Cycle picker puts "Ship the beta" into Sprint 1.
      await page.goto(`/${owner.slug}/projects/${w.projectId}/issues`);
      await page.getByRole('button', { name: 'Open LP-3 Ship the beta' }).click();
      const peek = page.getByRole('article', { name: 'Work item LP-3' });
      await peek.waitFor();
      await chooseOption(page, peek.getByRole('button', { name: /^Cycle/ }), 'Sprint 1');
      const sprint1 = await eventually(async () => {
        const beta = await item(w.beta.id);
        expect(beta.cycle_id).not.toBeNull();
        return beta.cycle_id as string;
      });

      // The active cycle's overview draws its burndown (work items: the project has no estimates).
      await page.goto(cyclesPath);
      await page.locator('.ck-burndown svg[role="img"]').first().waitFor();
      await page.getByText('Urgent and high priority').waitFor();
      await shot(page, 'cycles-active-overview');

      // Sprint 0 ended yesterday: its one unfinished item moves to Sprint 1, the finished one stays.
      await page.getByRole('tab', { name: /^Completed/ }).click();
      await page.getByRole('button', { name: 'More actions for Sprint 0' }).click();
      await page.getByRole('menuitem', { name: 'Transfer work items' }).click();
      const transfer = page.getByRole('dialog', { name: 'Transfer work items' });
      await transfer.getByRole('radio', { name: /Sprint 1/ }).check();
      await transfer.getByRole('button', { name: 'Transfer 1 work item' }).click();
      await transfer.waitFor({ state: 'detached' });
      await eventually(async () => expect((await item(w.spec.id)).cycle_id).toBe(sprint1));
      expect((await item(w.design.id)).cycle_id).toBe(w.sprint0);

      // Archive the completed cycle, then restore it from the archive.
      await page.getByRole('button', { name: 'More actions for Sprint 0' }).click();
      await page.getByRole('menuitem', { name: 'Archive' }).click();
      await page.getByRole('dialog', { name: 'Archive this cycle?' }).getByRole('button', { name: 'Archive cycle' }).click();
      await page.getByRole('button', { name: 'More actions for Sprint 0' }).waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: /^Archived/ }).click();
      await page.getByRole('button', { name: 'Restore Sprint 0' }).click();
      await eventually(async () => {
        const res = await context.request.get(apiPaths.cycle(owner.slug, w.projectId, w.sprint0));
        expect(((await res.json()) as { archived_at: string | null }).archived_at).toBeNull();
      });

      // The cycle's own list shows its items.
      await page.goto(`${cyclesPath}/${sprint1}`);
      await page.getByRole('button', { name: 'Open LP-1 Write the spec' }).waitFor();
      await page.getByRole('button', { name: 'Open LP-3 Ship the beta' }).waitFor();
      await shot(page, 'cycle-detail');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a module with a link, items added from both sides, made a favorite and opened from the sidebar', async () => {
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('mod'), slug: uniqueSlug('mod') });
    const w = await arrangeProject(owner);
    const { context, page, pageErrors } = await newPage(browser, { colorScheme: 'dark' });
    const item = async (id: string) => (await (await context.request.get(apiPaths.workItem(owner.slug, w.projectId, id))).json()) as WireItem;
    try {
      await signIn(page, owner);
      const modulesPath = `/${owner.slug}/projects/${w.projectId}/modules`;
      await page.goto(modulesPath);
      await page.getByRole('button', { name: 'New module' }).first().click();
      const form = page.getByRole('dialog', { name: 'New module' });
      await form.getByLabel('Name').fill('Checkout');
      await form.getByRole('button', { name: 'Create module' }).click();
      await form.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Checkout' }).first().click();
      const detailPath = await waitForPath(page, (p) => /\/modules\/[0-9a-f-]{36}$/.test(p));

      // A link (http/https only).
      await page.getByRole('button', { name: 'Add link' }).first().click();
      await page.getByLabel('URL').fill('https://example.com/checkout-spec');
      await page.getByLabel('Title', { exact: true }).fill('Checkout spec');
      await page.getByRole('button', { name: 'Add link' }).last().click();
      await page.getByRole('link', { name: 'Checkout spec' }).waitFor();

      // From the module: "Write the spec".
      await page.getByRole('button', { name: 'Add existing work items' }).click();
      const adder = page.getByRole('dialog', { name: 'Add work items to Checkout' });
      await adder.getByRole('checkbox', { name: /Write the spec/ }).check();
      await adder.getByRole('button', { name: 'Add 1 work item' }).click();
      await adder.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Open LP-1 Write the spec' }).waitFor();
      const moduleId = detailPath.split('/').at(-1) ?? '';
      await eventually(async () => expect((await item(w.spec.id)).module_ids).toEqual([moduleId]));

      // From the item: the peek's Modules picker adds "Ship the beta"; the module's list shows it live.
      await page.goto(`/${owner.slug}/projects/${w.projectId}/issues`);
      await page.getByRole('button', { name: 'Open LP-3 Ship the beta' }).click();
      const peek = page.getByRole('article', { name: 'Work item LP-3' });
      await peek.waitFor();
      await peek.getByRole('button', { name: /^Modules/ }).click();
      await page.getByRole('listbox').getByRole('option', { name: 'Checkout' }).click();
      await page.keyboard.press('Escape');
      await eventually(async () => expect((await item(w.beta.id)).module_ids).toEqual([moduleId]));

      // A favorite, opened from the sidebar.
      await page.goto(modulesPath);
      await page.getByRole('button', { name: 'Add Checkout to favorites' }).click();
      const favorites = page.getByRole('navigation').getByRole('link', { name: 'Checkout' });
      await favorites.first().waitFor();
      await page.goto(`/${owner.slug}/projects`);
      await page.getByRole('navigation').getByRole('link', { name: 'Checkout' }).first().click();
      await waitForPath(page, (p) => p === detailPath);
      await page.getByRole('button', { name: 'Open LP-3 Ship the beta' }).waitFor();
      await shot(page, 'module-detail-dark');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
