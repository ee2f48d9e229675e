import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { Badge, Button, Spinner } from '@cairn/ui-kit';
import { useDeliveryLog } from '../hooks/use-delivery-log';
import { DeliveryDetailModal } from './DeliveryDetailModal';
import { DELIVERY_STATUS_VARIANT } from './delivery-format';
import '../webhooks.css';

/**
 * A webhook's delivery log, newest first: event and action, status, response status, attempts, duration and time; a
 * row opens its details (with Redeliver). The table scrolls sideways in its own box on narrow screens.
 */
export function DeliveryLog({ slug, webhookId }: { slug: string; webhookId: string }) {
  const { t, locale: language } = useT();
  const { deliveries, status, hasMore, loadMore } = useDeliveryLog(slug, webhookId);
  const [openId, setOpenId] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });
  const none = t('webhooks.log.none');
  if (status === 'loading' && deliveries.length === 0) {
    return (
      <div className="cw-center-pad">
        <Spinner />
      </div>
    );
  }
  if (status === 'error') return <p className="cw-webhooks-note" role="alert">{t('webhooks.log.load_failed')}</p>;
  if (deliveries.length === 0) return <p className="cw-webhooks-note">{t('webhooks.log.empty')}</p>;
  return (
    <div className="cw-delivery-log">
      <div className="cw-delivery-log__scroll" tabIndex={0} role="region" aria-label={t('webhooks.log.list_label')}>
        <table className="cw-delivery-table">
          <thead>
            <tr>
              <th scope="col">{t('webhooks.log.event')}</th>
              <th scope="col">{t('webhooks.log.status_label')}</th>
              <th scope="col">{t('webhooks.log.response')}</th>
              <th scope="col">{t('webhooks.log.attempts')}</th>
              <th scope="col">{t('webhooks.log.duration')}</th>
              <th scope="col">{t('webhooks.log.time')}</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((row) => {
              const time = when.format(new Date(row.created_at));
              const name = `${row.event}.${row.action}`;
              return (
                <tr key={row.id}>
                  <td>
                    <button type="button" className="cw-delivery-table__open" onClick={() => setOpenId(row.id)} aria-label={t('webhooks.log.open_label', { event: name, time })}>
                      {name}
                    </button>
                    {row.redelivery_of ? <span className="cw-webhooks-note"> · {t('webhooks.log.redelivery')}</span> : null}
                  </td>
                  <td>
                    <Badge size="sm" variant={DELIVERY_STATUS_VARIANT[row.status]}>{t(`webhooks.log.status.${row.status}`)}</Badge>
                  </td>
                  <td>{row.response_status ?? none}</td>
                  <td>{row.attempts}</td>
                  <td>{row.duration_ms === null ? none : t('webhooks.log.duration_ms', { ms: row.duration_ms })}</td>
                  <td className="cw-delivery-table__time">{time}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {hasMore ? (
        <div>
          <Button variant="outline" size="sm" loading={status === 'loading-more'} onClick={loadMore}>
            {t('webhooks.log.load_more')}
          </Button>
        </div>
      ) : null}
      <DeliveryDetailModal slug={slug} webhookId={webhookId} deliveryId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
