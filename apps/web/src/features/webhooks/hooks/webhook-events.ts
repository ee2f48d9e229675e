import { WEBHOOK_EVENTS, type Webhook, type WebhookCreate, type WebhookEvent } from '@cairn/types';

/** The form's events: every event, or the chosen ones. */
export interface EventChoice {
  mode: 'all' | 'individual';
  chosen: WebhookEvent[];
}

/** i18n key of an event's name. */
export const eventLabelKey = (event: WebhookEvent) => `webhooks.events.${event}`;

/** The events a webhook is subscribed to, in WEBHOOK_EVENTS order. */
export function eventsOf(row: Pick<Webhook, WebhookEvent>): WebhookEvent[] {
  return WEBHOOK_EVENTS.filter((event) => row[event]);
}

/** The form's starting choice for a webhook (all five on → "All events"); a new webhook starts with all events. */
export function choiceOf(row?: Pick<Webhook, WebhookEvent>): EventChoice {
  if (!row) return { mode: 'all', chosen: [...WEBHOOK_EVENTS] };
  const chosen = eventsOf(row);
  return { mode: chosen.length === WEBHOOK_EVENTS.length ? 'all' : 'individual', chosen };
}

/** The five event flags the choice sends (all true for "All events"). */
export function eventFlags(choice: EventChoice): Pick<WebhookCreate, WebhookEvent> {
  const on = (event: WebhookEvent) => choice.mode === 'all' || choice.chosen.includes(event);
  return Object.fromEntries(WEBHOOK_EVENTS.map((event) => [event, on(event)])) as Pick<WebhookCreate, WebhookEvent>;
}

/** True when the choice sends at least one event. */
export const hasEvents = (choice: EventChoice) => choice.mode === 'all' || choice.chosen.length > 0;
