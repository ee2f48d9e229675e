import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, shot, uniqueEmail } from './support/browser';
import { STRONG_PASSWORD } from './support/api';
import { eventually } from './support/flows';

// The spec's validation texts, verbatim (spec §2; en.json auth.errors.*).
const EMAIL_REQUIRED = 'Email is required';
const EMAIL_INVALID = 'Email is invalid';
const PASSWORDS_DONT_MATCH = "Passwords don't match";
const PASSWORD_TOO_SHORT = 'Password length should me more than 8 characters';
const PASSWORD_WEAK = 'Try setting-up a strong password to proceed';
const SMTP_DISABLED = "We see that your god hasn't enabled SMTP, we will not be able to send a password reset link";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in and sign-up validation', () => {
  it('the email step says "Email is required" and "Email is invalid" and stays on the email step', async () => {
    const { context, page, pageErrors } = await newPage(browser);
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Log in or sign up' }).waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText(EMAIL_REQUIRED, { exact: true }).waitFor();

      await page.getByLabel('Email', { exact: true }).fill('not-an-email');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText(EMAIL_INVALID, { exact: true }).waitFor();
      expect(await page.getByText(EMAIL_REQUIRED, { exact: true }).count()).toBe(0);
      expect(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await shot(page, 'sign-in-email-invalid');
      // Still the email step: neither the password nor the code step opened.
      expect(await page.getByRole('heading', { name: 'Log in or sign up' }).isVisible()).toBe(true);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sign-up shows each password text verbatim and creates no account while they show', async () => {
    const { context, page, pageErrors } = await newPage(browser);
    const signUpCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/auth/sign-up/')) signUpCalls.push(req.method());
    });
    try {
      await page.goto('/sign-up');
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      const email = page.getByLabel('Email', { exact: true });
      const password = page.getByLabel('Password', { exact: true });
      const confirm = page.getByLabel('Confirm password', { exact: true });
      const submit = page.getByRole('button', { name: 'Create account' });

      await submit.click();
      await page.getByText(EMAIL_REQUIRED, { exact: true }).waitFor();

      await email.fill('bad@');
      await submit.click();
      await page.getByText(EMAIL_INVALID, { exact: true }).waitFor();

      await email.fill(uniqueEmail('validation'));
      await password.fill('Ab1!xyz');
      await confirm.fill('Ab1!xyz');
      await submit.click();
      await page.getByText(PASSWORD_TOO_SHORT, { exact: true }).waitFor();

      await password.fill(STRONG_PASSWORD);
      await confirm.fill(`${STRONG_PASSWORD}x`);
      await submit.click();
      await page.getByText(PASSWORDS_DONT_MATCH, { exact: true }).waitFor();
      expect(await page.getByText(PASSWORD_TOO_SHORT, { exact: true }).count()).toBe(0);

      // Long enough and matching, but only lower-case letters: weak.
      await password.fill('abcdefghijkl');
      await confirm.fill('abcdefghijkl');
      await submit.click();
      await page.getByText(PASSWORD_WEAK, { exact: true }).waitFor();
      expect(await page.getByText(PASSWORDS_DONT_MATCH, { exact: true }).count()).toBe(0);
      await shot(page, 'sign-up-weak-password');

      expect(signUpCalls).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/sign-up');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('forgot password says SMTP is not enabled on an instance without SMTP', async () => {
    const { context, page, pageErrors } = await newPage(browser);
    try {
      await page.goto('/accounts/forgot-password');
      await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText(EMAIL_REQUIRED, { exact: true }).waitFor();

      await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('forgot'));
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText(SMTP_DISABLED, { exact: true }).waitFor();
      // Never the "Check your inbox" screen: nothing can be sent.
      await eventually(async () => expect(await page.getByRole('heading', { name: 'Check your inbox' }).count()).toBe(0));
      await shot(page, 'forgot-password-smtp-disabled');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
