import type { WebhookDeliveryStatus } from '@cairn/types';
import type { BadgeVariant } from '@cairn/ui-kit';

/** Badge colour of a delivery status. */
export const DELIVERY_STATUS_VARIANT: Record<WebhookDeliveryStatus, BadgeVariant> = { pending: 'warning', delivered: 'success', failed: 'danger' };

/** A request body as sent, pretty-printed when it is JSON (it always is; anything else is shown as is). */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
