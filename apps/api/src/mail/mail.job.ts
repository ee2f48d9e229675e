import type { Config } from '../config/config';
import { defineJobKind, PermanentJobError } from '../jobs/job-kind';
import { currentMailer } from './mail-settings';
import { translatorIn } from '@cairn/i18n/server';
import { findLanguageByEmail } from '../data/repositories/users.repository';
import { renderMail, type MailTemplate } from './mail-templates';

/**
 * The Message-ID of a mail job's message: derived from the job id, so every attempt of one job (a retry after a crash
 * between the SMTP server's acceptance and our commit) carries the same id and a receiver can tell it is one message.
 */
export function mailMessageId(jobId: string, config: Pick<Config, 'publicUrl'>): string {
  let host = 'cairn.invalid';
  try {
    host = new URL(config.publicUrl).hostname || host;
  } catch {
    // PUBLIC_URL is validated as text only; a malformed one keeps the placeholder domain.
  }
  return `<${jobId}.mail@${host}>`;
}

/** Sends one mail (sign-in code, password reset, invitation, digest, webhook turned off) through the app's Mailer; retried with backoff. */
export const mailJob = defineJobKind<MailTemplate>({
  // 8 attempts over ~32 minutes: 15 s, 30 s, 1 min, … 16 min.
  maxAttempts: 8,
  backoffBaseMs: 15_000,
  async run(mail, { jobId, deps }) {
    // A sign-in code or reset link past its life is useless: say so once instead of mailing it late.
    if ('expires_at' in mail && Date.parse(mail.expires_at) <= deps.now().getTime()) {
      throw new PermanentJobError(`the ${mail.template} mail expired before it could be sent`);
    }
    // The settings at send time: a change in the console applies to mails already queued.
    const mailer = await currentMailer(deps);
    // In the receiver's language (issue 21): their profile's when they have an account, else the requester's.
    const t = await translatorIn((await findLanguageByEmail(deps.db, mail.to)) ?? mail.language);
    await mailer.send({ ...renderMail(mail, t), messageId: mailMessageId(jobId, deps.config) });
  },
});
