import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config/config';
import type { MailMessage } from './mailer';

/** The answer of a test send: ok and the SMTP server's reply, or the error's text. */
export interface SmtpTestResult {
  ok: boolean;
  message: string;
}

/**
 * Sends one message now over the given SMTP settings (no job, no retry) and reports what the server said. Never
 * throws: a refused connection, a bad login or a timeout (timeoutMs overall) become { ok: false, message }.
 */
export async function sendSmtpTestMail(smtp: SmtpConfig, message: MailMessage, timeoutMs = 10_000): Promise<SmtpTestResult> {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTls ?? false,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<SmtpTestResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, message: `No answer from ${smtp.host}:${smtp.port} within ${Math.round(timeoutMs / 1000)} s` }), timeoutMs);
  });
  const send = transport
    .sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text, html: message.html })
    .then((info): SmtpTestResult => ({ ok: true, message: String(info.response ?? 'Accepted') }))
    .catch((err: unknown): SmtpTestResult => ({ ok: false, message: describeError(err) }));
  try {
    return await Promise.race([send, timeout]);
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}

function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const e = err as Error & { code?: string; response?: string };
  const text = e.response ?? e.message;
  return e.code && !text.includes(e.code) ? `${e.code}: ${text}` : text;
}
