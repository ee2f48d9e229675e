import { useMemo } from 'react';
import { useT } from '@cairn/i18n';
import { PRIORITIES, STATE_GROUPS } from '@cairn/types';
import { selectMemberProfile, useAppStore } from '@cairn/state';
import { BreakdownList, Button, paletteColor, StackedProgressBar } from '@cairn/ui-kit';
import { useMemberStats } from '../hooks/use-member-profile';

const CARDS = ['assigned', 'created', 'completed', 'pending', 'subscribed'] as const;

/** The member's numbers over what the caller may see: totals, assigned items by state group and priority, shared projects. */
export function ProfileStats({ slug, userId }: { slug: string; userId: string }) {
  const { t, locale: language } = useT();
  const { entry, retry } = useMemberStats(slug, userId);
  // The header loads the profile; the shared projects come from the same answer.
  const profile = useAppStore((s) => selectMemberProfile(s, slug, userId));
  const n = useMemo(() => new Intl.NumberFormat(language).format, [language]);
  const stats = entry.data;
  if (!stats) {
    if (entry.status !== 'error') return <div className="cw-profile-card cw-profile-card--loading" aria-busy="true" />;
    return (
      <div className="cw-profile-error" role="alert">
        <p>{t('profile.stats.failed')}</p>
        <Button size="sm" variant="secondary" onClick={retry}>{t('profile.retry')}</Button>
      </div>
    );
  }
  const groups = STATE_GROUPS.map((group) => ({
    id: group, label: t(`work_items.state_groups.${group}`), value: stats.state_distribution.find((d) => d.state_group === group)?.count ?? 0,
    color: `var(--ck-color-state-${group})`,
  }));
  const priorities = [...PRIORITIES].reverse().map((priority, i) => ({
    id: priority, label: t(`work_items.priority.${priority}`), value: stats.priority_distribution.find((d) => d.priority === priority)?.count ?? 0,
    color: paletteColor(i),
  }));
  const projects = (profile.data?.projects ?? []).map((p) => ({ id: p.id, name: `${p.identifier} · ${p.name}`, completed: p.completed, total: p.assigned }));
  return (
    <section className="cw-profile-stats" aria-label={t('profile.stats.title')}>
      <ul className="cw-profile-cards">
        {CARDS.map((key) => (
          <li key={key} className="cw-profile-total">
            <span className="cw-profile-total__label">{t(`profile.stats.${key}`)}</span>
            <span className="cw-profile-total__value">{n(stats[key])}</span>
          </li>
        ))}
      </ul>
      <p className="cw-profile-hint">{t('profile.stats.hint')}</p>
      <div className="cw-profile-grid">
        <div className="cw-profile-card">
          <h3 className="cw-profile-card__title">{t('profile.stats.by_state_group')}</h3>
          <StackedProgressBar segments={groups} total={stats.assigned} showLegend label={t('profile.stats.by_state_group_label', { count: n(stats.assigned) })} />
        </div>
        <div className="cw-profile-card">
          <h3 className="cw-profile-card__title">{t('profile.stats.by_priority')}</h3>
          <StackedProgressBar segments={priorities} total={stats.assigned} showLegend label={t('profile.stats.by_priority')} />
        </div>
      </div>
      <div className="cw-profile-card">
        <h3 className="cw-profile-card__title">{t('profile.projects.title')}</h3>
        <BreakdownList rows={projects} aria-label={t('profile.projects.title')} emptyMessage={t('profile.projects.empty')} />
      </div>
    </section>
  );
}
