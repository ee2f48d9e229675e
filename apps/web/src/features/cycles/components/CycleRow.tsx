import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectCycle, selectProjectMembers, useAppStore, type CycleRecord } from '@cairn/state';
import { Avatar, IconButton, Menu, MoreHorizontalIcon, StarIcon } from '@cairn/ui-kit';
import { memberName } from '../../../shared/member-name';
import { canDeleteCycle, canEditCycles } from '../hooks/cycle-permissions';
import { daysBetween, formatDateRange, shownStatus } from '../hooks/cycle-format';
import { useCycleScreen } from '../hooks/cycle-screen';
import { cyclePath } from '../paths';
import { CycleProgressBar } from './CycleProgressBar';
import { CycleStatusBadge } from './CycleStatusBadge';
import { cycleMenuItems } from './cycle-menu';

/** The owner's avatar (a project member), if known. */
export function CycleOwner({ cycle }: { cycle: CycleRecord }) {
  const { t } = useT();
  const owner = useAppStore((s) => selectProjectMembers(s, cycle.project_id).find((m) => m.member.id === cycle.owned_by_id)?.member);
  if (!owner) return null;
  const name = memberName(owner);
  return (
    <span className="cw-cycle-owner" title={t('cycles.fields.owner_named', { name })}>
      <Avatar size="xs" name={name} colorSeed={owner.id} src={owner.avatar_url ?? undefined} />
      <span className="cw-cycle-owner__name">{name}</span>
    </span>
  );
}

/** The favorite star of a cycle (personal: every role may use it). */
export function CycleFavoriteButton({ cycle }: { cycle: CycleRecord }) {
  const { t } = useT();
  const { slug } = useCycleScreen();
  const toggle = useAppStore((s) => s.toggleCycleFavorite);
  if (cycle.archived_at) return null;
  return (
    <IconButton
      size="sm"
      aria-label={t(cycle.is_favorite ? 'cycles.actions.unfavorite' : 'cycles.actions.favorite', { name: cycle.name })}
      aria-pressed={cycle.is_favorite}
      className={cycle.is_favorite ? 'cw-star--on' : undefined}
      icon={<StarIcon size={16} />}
      onClick={() => void toggle(slug, cycle.project_id, cycle.id).catch(() => undefined)}
    />
  );
}

/** A cycle's menu (edit, archive, transfer, copy link, delete) as the caller's role allows. */
export function CycleMenu({ cycle, withAddItems = false }: { cycle: CycleRecord; withAddItems?: boolean }) {
  const { t } = useT();
  const screen = useCycleScreen();
  const items = cycleMenuItems({
    t, cycle, today: screen.today, canEdit: canEditCycles(screen.role), canDelete: canDeleteCycle(screen.role, cycle, screen.userId),
    withAddItems, open: screen.open, copyLink: screen.copyLink,
  });
  return <Menu align="end" trigger={<MoreHorizontalIcon size={16} />} triggerLabel={t('cycles.actions.more', { name: cycle.name })} items={items} />;
}

/** When a cycle runs: its dates, and how many days are left or until it starts. */
export function CycleDates({ cycle }: { cycle: CycleRecord }) {
  const { t, locale: language } = useT();
  const { today } = useCycleScreen();
  const range = formatDateRange(cycle.start_date, cycle.end_date, language);
  if (!range) return <span className="cw-cycle-dates cw-muted">{t('cycles.dates.none')}</span>;
  const status = shownStatus(cycle, today);
  const hint = status === 'current' && cycle.end_date
    ? t('cycles.dates.days_left', { count: Math.max(0, daysBetween(today, cycle.end_date)) })
    : status === 'upcoming' && cycle.start_date
      ? t('cycles.dates.starts_in', { count: daysBetween(today, cycle.start_date) })
      : undefined;
  return (
    <span className="cw-cycle-dates">
      <span>{range}</span>
      {hint ? <span className="cw-cycle-dates__hint">{hint}</span> : null}
    </span>
  );
}

/** One cycle in a list: name, dates, status, progress, owner, favorite and menu. */
export function CycleRow({ cycleId }: { cycleId: string }) {
  const { slug, today } = useCycleScreen();
  const cycle = useAppStore((s) => selectCycle(s, cycleId));
  if (!cycle) return null;
  return (
    <li className="cw-project-row cw-cycle-row">
      <div className="cw-project-row__main cw-cycle-row__main">
        <Link className="cw-project-row__name" to={cyclePath(slug, cycle.project_id, cycle.id)}>
          {cycle.name}
        </Link>
        <CycleDates cycle={cycle} />
      </div>
      <div className="cw-cycle-row__progress">
        <CycleProgressBar counts={cycle} />
      </div>
      <div className="cw-cycle-row__meta">
        <CycleStatusBadge cycle={cycle} today={today} />
        <CycleOwner cycle={cycle} />
        <CycleFavoriteButton cycle={cycle} />
        <CycleMenu cycle={cycle} />
      </div>
    </li>
  );
}
