import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectWebhooks, useAppStore } from '@cairn/state';
import { WEBHOOK_EVENTS } from '@cairn/types';
import { Badge, Switch } from '@cairn/ui-kit';
import { eventLabelKey, eventsOf } from '../hooks/webhook-events';
import { webhookSettingsPath } from '../paths';
import '../webhooks.css';

/** The workspace's webhooks: URL (opens its settings), event chips, created date, "Turned off: …", and the active switch. */
export function WebhookList({ slug }: { slug: string }) {
  const { t, locale: language } = useT();
  const rows = useAppStore((s) => selectWebhooks(s, slug));
  const updateWebhook = useAppStore((s) => s.updateWebhook);
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <ul className="cw-webhook-list" aria-label={t('webhooks.list_label')}>
      {rows.map((row) => {
        const events = eventsOf(row);
        return (
          <li key={row.id} className="cw-webhook-row">
            <div className="cw-webhook-row__main">
              <Link className="cw-webhook-row__url" to={webhookSettingsPath(slug, row.id)} aria-label={t('webhooks.edit_label', { url: row.url })}>
                {row.url}
              </Link>
              <div className="cw-webhook-row__events">
                {events.length === WEBHOOK_EVENTS.length ? (
                  <Badge size="sm" variant="primary">{t('webhooks.events.all')}</Badge>
                ) : (
                  events.map((event) => (
                    <Badge key={event} size="sm">
                      {t(eventLabelKey(event))}
                    </Badge>
                  ))
                )}
              </div>
              <span className="cw-webhooks-note">{t('webhooks.created_at', { date: day.format(new Date(row.created_at)) })}</span>
              {row.disabled_reason ? (
                <span className="cw-webhook-row__off">{t('webhooks.turned_off', { reason: row.disabled_reason })}</span>
              ) : null}
            </div>
            <Switch
              aria-label={t('webhooks.active_label', { url: row.url })}
              checked={row.is_active}
              onChange={(on) => void updateWebhook(slug, row.id, { is_active: on }).catch(() => undefined)}
            />
          </li>
        );
      })}
    </ul>
  );
}
