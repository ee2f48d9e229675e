import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Where the server under test listens (set by tools/scripts/test-e2e.mjs). */
export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

/** How long a UI expectation may wait (the server hashes passwords slowly on purpose, and 2 cores are shared). */
export const UI_TIMEOUT = 15000;

/** Launches the system Chromium headless with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A page whose uncaught script errors are collected (an honest test asserts there were none). */
export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions thrown in the page so far. */
  pageErrors: string[];
}

/** A fresh browser profile (empty cookies and storage). */
export async function newPage(browser: Browser, options: { colorScheme?: 'light' | 'dark'; width?: number; height?: number } = {}): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: 'en-US',
  });
  context.setDefaultTimeout(UI_TIMEOUT);
  context.setDefaultNavigationTimeout(UI_TIMEOUT);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** A unique email for this run, so tests never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** A unique, valid workspace slug. */
export function uniqueSlug(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** Saves a screenshot into the E2E_SHOTS folder when that variable is set (for looking at screens). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  // Let fonts and transitions settle so the picture shows the resting screen.
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/** The path + query of the page's current URL (what the app's router sees). */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}
