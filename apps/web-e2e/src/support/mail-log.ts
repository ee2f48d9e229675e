import { readFileSync } from 'node:fs';

/**
 * Without SMTP the server writes each mail as one line:
 *   [mail] to=<email> subject="<json string>" text="<json string>"
 * (apps/api/src/mail/mailer.ts, createLogMailer). These helpers read that file.
 */
export interface LoggedMail {
  to: string;
  subject: string;
  text: string;
}

const MAIL_LINE = /^\[mail\] to=(\S+) subject=("(?:[^"\\]|\\.)*") text=("(?:[^"\\]|\\.)*")\s*$/;
// magic-code.handlers.ts: subject "Your Cairn sign-in code: 123456", text "Your sign-in code is 123456. …"
const CODE_IN_SUBJECT = /sign-in code:\s*(\d{6})\b/i;
const CODE_IN_TEXT = /sign-in code is\s*(\d{6})\b/i;

function logFile(): string {
  const file = process.env.E2E_SERVER_LOG;
  if (!file) throw new Error('E2E_SERVER_LOG is not set: run the browser tests with `npm run test:e2e`');
  return file;
}

/** Every mail the server has logged so far, oldest first. */
export function readMails(): LoggedMail[] {
  const mails: LoggedMail[] = [];
  for (const line of readFileSync(logFile(), 'utf8').split('\n')) {
    const m = MAIL_LINE.exec(line.trim());
    if (m) mails.push({ to: m[1], subject: JSON.parse(m[2]) as string, text: JSON.parse(m[3]) as string });
  }
  return mails;
}

/** How many mails are logged now; pass it as `since` to wait only for newer ones. */
export function mailCount(): number {
  return readMails().length;
}

/** Waits for the newest mail to `email` (after the first `since` mails) that `match` accepts. */
export async function waitForMail(email: string, match: (mail: LoggedMail) => boolean, opts: { since?: number; timeoutMs?: number } = {}): Promise<LoggedMail> {
  const start = Date.now();
  const timeoutMs = opts.timeoutMs ?? 10000;
  const wanted = email.toLowerCase();
  while (Date.now() - start < timeoutMs) {
    const found = readMails()
      .slice(opts.since ?? 0)
      .filter((m) => m.to.toLowerCase() === wanted && match(m))
      .at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no matching [mail] line for ${email} in the server log within ${timeoutMs} ms`);
}

/** The newest 6-digit sign-in code the server logged for this email (optionally only among mails after `since`). */
export async function readCodeFromLog(email: string, opts: { since?: number; timeoutMs?: number } = {}): Promise<string> {
  const mail = await waitForMail(email, (m) => CODE_IN_SUBJECT.test(m.subject) || CODE_IN_TEXT.test(m.text), opts);
  const code = CODE_IN_SUBJECT.exec(mail.subject)?.[1] ?? CODE_IN_TEXT.exec(mail.text)?.[1];
  if (!code) throw new Error(`sign-in mail for ${email} carries no code: ${mail.subject}`);
  return code;
}
