import { useT } from '@cairn/i18n';
import { Button } from '@cairn/ui-kit';

/** Grey blocks the shape of the page while the first answer loads. */
export function AnalyticsSkeleton({ cards = 0 }: { cards?: number }) {
  const { t } = useT();
  return (
    <div className="cw-analytics-skeleton" role="status" aria-label={t('analytics.loading')}>
      {cards > 0 && (
        <div className="cw-analytics-cards">
          {Array.from({ length: cards }, (_, i) => (
            <div key={i} className="cw-analytics-skeleton__card" />
          ))}
        </div>
      )}
      <div className="cw-analytics-skeleton__chart" />
    </div>
  );
}

/** A failed answer: what happened and a retry (the spec gives no analytics error texts). */
export function AnalyticsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="cw-analytics-error" role="alert">
      <p className="cw-analytics-error__title">{t('analytics.error_title')}</p>
      <p className="cw-analytics-error__text">{t('analytics.error_description')}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('analytics.retry')}
      </Button>
    </div>
  );
}
