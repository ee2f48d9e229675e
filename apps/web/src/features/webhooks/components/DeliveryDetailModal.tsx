import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { selectWebhookDelivery, useAppStore, useStoreApi } from '@cairn/state';
import { Badge, Button, Modal } from '@cairn/ui-kit';
import { DELIVERY_STATUS_VARIANT, prettyBody } from './delivery-format';
import '../webhooks.css';

/** One delivery: request headers and body (pretty-printed), response status and body excerpt, error, and Redeliver. */
export function DeliveryDetailModal(props: { slug: string; webhookId: string; deliveryId: string | null; onClose: () => void }) {
  const { t, locale: language } = useT();
  const store = useStoreApi();
  const row = useAppStore((s) => (props.deliveryId ? selectWebhookDelivery(s, props.deliveryId) : undefined));
  const [busy, setBusy] = useState(false);
  if (!row) return null;
  const redeliver = async () => {
    setBusy(true);
    try {
      await store.getState().redeliverWebhookDelivery(props.slug, props.webhookId, row.id);
      store.getState().pushToast({ type: 'success', title: t('webhooks.delivery.redelivered') });
      props.onClose();
    } catch {
      // The store showed the refusal.
    } finally {
      setBusy(false);
    }
  };
  const headers = Object.entries(row.request_headers ?? {});
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <Modal
      open
      size="lg"
      onClose={props.onClose}
      title={t('webhooks.delivery.title')}
      description={`${row.event}.${row.action} · ${when.format(new Date(row.created_at))}`}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose} disabled={busy}>
            {t('common.close')}
          </Button>
          <Button loading={busy} onClick={() => void redeliver()}>
            {t('webhooks.delivery.redeliver')}
          </Button>
        </>
      }
    >
      <div className="cw-delivery-detail">
        <div className="cw-delivery-detail__facts">
          <Badge size="sm" variant={DELIVERY_STATUS_VARIANT[row.status]}>{t(`webhooks.log.status.${row.status}`)}</Badge>
          <span>{t('webhooks.delivery.attempts', { count: row.attempts })}</span>
          {row.duration_ms !== null ? <span>{t('webhooks.log.duration_ms', { ms: row.duration_ms })}</span> : null}
        </div>
        <h3 className="cw-delivery-detail__title">{t('webhooks.delivery.request_headers')}</h3>
        {headers.length ? (
          <dl className="cw-delivery-detail__headers">
            {headers.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="cw-webhooks-note">{t('webhooks.log.none')}</p>
        )}
        <h3 className="cw-delivery-detail__title">{t('webhooks.delivery.request_body')}</h3>
        <pre className="cw-delivery-detail__code" tabIndex={0} aria-label={t('webhooks.delivery.request_body')}>
          {prettyBody(row.request_body)}
        </pre>
        <h3 className="cw-delivery-detail__title">{t('webhooks.delivery.response_status')}</h3>
        <p>{row.response_status ?? t('webhooks.delivery.no_response')}</p>
        {row.response_body ? (
          <>
            <h3 className="cw-delivery-detail__title">{t('webhooks.delivery.response_body')}</h3>
            <pre className="cw-delivery-detail__code" tabIndex={0} aria-label={t('webhooks.delivery.response_body')}>
              {row.response_body}
            </pre>
          </>
        ) : null}
        {row.error ? (
          <>
            <h3 className="cw-delivery-detail__title">{t('webhooks.delivery.error')}</h3>
            <p className="cw-delivery-detail__error">{row.error}</p>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
