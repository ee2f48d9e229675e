import type { Module } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { StackedProgressBar } from '@cairn/ui-kit';
import { progressSegments } from '../hooks/module-format';

/** A module's work items by state group as a stacked bar, headed "3 of 8 done" (completed of all). */
export function ModuleProgress(props: { module: Module; size?: 'sm' | 'md'; showLegend?: boolean }) {
  const { t } = useT();
  const { module } = props;
  const label = module.total_issues > 0
    ? t('modules.progress.summary', { completed: module.completed_issues, total: module.total_issues })
    : t('modules.progress.none');
  return (
    <StackedProgressBar
      className="cw-module-progress"
      segments={progressSegments(module, t)}
      total={module.total_issues}
      label={label}
      size={props.size ?? 'sm'}
      showLegend={props.showLegend}
    />
  );
}
