import { useT } from '@cairn/i18n';
import type { PublicActivity } from '@cairn/types';
import { relativeTime } from './relative-time';

/** The item's history when the board shows it: who changed what, when. */
export function PeekActivity({ activity, now }: { activity: readonly PublicActivity[]; now: Date }) {
  const { t, locale: language } = useT();
  const line = (a: PublicActivity) => {
    const actor = a.actor?.display_name ?? t('spaces_item.activity.someone');
    if (a.verb === 'created') return t('spaces_item.activity.created', { actor });
    if (a.field && a.new_value) return t('spaces_item.activity.changed_to', { actor, field: a.field, value: a.new_value });
    if (a.field) return t('spaces_item.activity.changed', { actor, field: a.field });
    return t('spaces_item.activity.other', { actor });
  };
  return (
    <section className="cs-peek-section" aria-labelledby="cs-peek-activity">
      <h3 id="cs-peek-activity" className="cs-peek-section__title">{t('spaces_item.activity.title')}</h3>
      {activity.length === 0 ? (
        <p className="cs-peek-muted">{t('spaces_item.activity.empty')}</p>
      ) : (
        <ol className="cs-peek-activity">
          {activity.map((a) => (
            <li key={a.id}>
              <span>{line(a)}</span>{' '}
              <time className="cs-peek-muted" dateTime={a.created_at}>{relativeTime(a.created_at, now, language, t('spaces_item.time.just_now'))}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
