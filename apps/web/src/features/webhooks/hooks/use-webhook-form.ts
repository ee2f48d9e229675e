import { translateServerText } from '@cairn/i18n';
import { useState } from 'react';
import { isApiError } from '@cairn/services';
import { WEBHOOK_EVENTS, type Webhook, type WebhookCreate } from '@cairn/types';
import { choiceOf, eventFlags, hasEvents, type EventChoice } from './webhook-events';

/** Field errors of the webhook form: i18n keys (`…Key`) for the form's own checks, the server's text verbatim otherwise. */
export interface WebhookFormErrors {
  url?: string;
  urlKey?: string;
  events?: string;
  eventsKey?: string;
}

/** The webhook form's state (URL, events, active), its checks and how a server refusal lands on its fields. */
export function useWebhookForm(initial?: Webhook) {
  const [url, setUrl] = useState(initial?.url ?? '');
  const [choice, setChoice] = useState<EventChoice>(() => choiceOf(initial));
  const [active, setActive] = useState(initial?.is_active ?? true);
  const [errors, setErrors] = useState<WebhookFormErrors>({});

  /** The body to send, or undefined after marking what is missing. */
  const body = (): WebhookCreate | undefined => {
    const next: WebhookFormErrors = {};
    if (!url.trim()) next.urlKey = 'webhooks.form.url_required';
    if (!hasEvents(choice)) next.eventsKey = 'webhooks.events.required';
    setErrors(next);
    if (next.urlKey || next.eventsKey) return undefined;
    return { url: url.trim(), is_active: active, ...eventFlags(choice) };
  };

  /** Puts a 400's text on its field (the URL unless the server named the events); other failures were toasted. */
  const showServerError = (error: unknown) => {
    if (!isApiError(error) || error.status !== 400) return;
    const details = error.details ?? {};
    const eventText = WEBHOOK_EVENTS.map((e) => details[e]?.[0]).find(Boolean);
    if (details.url?.[0]) setErrors({ url: translateServerText(details.url[0]) });
    else if (eventText) setErrors({ events: translateServerText(eventText) });
    else setErrors({ url: translateServerText(error.error) });
  };

  return {
    url,
    setUrl: (value: string) => {
      setUrl(value);
      setErrors((e) => ({ ...e, url: undefined, urlKey: undefined }));
    },
    choice,
    setChoice: (value: EventChoice) => {
      setChoice(value);
      setErrors((e) => ({ ...e, events: undefined, eventsKey: undefined }));
    },
    active,
    setActive,
    errors,
    body,
    showServerError,
  };
}

/** What the form's fields need. */
export type WebhookFormState = ReturnType<typeof useWebhookForm>;
