import type { Locator, Page } from 'playwright-core';
import { apiPaths } from '@cairn/types';
import { UI_TIMEOUT, currentPath } from './browser';

// English texts from libs/i18n/src/locales/en.json (the tests run the app in English).

/**
 * Retries an assertion until it passes or the time is up, then rethrows its last failure
 * (playwright-core has no auto-waiting `expect`).
 */
export async function eventually<T>(assertion: () => T | Promise<T>, timeoutMs = UI_TIMEOUT): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Waits until the page's path (+ query) satisfies `test`; the failure message names the last path seen. */
export async function waitForPath(page: Page, test: (pathAndQuery: string) => boolean, timeoutMs = UI_TIMEOUT): Promise<string> {
  try {
    await page.waitForURL((url) => test(url.pathname + url.search), { timeout: timeoutMs, waitUntil: 'commit' });
  } catch {
    throw new Error(`the page stayed at ${currentPath(page)} (waited ${timeoutMs} ms for another path)`);
  }
  return currentPath(page);
}

/** On the sign-in screen: email → Continue → (password step) password → Sign in. */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Log in or sign up' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** On /sign-up: email, password and confirmation → Create account. */
export async function signUpWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Waits for the workspace layout: the main navigation with its Home and Projects entries (in English). */
export async function waitForWorkspaceShell(page: Page, labels: { home: string; projects: string; navigation?: string } = { home: 'Home', projects: 'Projects' }): Promise<void> {
  const nav = page.getByRole('navigation', { name: labels.navigation ?? 'Main navigation' });
  await nav.waitFor();
  await nav.getByRole('link', { name: labels.home, exact: true }).waitFor();
  await nav.getByRole('link', { name: labels.projects, exact: true }).waitFor();
}

/** Opens the account menu in the sidebar and signs out; waits for the sign-in screen. */
export async function signOutFromSidebar(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Log in or sign up' }).waitFor();
}

/** Opens a ui-kit Select (its trigger button) and picks the option with this name from its listbox. */
export async function chooseOption(page: Page, trigger: Locator, optionName: string, options: { exact?: boolean } = {}): Promise<void> {
  await trigger.click();
  await page.getByRole('listbox').getByRole('option', { name: optionName, exact: options.exact }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The CSRF token of the page's session (for writes made with the page's cookies: send it as x-csrftoken). */
export async function csrf(page: Page): Promise<string> {
  const res = await page.context().request.get(apiPaths.csrf());
  return ((await res.json()) as { csrf_token: string }).csrf_token;
}
