import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config/config';

/** A message to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID header, `<id@domain>` (mail jobs derive it from the job id so a resend is the same message). */
  messageId?: string;
}

/** Sends mail; `configured` is false when no SMTP server is set (messages then go to the server log). */
export interface Mailer {
  configured: boolean;
  send(message: MailMessage): Promise<void>;
}

/** Mailer over SMTP with nodemailer. */
export function createSmtpMailer(smtp: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTls ?? false,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    // A send runs inside a job's lease: a stuck server must fail the attempt well before the lease runs out
    // (nodemailer's defaults wait up to 2 and 10 minutes).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    configured: true,
    async send(message) {
      await transport.sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text, html: message.html, messageId: message.messageId });
    },
  };
}

/**
 * Mailer without SMTP: writes one line per message, starting with `[mail]`, with the recipient, the subject and the
 * text on one line, so an operator (or an e2e test reading the server output) can pick up codes and links.
 */
export function createLogMailer(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Mailer {
  return {
    configured: false,
    async send(message) {
      const text = message.text.replace(/\s*\n\s*/g, ' ').trim();
      write(`[mail] to=${message.to} subject=${JSON.stringify(message.subject)} text=${JSON.stringify(text)}`);
    },
  };
}

/** A mailer that keeps messages in memory (tests). */
export interface CapturingMailer extends Mailer {
  sent: MailMessage[];
}

/** Creates a capturing mailer; `configured` says what the server should report about SMTP. */
export function createCapturingMailer(configured = false): CapturingMailer {
  const sent: MailMessage[] = [];
  return {
    configured,
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

/** SMTP when configured, else the log mailer. */
export function createMailer(smtp: SmtpConfig | undefined, write?: (line: string) => void): Mailer {
  return smtp ? createSmtpMailer(smtp) : createLogMailer(write);
}
