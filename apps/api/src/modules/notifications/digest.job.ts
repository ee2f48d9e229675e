import { notificationSentence, translatorIn } from '@cairn/i18n/server';
import type { NotificationPreferenceKey } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import {
  findDigestNotifications, findDigestTarget, findNotificationPreferences, markNotificationsEmailed,
} from '../../data/repositories/notifications.repository';
import type { NotificationRow } from '../../data/schema/home.schema';
import { findLanguageByUserId } from '../../data/repositories/users.repository';
import { defineJobKind } from '../../jobs/job-kind';
import { enqueueJob } from '../../jobs/job-queue';
import type { DigestItem } from '../../mail/mail-templates';
import { presentNotifications } from './notifications.presenter';

/** The digest job's payload: whose notifications of which workspace. */
export interface DigestPayload {
  workspace_id: string;
  user_id: string;
}

/** Where the receiver changes what is mailed (the account settings route of the web app). */
export function notificationSettingsLink(publicUrl: string, slug: string): string {
  return `${publicUrl}/${slug}/settings/account`;
}

/** The work item's page in the web app. */
function itemLink(publicUrl: string, slug: string, n: NotificationRow): string {
  const issue = (n.data.issue ?? {}) as { identifier?: string; sequence_id?: number };
  return `${publicUrl}/${slug}/browse/${issue.identifier ?? ''}-${issue.sequence_id ?? ''}`;
}

/**
 * Notifications grouped by work item, in the order they came; each line is the inbox's sentence for it, in the
 * receiver's language (`t`), from the same structured data the inbox reads.
 */
function groupByItem(publicUrl: string, slug: string, rows: NotificationRow[], sentences: string[]): DigestItem[] {
  const out = new Map<string, DigestItem>();
  rows.forEach((n, i) => {
    const key = n.entity_identifier ?? n.id;
    const issue = (n.data.issue ?? {}) as { identifier?: string; sequence_id?: number; name?: string };
    const entry = out.get(key) ?? { title: `${issue.identifier ?? ''}-${issue.sequence_id ?? ''} ${issue.name ?? n.title}`, link: itemLink(publicUrl, slug, n), lines: [] };
    entry.lines.push(sentences[i] ?? n.message_stripped);
    out.set(key, entry);
  });
  return [...out.values()];
}

/** The inbox's sentence of each notification, in the receiver's language (issue 21). */
async function sentencesOf(h: DbOrTx, userId: string, rows: NotificationRow[]): Promise<string[]> {
  const t = await translatorIn(await findLanguageByUserId(h, userId));
  return (await presentNotifications(h, rows)).map((n) => notificationSentence(t, n));
}

/**
 * Mails one user the digest of a workspace's window (issue 16 point 2): every notification not mailed yet, not read
 * and created up to now whose change their preferences mail, grouped by work item with links, through the mail job
 * (which knows whether SMTP is configured). Marks them emailed in the same transaction as the mail job.
 */
export const notificationDigestJob = defineJobKind<DigestPayload>({
  maxAttempts: 6,
  backoffBaseMs: 15_000,
  async run(payload, { deps }) {
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const target = await findDigestTarget(tx, payload.workspace_id, payload.user_id);
      if (!target) return;
      const prefs = await findNotificationPreferences(tx, payload.user_id);
      const rows = (await findDigestNotifications(tx, payload.workspace_id, payload.user_id, now)).filter((n) => {
        const kinds = (n.data.mail_kinds ?? []) as NotificationPreferenceKey[];
        return kinds.some((k) => !prefs || prefs[k]);
      });
      if (rows.length === 0) return;
      const publicUrl = deps.config.publicUrl;
      const sentences = await sentencesOf(tx, payload.user_id, rows);
      await enqueueJob(
        tx,
        {
          kind: 'mail',
          payload: {
            template: 'notification-digest',
            to: target.email,
            workspace_name: target.workspace_name,
            count: rows.length,
            items: groupByItem(publicUrl, target.slug, rows, sentences),
            settings_link: notificationSettingsLink(publicUrl, target.slug),
          },
        },
        now,
      );
      await markNotificationsEmailed(tx, rows.map((n) => n.id), now);
    });
  },
});
