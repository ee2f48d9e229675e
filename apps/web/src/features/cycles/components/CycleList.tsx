import type { ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import type { CycleRecord } from '@cairn/state';
import { CycleRow } from './CycleRow';

/** Cycles as list rows (the cycles page's list layout, spec §9), optionally split into titled groups. */
export function CycleList({ cycles, label, groups }: { cycles: readonly CycleRecord[]; label: string; groups?: Array<{ title: string; cycles: readonly CycleRecord[] }> }) {
  const { t } = useT();
  const list = (items: readonly CycleRecord[], name: string): ReactNode => (
    <ul className="cw-project-list" aria-label={name}>
      {items.map((cycle) => (
        <CycleRow key={cycle.id} cycleId={cycle.id} />
      ))}
    </ul>
  );
  if (!groups) return list(cycles, label);
  return (
    <>
      {groups.filter((g) => g.cycles.length > 0).map((g) => (
        <section key={g.title} className="cw-cycle-group">
          <h2 className="cw-cycle-group__title">
            {g.title} <span className="cw-cycle-group__count">{t('cycles.count', { count: g.cycles.length })}</span>
          </h2>
          {list(g.cycles, g.title)}
        </section>
      ))}
    </>
  );
}
