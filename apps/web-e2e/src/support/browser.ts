import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { readFileSync } from 'node:fs';

/** Where the server under test listens (set by tools/scripts/test-e2e.mjs). */
export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

/** Launches the system Chromium headless with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A fresh browser profile (empty cookies and storage). */
export async function newPage(browser: Browser, options: { colorScheme?: 'light' | 'dark'; width?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, colorScheme: options.colorScheme ?? 'light', viewport: { width: options.width ?? 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page };
}

/** A unique email for this run, so tests never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** The newest sign-in code the server logged for this email (log mailer: a `[mail]` line). */
export async function readCodeFromLog(email: string, timeoutMs = 10000): Promise<string> {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG is not set');
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.includes('[mail]') && l.includes(email));
    const last = lines.at(-1);
    const code = last?.match(/code[^0-9a-z]*([0-9a-z]{6,})/i)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no sign-in code for ${email} in the server log`);
}

/** Saves a screenshot under tmp/shots when E2E_SHOTS is set (for looking at screens). */
export async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: false });
}
