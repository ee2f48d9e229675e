import type { ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { useSpacesStore, type PublicItemDetail } from '@cairn/state';
import { AvatarGroup, PriorityIcon, StateGroupIcon } from '@cairn/ui-kit';

function formatDate(date: string, language: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  try {
    return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
  } catch {
    return date;
  }
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="cs-peek-props__name">{label}</dt>
      <dd className="cs-peek-props__value">{children}</dd>
    </>
  );
}

/** The item's properties, named from the board's own lists (states, labels, members, cycles, modules). */
export function PeekProperties({ item }: { item: PublicItemDetail }) {
  const { t, locale: language } = useT();
  const state = useSpacesStore((s) => s.boardStates.find((x) => x.id === item.state_id));
  const labelsList = useSpacesStore((s) => s.boardLabels);
  const membersList = useSpacesStore((s) => s.boardMembers);
  const cycle = useSpacesStore((s) => s.boardCycles.find((c) => c.id === item.cycle_id));
  const modulesList = useSpacesStore((s) => s.boardModules);
  const labels = labelsList.filter((l) => item.label_ids.includes(l.id));
  const assignees = membersList.filter((m) => item.assignee_ids.includes(m.id));
  const modules = modulesList.filter((m) => item.module_ids.includes(m.id));
  const none = <span className="cs-peek-muted">{t('spaces_item.peek.none')}</span>;
  const priority = t(`work_items.priority.${item.priority}`);
  return (
    <dl className="cs-peek-props" aria-label={t('spaces_item.peek.properties')}>
      <Row label={t('spaces_item.peek.state')}>
        {state ? (
          <span className="cs-peek-chip">
            <StateGroupIcon group={state.group} color={state.color} />
            {state.name}
          </span>
        ) : none}
      </Row>
      <Row label={t('spaces_item.peek.priority')}>
        <span className="cs-peek-chip">
          <PriorityIcon priority={item.priority} />
          {priority}
        </span>
      </Row>
      <Row label={t('spaces_item.peek.labels')}>
        {labels.length ? (
          <span className="cs-peek-chips">
            {labels.map((l) => (
              <span key={l.id} className="cs-peek-chip">
                <span className="cs-peek-dot" style={{ background: l.color }} aria-hidden="true" />
                {l.name}
              </span>
            ))}
          </span>
        ) : none}
      </Row>
      <Row label={t('spaces_item.peek.assignees')}>
        {assignees.length ? (
          <span className="cs-peek-chips">
            <AvatarGroup users={assignees.map((m) => ({ id: m.id, name: m.display_name, src: m.avatar_url }))} size="xs" max={5} />
            <span>{assignees.map((m) => m.display_name).join(', ')}</span>
          </span>
        ) : none}
      </Row>
      <Row label={t('spaces_item.peek.start_date')}>{item.start_date ? formatDate(item.start_date, language) : none}</Row>
      <Row label={t('spaces_item.peek.target_date')}>{item.target_date ? formatDate(item.target_date, language) : none}</Row>
      <Row label={t('spaces_item.peek.cycle')}>{cycle ? cycle.name : none}</Row>
      <Row label={t('spaces_item.peek.modules')}>{modules.length ? modules.map((m) => m.name).join(', ') : none}</Row>
    </dl>
  );
}
