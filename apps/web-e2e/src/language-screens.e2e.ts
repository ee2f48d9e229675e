import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiPaths } from '@cairn/types';
import { launchBrowser, newPage, shot, uniqueEmail, uniqueSlug } from './support/browser';
import { ApiSession, arrangeOnboardedAccount, type ArrangedAccount } from './support/api';
import { eventually, signInWithPassword, waitForPath } from './support/flows';

// Issue 21 in the browser: a French, a Japanese and a German team use the main screens — Home, the project's work
// items, an open work item, project settings, and the project's published board — in light, dark and at 390 px. Each
// screen is in the user's language (<html lang>, the sidebar's texts from the locale file) and shows no English text
// of en.json that the locale translates differently.

type Tree = { [key: string]: string | Tree };
const localesDir = join(__dirname, '../../../libs/i18n/src/locales');
const readLocale = (code: string) => JSON.parse(readFileSync(join(localesDir, `${code}.json`), 'utf8')) as Tree;
function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else flatten(v, path, out);
  }
  return out;
}
const en = flatten(readLocale('en'));

/** English texts that must not appear on a screen in `code`: whole texts (no placeholders) the locale writes otherwise. */
function englishLeftovers(code: string): string[] {
  const locale = flatten(readLocale(code));
  const texts = new Set<string>();
  for (const [key, text] of en) {
    const translated = locale.get(key);
    if (text.includes('{{') || text.length < 12 || !/[a-z]{3}/.test(text) || translated === undefined || translated === text) continue;
    if ([...locale.values()].some((v) => v.includes(text))) continue;
    texts.add(text);
  }
  return [...texts];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Team {
  account: ArrangedAccount;
  projectId: string;
  itemId: string;
  anchor: string;
}

/** Over HTTP: an account in `language`, a project with labelled items and dates, published. */
async function arrangeTeam(language: string): Promise<Team> {
  const account = await arrangeOnboardedAccount({ email: uniqueEmail(`lang-${language}`), slug: uniqueSlug(`lang-${language.toLowerCase()}`) });
  const api = await ApiSession.open();
  try {
    await api.call('POST', apiPaths.signIn(), { email: account.email, password: account.password });
    await api.call('PATCH', apiPaths.profile(), { language });
    const projectId = ((await api.call('POST', apiPaths.projects(account.slug), { name: 'Roadmap', identifier: 'RM' })) as { id: string }).id;
    const label = (await api.call('POST', `${apiPaths.projects(account.slug)}${projectId}/issue-labels/`, { name: 'API' })) as { id: string };
    const today = new Date().toISOString().slice(0, 10);
    const item = (await api.call('POST', apiPaths.workItems(account.slug, projectId), {
      name: 'Export', priority: 'high', label_ids: [label.id], target_date: today, description_html: '<p>CSV</p>',
    })) as { id: string };
    await api.call('POST', apiPaths.workItems(account.slug, projectId), { name: 'Import', priority: 'low' });
    const board = (await api.call('POST', apiPaths.projectDeployBoards(account.slug, projectId), { is_votes_enabled: true, is_comments_enabled: true })) as { anchor: string };
    return { account, projectId, itemId: item.id, anchor: board.anchor };
  } finally {
    await api.close();
  }
}

async function expectTranslated(page: Page, code: string, leftovers: string[], sidebarHome: string | null): Promise<void> {
  await eventually(async () => expect(await page.evaluate(() => document.documentElement.lang)).toBe(code));
  if (sidebarHome) await page.getByRole('navigation', { name: /.+/ }).first().getByText(sidebarHome, { exact: true }).first().waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const text = await page.evaluate(() => document.body.innerText);
  expect(leftovers.filter((english) => text.includes(english))).toEqual([]);
}

const MODE_OPTIONS = {
  light: {},
  dark: { colorScheme: 'dark' as const },
  '390': { width: 390, height: 844 },
  '390-dark': { width: 390, height: 844, colorScheme: 'dark' as const },
};
// Two modes per language keep the suite short; together they cover light, dark and 390 px in each script.
const RUNS = { fr: ['light', '390'], ja: ['dark', '390'], de: ['light', '390-dark'] } as const;

describe.each(Object.keys(RUNS) as Array<keyof typeof RUNS>)('the main screens in %s', (code) => {
  let team: Team;
  let leftovers: string[];
  const locale = flatten(readLocale(code));
  beforeAll(async () => {
    team = await arrangeTeam(code);
    leftovers = englishLeftovers(code);
  });

  it.each(RUNS[code].map((name) => ({ name, options: MODE_OPTIONS[name] })))('$name', async ({ name, options }) => {
    const { context, page, pageErrors } = await newPage(browser, options);
    try {
      const { account } = team;
      const wide = !name.startsWith('390');
      await page.goto('/');
      await signInWithPassword(page, account.email, account.password);
      await waitForPath(page, (p) => p === `/${account.slug}`);
      await expectTranslated(page, code, leftovers, wide ? locale.get('sidebar.home')! : null);
      await shot(page, `lang-${code}-${name}-home`);

      await page.goto(`/${account.slug}/projects/${team.projectId}/issues`);
      await page.getByText('Export').first().waitFor();
      await expectTranslated(page, code, leftovers, null);
      await shot(page, `lang-${code}-${name}-list`);

      await page.goto(`/${account.slug}/projects/${team.projectId}/issues?peekId=${team.itemId}`);
      await page.getByText('CSV').first().waitFor();
      await expectTranslated(page, code, leftovers, null);
      await shot(page, `lang-${code}-${name}-item`);

      await page.goto(`/${account.slug}/projects/${team.projectId}/settings`);
      await page.getByRole('tab').first().waitFor();
      await expectTranslated(page, code, leftovers, null);
      await shot(page, `lang-${code}-${name}-settings`);

      await page.goto(`/spaces/issues/${team.anchor}`);
      await page.getByText('Import').first().waitFor();
      await expectTranslated(page, code, leftovers, null);
      await shot(page, `lang-${code}-${name}-board`);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
