import { useT } from '@cairn/i18n';
import { apiPaths, type ExportStatus } from '@cairn/types';
import { Badge, type BadgeVariant, Spinner } from '@cairn/ui-kit';
import { useExports } from '../hooks/use-exports';

const STATUS_VARIANT: Record<ExportStatus, BadgeVariant> = { queued: 'neutral', processing: 'primary', completed: 'success', failed: 'danger' };

/** The caller's past exports, newest first: format, projects, status, item count, and Download once completed. */
export function ExportHistory({ slug }: { slug: string }) {
  const { t, locale: language } = useT();
  const { exports, status } = useExports(slug);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="cw-exports-history" aria-labelledby="cw-exports-history-title">
      <h3 className="cw-exports-history__title" id="cw-exports-history-title">{t('exports.history')}</h3>
      {status === 'loading' ? <Spinner size="sm" /> : null}
      {status === 'error' ? <p className="cw-exports-note" role="alert">{t('exports.load_failed')}</p> : null}
      {status === 'ready' && exports.length === 0 ? <p className="cw-exports-note">{t('exports.history_empty')}</p> : null}
      {exports.length > 0 ? (
        <ul className="cw-exports-list" aria-label={t('exports.history')}>
          {exports.map((row) => {
            const names = row.projects.length ? row.projects.map((p) => p.identifier).join(', ') : t('exports.unknown_projects');
            return (
              <li key={row.id} className="cw-exports-row">
                <div className="cw-exports-row__main">
                  <span className="cw-exports-row__what">
                    {t(`exports.formats.${row.format}`)} · {names}
                  </span>
                  <span className="cw-exports-row__meta">
                    {t('exports.created_at', { date: when.format(new Date(row.created_at)) })}
                    {row.item_count !== null ? ` · ${t('exports.items', { count: row.item_count })}` : ''}
                  </span>
                  {row.error ? <span className="cw-exports-row__error">{row.error}</span> : null}
                </div>
                <Badge size="sm" variant={STATUS_VARIANT[row.status]}>{t(`exports.status.${row.status}`)}</Badge>
                {row.status === 'completed' ? (
                  <a
                    className="ck-button ck-button--secondary ck-button--sm"
                    href={apiPaths.exportIssuesDownload(slug, row.id)}
                    download
                    aria-label={t('exports.download_label', { name: row.file_name ?? names })}
                  >
                    <span className="ck-button__label">{t('exports.download')}</span>
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
