import type { Browser, Page } from 'playwright-core';
import { apiPaths } from '@cairn/types';
import { launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { ApiSession, arrangeOnboardedAccount, type ArrangedAccount } from './support/api';
import { chooseOption, eventually, signInWithPassword, waitForPath, waitForWorkspaceShell } from './support/flows';

// English texts from libs/i18n/src/locales/en.json (work_item_lists, work_item_layouts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface WireState {
  id: string;
  name: string;
  group: string;
}
interface WireItem {
  id: string;
  sequence_id: number;
  name: string;
  state_id: string;
  priority: string;
  start_date: string | null;
  target_date: string | null;
}

function isoDay(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/** A project with states and six items of mixed priorities and dates, created over HTTP. */
async function arrangeProject(account: ArrangedAccount) {
  const api = await ApiSession.open();
  try {
    await api.call('POST', apiPaths.signIn(), { email: account.email, password: account.password });
    const project = (await api.call('POST', apiPaths.projects(account.slug), { name: 'Roadmap', identifier: 'RM' })) as { id: string };
    const states = (await api.call('GET', apiPaths.states(account.slug, project.id))) as WireState[];
    const byName = (name: string) => states.find((s) => s.name === name)!.id;
    const specs = [
      { name: 'Fix the login bug', priority: 'urgent', state_id: byName('Todo'), start_date: isoDay(-2), target_date: isoDay(3) },
      { name: 'Write release notes', priority: 'low', state_id: byName('Backlog'), target_date: isoDay(5) },
      { name: 'Plan the offsite', priority: 'medium', state_id: byName('In Progress'), start_date: isoDay(0), target_date: isoDay(8) },
      { name: 'Upgrade the database', priority: 'high', state_id: byName('Todo'), start_date: isoDay(1), target_date: isoDay(10) },
      { name: 'Tidy the backlog', priority: 'none', state_id: byName('Backlog') },
      { name: 'Ship the mobile app', priority: 'urgent', state_id: byName('In Progress'), target_date: isoDay(12) },
    ];
    const items: WireItem[] = [];
    for (const spec of specs) items.push((await api.call('POST', apiPaths.workItems(account.slug, project.id), spec)) as WireItem);
    return { projectId: project.id, states, items, byName };
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

async function getItem(page: Page, slug: string, projectId: string, id: string): Promise<WireItem> {
  const res = await page.context().request.get(apiPaths.workItem(slug, projectId, id));
  return (await res.json()) as WireItem;
}

/** dnd-kit's keyboard sensor starts listening a tick after the pick-up: give each key its own moment. */
async function pressSlowly(page: Page, keys: string[]): Promise<void> {
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('work-item lists', () => {
  it('filter and group a list → drag a board card to another state (kept after reload) → drag in calendar and timeline → edit a spreadsheet cell', async () => {
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('wl'), slug: uniqueSlug('wl') });
    const { projectId, items, byName } = await arrangeProject(owner);
    const [loginBug, releaseNotes, , database, tidy] = items;
    const { page, pageErrors } = await newPage(browser);
    try {
      await signIn(page, owner);
      await page.goto(`/${owner.slug}/projects/${projectId}/issues`);
      await page.getByRole('button', { name: 'Open RM-1 Fix the login bug' }).waitFor();

      // Group by priority, then filter to urgent items: both stick after a reload.
      await page.getByRole('button', { name: 'Display', exact: true }).click();
      await chooseOption(page, page.getByRole('dialog', { name: 'Display options' }).getByRole('button', { name: 'Group by' }), 'Priority', { exact: true });
      await page.keyboard.press('Escape');
      await page.getByRole('heading', { name: /^Urgent/ }).waitFor();
      await page.getByRole('heading', { name: /^High/ }).waitFor();
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await page.getByRole('dialog', { name: 'Filters' }).getByRole('group', { name: 'Priority' }).getByRole('checkbox', { name: 'Urgent' }).check();
      await page.keyboard.press('Escape');
      await page.getByText('2 work items', { exact: true }).first().waitFor();
      await eventually(async () => expect(await page.getByRole('button', { name: /^Open RM-\d/ }).count()).toBe(2));
      await shot(page, 'lists-list-grouped-filtered-light');
      await page.reload();
      await page.getByRole('heading', { name: /^Urgent/ }).waitFor();
      await eventually(async () => expect(await page.getByRole('button', { name: /^Open RM-\d/ }).count()).toBe(2));
      await page.getByRole('button', { name: 'Clear all filters' }).first().click();
      await eventually(async () => expect(await page.getByRole('button', { name: /^Open RM-\d/ }).count()).toBe(6));

      // Board, grouped by state: drag RM-2 from Backlog to Todo with the keyboard; it stays there after a reload.
      await page.getByRole('button', { name: 'Display', exact: true }).click();
      await chooseOption(page, page.getByRole('dialog', { name: 'Display options' }).getByRole('button', { name: 'Group by' }), 'State', { exact: true });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Board layout' }).click();
      const board = page.getByRole('region', { name: 'Board' });
      await board.getByRole('list', { name: 'Backlog' }).getByRole('listitem', { name: 'RM-2 Write release notes' }).waitFor();
      await board.getByRole('button', { name: 'Move RM-2' }).focus();
      await pressSlowly(page, ['Space', 'ArrowRight', 'Space']);
      await board.getByRole('list', { name: 'Todo' }).getByRole('listitem', { name: 'RM-2 Write release notes' }).waitFor();
      await eventually(async () => expect((await getItem(page, owner.slug, projectId, releaseNotes.id)).state_id).toBe(byName('Todo')));
      await shot(page, 'lists-board-light');
      await page.reload();
      await page.getByRole('region', { name: 'Board' }).getByRole('list', { name: 'Todo' }).getByRole('listitem', { name: 'RM-2 Write release notes' }).waitFor();

      // Calendar: move RM-1 one day later with the keyboard.
      await page.getByRole('button', { name: 'Calendar layout' }).click();
      const calendar = page.getByRole('region', { name: 'Calendar' });
      const card = calendar.getByRole('button', { name: 'Open RM-1 Fix the login bug' });
      await card.focus();
      await pressSlowly(page, ['Space', 'ArrowRight', 'Space']);
      await eventually(async () => expect((await getItem(page, owner.slug, projectId, loginBug.id)).target_date).toBe(addDays(loginBug.target_date!, 1)));
      await shot(page, 'lists-calendar-light');

      // Timeline: shift RM-4 by one day (both dates) with the arrow key.
      await page.getByRole('button', { name: 'Timeline layout' }).click();
      const block = page.getByRole('region', { name: 'Timeline' }).getByRole('button', { name: /^RM-4 Upgrade the database,/ });
      await block.focus();
      await page.keyboard.press('ArrowRight');
      await eventually(async () => {
        const moved = await getItem(page, owner.slug, projectId, database.id);
        expect([moved.start_date, moved.target_date]).toEqual([addDays(database.start_date!, 1), addDays(database.target_date!, 1)]);
      });
      await shot(page, 'lists-timeline-light');

      // Spreadsheet: every item is a row (the last one too); change RM-5's priority in its cell.
      await page.getByRole('button', { name: 'Spreadsheet layout' }).click();
      const grid = page.getByRole('grid', { name: 'Work items' });
      await grid.getByRole('row', { name: /^RM-1 Fix the login bug/ }).waitFor();
      const row = grid.getByRole('row', { name: /^RM-5 Tidy the backlog/ });
      await row.getByRole('gridcell', { name: 'None' }).click();
      await page.getByRole('listbox').getByRole('option', { name: 'High' }).click();
      await eventually(async () => expect((await getItem(page, owner.slug, projectId, tidy.id)).priority).toBe('high'));
      await row.getByRole('gridcell', { name: 'High' }).waitFor();
      await shot(page, 'lists-spreadsheet-light');
      expect(pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('looks right in dark mode and on a narrow screen, and the workspace views and profile lists open', async () => {
    const owner = await arrangeOnboardedAccount({ email: uniqueEmail('wd'), slug: uniqueSlug('wd') });
    const { projectId } = await arrangeProject(owner);
    for (const options of [{ colorScheme: 'dark' as const, name: 'dark' }, { colorScheme: 'light' as const, width: 390, height: 844, name: '390px' }]) {
      const { page, pageErrors } = await newPage(browser, options);
      try {
        await signIn(page, owner);
        await page.goto(`/${owner.slug}/projects/${projectId}/issues`);
        await page.getByRole('button', { name: 'Open RM-1 Fix the login bug' }).waitFor();
        await shot(page, `lists-list-${options.name}`);
        for (const layout of ['Board', 'Calendar', 'Spreadsheet', 'Timeline']) {
          await page.getByRole('button', { name: `${layout} layout` }).click();
          await page.getByRole('button', { name: `${layout} layout`, pressed: true }).waitFor();
          await page.getByText('Fix the login bug').first().waitFor();
          await shot(page, `lists-${layout.toLowerCase()}-${options.name}`);
        }
        await page.goto(`/${owner.slug}/workspace-views/all-issues`);
        await page.getByRole('grid', { name: 'Work items' }).getByRole('row', { name: /^RM-1 Fix the login bug/ }).waitFor();
        await shot(page, `lists-workspace-views-${options.name}`);
        await page.goto(`/${owner.slug}/profile`);
        await waitForPath(page, (p) => /\/profile\/[0-9a-f-]{36}\/assigned$/.test(p));
        await page.getByText(/No work items|assigned/i).first().waitFor();
        await shot(page, `lists-profile-${options.name}`);
        expect(pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });
});
