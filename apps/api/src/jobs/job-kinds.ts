import { mailJob } from '../mail/mail.job';
import { notificationDigestJob } from '../modules/notifications/digest.job';
import { notifyJob } from '../modules/notifications/notify.job';
import { exportWorkItemsJob } from '../modules/exports/exports.job';
import { webhookDeliverJob } from '../modules/webhooks/webhook-deliver.job';
import { webhookFanoutJob } from '../modules/webhooks/webhook-fanout.job';
import type { JobKind } from './job-kind';

/**
 * Every job kind this server runs, by name. Adding a kind is one line here (its handler lives beside its feature,
 * e.g. `notification: notificationJob`); `enqueueJob(tx, { kind, payload })` is then typed by it.
 */
export const JOB_KINDS = {
  mail: mailJob,
  notify: notifyJob,
  'notification-digest': notificationDigestJob,
  'export-work-items': exportWorkItemsJob,
  'webhook-fanout': webhookFanoutJob,
  'webhook-deliver': webhookDeliverJob,
} satisfies Record<string, JobKind<never>>;

/** The name of a registered job kind. */
export type JobKindName = keyof typeof JOB_KINDS;
/** The payload a kind's handler takes. */
export type JobPayload<K extends JobKindName> = (typeof JOB_KINDS)[K] extends JobKind<infer P> ? P : never;
