import { useT } from '@cairn/i18n';
import type { PublicActivity } from '@cairn/types';
import { relativeTime } from './relative-time';

/** i18n keys of the fields a public activity line may name (public-boards/public-activity.ts PUBLIC_FIELDS). */
const FIELD_KEYS: Record<string, string> = {
  name: 'spaces.spreadsheet.name',
  state: 'spaces_item.peek.state',
  priority: 'spaces_item.peek.priority',
  labels: 'spaces_item.peek.labels',
  start_date: 'spaces_item.peek.start_date',
  target_date: 'spaces_item.peek.target_date',
};

/** The item's history when the board shows it: who changed what, when. */
export function PeekActivity({ activity, now }: { activity: readonly PublicActivity[]; now: Date }) {
  const { t, locale: language } = useT();
  // The server names fields and priorities by key; the reader sees them in their language (dates in its format).
  const fieldLabel = (field: string) => (FIELD_KEYS[field] ? t(FIELD_KEYS[field]) : field);
  const valueLabel = (field: string, value: string) => {
    if (field === 'priority') return t(`work_items.priority.${value}`);
    if ((field === 'start_date' || field === 'target_date') && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
      return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
    }
    return value;
  };
  const line = (a: PublicActivity) => {
    const actor = a.actor?.display_name ?? t('spaces_item.activity.someone');
    if (a.verb === 'created') return t('spaces_item.activity.created', { actor });
    if (a.field && a.new_value) return t('spaces_item.activity.changed_to', { actor, field: fieldLabel(a.field), value: valueLabel(a.field, a.new_value) });
    if (a.field) return t('spaces_item.activity.changed', { actor, field: fieldLabel(a.field) });
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
