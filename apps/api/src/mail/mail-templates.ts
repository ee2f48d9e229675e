import type { MailMessage } from './mailer';

/**
 * The mails Cairn sends, as stored in a mail job's payload (JSON): the job renders them when it runs. Texts are the
 * ones the e2e tests read from the `[mail]` log lines (sign-in code in subject and text).
 */
export type MailTemplate =
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

/** Renders a stored mail into a message. */
export function renderMail(mail: MailTemplate): MailMessage {
  switch (mail.template) {
    case 'magic-code':
      return {
        to: mail.to,
        subject: `Your Cairn sign-in code: ${mail.code}`,
        text: `Your sign-in code is ${mail.code}. It is valid for ${mail.minutes} minutes. If you did not ask for it, ignore this mail.`,
      };
    case 'password-reset':
      return {
        to: mail.to,
        subject: 'Reset your Cairn password',
        text: `Open this link to set a new password (valid for one hour): ${mail.link} If you did not ask for it, ignore this mail.`,
      };
    case 'invitation':
      return {
        to: mail.to,
        subject: `${mail.inviter} invited you to join ${mail.workspace_name} on Cairn`,
        text: `${mail.inviter} invited you to join the workspace "${mail.workspace_name}" on Cairn.\n\nJoin it here: ${mail.link}\n`,
      };
    case 'notification-digest':
      return {
        to: mail.to,
        subject: `${mail.count} new notification${mail.count === 1 ? '' : 's'} in ${mail.workspace_name}`,
        text:
          mail.items.map((item) => `${item.title}\n${item.lines.map((l) => `- ${l}`).join('\n')}\nOpen: ${item.link}`).join('\n\n') +
          `\n\nChoose which notifications are mailed to you: ${mail.settings_link}\n`,
      };
    case 'webhook-disabled':
      return {
        to: mail.to,
        subject: `A webhook of ${mail.workspace_name} was turned off`,
        text:
          `Cairn turned off the webhook to ${mail.url} in the workspace "${mail.workspace_name}": ${mail.reason}\n\n` +
          `Check the receiver, then turn the webhook on again and redeliver what it missed from its delivery log: ${mail.settings_link}\n`,
      };
  }
}
