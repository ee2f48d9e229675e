import { useEffect, useMemo, useState } from 'react';
import type { Module, PlanningAnalyticsType } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { selectModuleAnalytics, selectProject, useAppStore, useStoreApi } from '@cairn/state';
import { Avatar, BreakdownList, BurndownChart, Spinner } from '@cairn/ui-kit';
import { useModuleLabels, type ModulePerson } from '../hooks/use-module-data';

const TYPES: readonly PlanningAnalyticsType[] = ['points', 'issues'];

/**
 * The module's burndown (spec §9: plot type burndown) counted in estimate points or work items — points by default
 * when the project estimates, else work items — and its assignee and label breakdowns. Read again whenever the
 * module's counts change (own writes and live events refresh the record).
 */
export function ModuleAnalytics(props: { slug: string; module: Module; people: ReadonlyMap<string, ModulePerson> }) {
  const { t } = useT();
  const { module, slug } = props;
  const storeApi = useStoreApi();
  const estimated = useAppStore((s) => !!selectProject(s, module.project_id)?.estimate);
  const [chosen, setChosen] = useState<PlanningAnalyticsType | null>(null);
  const type = chosen ?? (estimated ? 'points' : 'issues');
  const analytics = useAppStore((s) => selectModuleAnalytics(s, module.id, type));
  const labels = useModuleLabels(slug, module.project_id);
  // What the numbers depend on: a change of items, their states or the dates asks again.
  const version = [module.total_issues, module.completed_issues, module.cancelled_issues, module.started_issues, module.start_date, module.target_date, module.updated_at].join('|');
  const [failed, setFailed] = useState<string | null>(null);
  const key = `${module.id}:${type}`;
  useEffect(() => {
    // A failure is only logged (spec §8); the section says it has no numbers.
    void storeApi.getState().loadModuleAnalytics(slug, module.project_id, module.id, type).then((answer) => setFailed(answer ? null : `${module.id}:${type}`));
  }, [storeApi, slug, module.project_id, module.id, type, version]);

  const assignees = useMemo(
    () => (analytics?.assignees ?? []).map((row) => {
      const person = row.id ? props.people.get(row.id) : undefined;
      const name = person?.name ?? (row.id ? t('modules.analytics.former_member') : t('modules.analytics.no_assignee'));
      return { id: row.id ?? 'none', name, completed: row.completed, total: row.total, leading: <Avatar size="xs" name={name} colorSeed={row.id ?? undefined} src={person?.avatarUrl} /> };
    }),
    [analytics, props.people, t],
  );
  const labelRows = useMemo(
    () => (analytics?.labels ?? []).map((row) => {
      const label = row.id ? labels.get(row.id) : undefined;
      return {
        id: row.id ?? 'none',
        name: label?.name ?? (row.id ? t('modules.analytics.deleted_label') : t('modules.analytics.no_label')),
        completed: row.completed,
        total: row.total,
        color: label?.color,
        leading: <span className="cw-module-label-dot" style={{ background: label?.color ?? 'var(--ck-color-border-strong)' }} />,
      };
    }),
    [analytics, labels, t],
  );
  const unit = type === 'points' ? t('modules.analytics.points') : t('modules.analytics.issues');

  return (
    <section className="cw-module-section" aria-labelledby="module-analytics-heading">
      <div className="cw-module-section__head">
        <h3 id="module-analytics-heading" className="cw-module-section__title">
          {t('modules.analytics.title')}
        </h3>
        <div className="cw-module-segmented" role="radiogroup" aria-label={t('modules.analytics.type')}>
          {TYPES.map((value) => (
            <button key={value} type="button" role="radio" aria-checked={type === value} className={type === value ? 'cw-module-segmented__on' : undefined} onClick={() => setChosen(value)}>
              {value === 'points' ? t('modules.analytics.points') : t('modules.analytics.issues')}
            </button>
          ))}
        </div>
      </div>
      {analytics ? (
        <>
          <BurndownChart
            title={t('modules.analytics.burndown')}
            hideTitle
            unitLabel={unit}
            points={analytics.completion_chart}
            height={200}
            emptyMessage={t('modules.analytics.no_dates')}
          />
          <h4 className="cw-module-section__subtitle">{t('modules.analytics.assignees')}</h4>
          <BreakdownList rows={assignees} aria-label={t('modules.analytics.assignees')} emptyMessage={t('modules.analytics.nothing')} />
          <h4 className="cw-module-section__subtitle">{t('modules.analytics.labels')}</h4>
          <BreakdownList rows={labelRows} aria-label={t('modules.analytics.labels')} emptyMessage={t('modules.analytics.nothing')} />
        </>
      ) : failed === key ? (
        <p className="cw-module-section__empty">{t('modules.analytics.load_error')}</p>
      ) : (
        <div className="cw-center-pad">
          <Spinner size="sm" />
        </div>
      )}
    </section>
  );
}
