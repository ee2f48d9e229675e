import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import { STATE_GROUPS, type StateGroup } from '@cairn/types';
import { selectProject, selectSubIssueDistribution, selectSubIssues, selectSubIssuesLoader, useAppStore } from '@cairn/state';
import { Spinner, StackedProgressBar } from '@cairn/ui-kit';
import { browsePath, workItemKey } from '../../work-items';

const color = (group: StateGroup) => `var(--ck-color-state-${group})`;

/**
 * An epic's progress: its child work items counted by state group (the server's state_distribution, kept current by
 * the store as children change state) as one bar with the numbers per group, and the children themselves.
 */
export function EpicProgressPanel(props: { slug: string; projectId: string; epicId: string }) {
  const { t } = useT();
  const distribution = useAppStore((s) => selectSubIssueDistribution(s, props.epicId));
  const children = useAppStore((s) => selectSubIssues(s, props.epicId));
  const loader = useAppStore((s) => selectSubIssuesLoader(s, props.epicId));
  const identifier = useAppStore((s) => selectProject(s, props.projectId)?.identifier);
  const segments = STATE_GROUPS.map((group) => ({ id: group, label: t(`epics.progress.groups.${group}`), value: distribution[group] ?? 0, color: color(group) }));
  const total = segments.reduce((sum, s) => sum + s.value, 0);
  const completed = distribution.completed ?? 0;
  const percent = total > 0 ? Math.round((completed / total) * 100) : 0;
  return (
    <section className="cw-epic-progress" aria-label={t('epics.progress.title')}>
      <header className="cw-epic-progress__head">
        <h2 className="cw-epic-progress__title">{t('epics.progress.title')}</h2>
        <span className="cw-epic-progress__percent">{t('epics.progress.percent', { percent })}</span>
      </header>
      {loader === 'init-loader' ? (
        <Spinner size="sm" />
      ) : total === 0 ? (
        <p className="cw-epic-progress__empty">{t('epics.progress.empty')}</p>
      ) : (
        <>
          <StackedProgressBar segments={segments} total={total} label={t('epics.progress.done', { completed, total })} showLegend size="md" />
          <ul className="cw-epic-progress__children" aria-label={t('epics.progress.children')}>
            {children.map((child) => {
              const key = workItemKey(child.project_identifier ?? identifier, child.sequence_id);
              return (
                <li key={child.id} className="cw-epic-progress__child">
                  <span className="cw-epic-progress__dot" style={{ background: child.state__group ? color(child.state__group) : undefined }} aria-hidden="true" />
                  <span className="cw-epic-progress__key">{key}</span>
                  <Link className="cw-epic-progress__name" to={browsePath(props.slug, key)}>{child.name}</Link>
                  <span className="cw-epic-progress__group">{child.state__group ? t(`epics.progress.groups.${child.state__group}`) : ''}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
