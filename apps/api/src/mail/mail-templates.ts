import type { FixedTranslate } from '@cairn/i18n/server';
import type { MailMessage } from './mailer';

/**
 * The mails Cairn sends, as stored in a mail job's payload (JSON): the job renders them when it runs. Texts are the
 * ones the e2e tests read from the `[mail]` log lines (sign-in code in subject and text).
 */
export type MailTemplate = MailBody & {
  /** The language to write in when the receiver has no account yet (the requester's); an account's own wins. */
  language?: string;
};

/** One mail's own fields. */
type MailBody =
  | { template: 'magic-code'; to: string; code: string; minutes: number; expires_at: string }
  | { template: 'password-reset'; to: string; link: string; expires_at: string }
  | { template: 'invitation'; to: string; inviter: string; workspace_name: string; link: string }
  | { template: 'notification-digest'; to: string; workspace_name: string; count: number; items: DigestItem[]; settings_link: string }
  | { template: 'webhook-disabled'; to: string; workspace_name: string; url: string; reason: string; settings_link: string };

/** One work item of a notification digest: its title, its link and one line per change. */
export interface DigestItem {
  title: string;
  link: string;
  lines: string[];
}

/** Renders a stored mail into a message, in the reader's language (`t` from @cairn/i18n/server's translatorIn). */
export function renderMail(mail: MailTemplate, t: FixedTranslate): MailMessage {
  switch (mail.template) {
    case 'magic-code':
      return {
        to: mail.to,
        subject: t('mail.magic_code_subject', { code: mail.code }),
        text: t('mail.magic_code_text', { code: mail.code, minutes: mail.minutes }),
      };
    case 'password-reset':
      return { to: mail.to, subject: t('mail.password_reset_subject'), text: t('mail.password_reset_text', { link: mail.link }) };
    case 'invitation':
      return {
        to: mail.to,
        subject: t('mail.invitation_subject', { inviter: mail.inviter, workspace: mail.workspace_name }),
        text: `${t('mail.invitation_text', { inviter: mail.inviter, workspace: mail.workspace_name, link: mail.link })}\n`,
      };
    case 'notification-digest':
      return {
        to: mail.to,
        subject: t('mail.digest_subject', { count: mail.count, workspace: mail.workspace_name }),
        text:
          mail.items.map((item) => `${item.title}\n${item.lines.map((l) => `- ${l}`).join('\n')}\n${t('mail.digest_open', { link: item.link })}`).join('\n\n') +
          `\n\n${t('mail.digest_settings', { link: mail.settings_link })}\n`,
      };
    case 'webhook-disabled':
      return {
        to: mail.to,
        subject: t('mail.webhook_disabled_subject', { workspace: mail.workspace_name }),
        text: `${t('mail.webhook_disabled_text', { url: mail.url, workspace: mail.workspace_name, reason: mail.reason, link: mail.settings_link })}\n`,
      };
  }
}
