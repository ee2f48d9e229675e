import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { apiPaths } from '@cairn/types';
import { Button, Spinner } from '@cairn/ui-kit';
import { activityText } from '../hooks/activity-text';
import { useMemberActivity } from '../hooks/use-member-activity';

/** Props of ActivityFeed: whose activity, how many rows to show (all loaded when absent) and whether to page further. */
export interface ActivityFeedProps {
  slug: string;
  userId: string;
  limit?: number;
  /** Extra action beside the title ("View all activity"). */
  footer?: ReactNode;
}

/** The member's activity on work items the caller can see, newest first, each row linking to its item; "Download CSV". */
export function ActivityFeed({ slug, userId, limit, footer }: ActivityFeedProps) {
  const { t, locale: language } = useT();
  const { entry, retry, more } = useMemberActivity(slug, userId);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const rows = limit ? entry.results.slice(0, limit) : entry.results;
  // Field names and priorities in the reader's language (the work item activity's own labels).
  const words = {
    field: (field: string) => {
      const key = `work_items.activity.fields.${field}`;
      const label = t(key);
      return label === key ? field.replace(/_/g, ' ') : label;
    },
    value: (field: string, value: string) => (field === 'priority' ? t(`work_items.priority.${value}`) : value),
  };
  return (
    <section className="cw-profile-card" aria-labelledby={`cw-profile-activity-${userId}`}>
      <div className="cw-profile-card__header">
        <h3 className="cw-profile-card__title" id={`cw-profile-activity-${userId}`}>{t('profile.activity.title')}</h3>
        <a className="ck-button ck-button--secondary ck-button--sm" href={apiPaths.userActivityExport(slug, userId)} download>
          <span className="ck-button__label">{t('profile.activity.download_csv')}</span>
        </a>
      </div>
      {entry.status === 'error' ? (
        <div className="cw-profile-error" role="alert">
          <p>{t('profile.activity.failed')}</p>
          <Button size="sm" variant="secondary" onClick={entry.results.length ? more : retry}>{t('profile.retry')}</Button>
        </div>
      ) : null}
      {entry.status === 'loading' && rows.length === 0 ? <Spinner size="sm" /> : null}
      {entry.status === 'ready' && rows.length === 0 ? <p className="cw-profile-empty">{t('profile.activity.empty')}</p> : null}
      {rows.length > 0 ? (
        <ul className="cw-profile-activity" aria-label={t('profile.activity.list_label')}>
          {rows.map((activity) => {
            const item = activity.work_item;
            const key = `${item.project_identifier}-${item.sequence_id}`;
            const text = activityText(activity, words);
            return (
              <li key={activity.id}>
                <Link className="cw-profile-activity__row" to={`/${slug}/browse/${key}`}>
                  <span className="cw-profile-activity__what">{t(text.key, text.values)}</span>
                  <span className="cw-profile-activity__key">{key}</span>
                  <span className="cw-profile-activity__name">{item.name}</span>
                  <time className="cw-profile-activity__when" dateTime={activity.created_at}>{when.format(new Date(activity.created_at))}</time>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {!limit && entry.hasMore ? (
        <Button size="sm" variant="secondary" onClick={more} loading={entry.status === 'loading'}>{t('profile.activity.load_more')}</Button>
      ) : null}
      {footer}
    </section>
  );
}
