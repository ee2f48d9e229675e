import { useEffect } from 'react';
import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectWidgetData, useAppStore, useStoreApi } from '@cairn/state';
import type { RecentActivity, RecentActivityWidget as RecentActivityData } from '@cairn/types';
import { Spinner } from '@cairn/ui-kit';
import { HomeWidgetFrame } from './HomeWidgetFrame';

/** The i18n key and values of one activity line ("You created", "You changed priority", "You commented"). */
export function activityText(activity: RecentActivity): { key: string; field?: string } {
  if (activity.comment || activity.field === 'comment') return { key: 'home.activity.commented' };
  if (activity.verb === 'created') return { key: 'home.activity.created' };
  if (activity.verb === 'deleted') return { key: 'home.activity.deleted' };
  if (activity.field) return { key: 'home.activity.changed', field: activity.field.replace(/_/g, ' ') };
  return { key: 'home.activity.updated' };
}

/** Recent activity: the caller's latest actions on work items, newest first, each linking to its item. */
export function RecentActivityWidget({ slug }: { slug: string }) {
  const { t, locale: language } = useT();
  const store = useStoreApi();
  const data = useAppStore((s) => selectWidgetData<RecentActivityData>(s, slug, 'recent_activity'));
  useEffect(() => {
    void store.getState().loadWidgetData(slug, 'recent_activity');
  }, [store, slug]);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <HomeWidgetFrame title={t('home.widget.recent_activity')}>
      {data === undefined ? <Spinner size="sm" /> : null}
      {data?.results.length === 0 ? <p className="cw-home-widget__empty">{t('home.recent_activity_empty')}</p> : null}
      {data && data.results.length > 0 ? (
        <ul className="cw-home-list" aria-label={t('home.widget.recent_activity')}>
          {data.results.map((activity) => {
            const item = activity.work_item;
            const key = `${item.project_identifier}-${item.sequence_id}`;
            const text = activityText(activity);
            return (
              <li key={activity.id}>
                <Link className="cw-home-list__row" to={`/${slug}/browse/${key}`}>
                  <span className="cw-home-list__what">{t(text.key, { field: text.field })}</span>
                  <span className="cw-home-list__key">{key}</span>
                  <span className="cw-home-list__name">{item.name}</span>
                  <time className="cw-home-list__kind" dateTime={activity.created_at}>
                    {when.format(new Date(activity.created_at))}
                  </time>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </HomeWidgetFrame>
  );
}
