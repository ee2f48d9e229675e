import type { ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { ANALYTICS_TABS, type AnalyticsTab } from '@cairn/types';
import { ChartIcon, Tabs } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { useAnalyticsScope } from '../hooks/use-analytics-answers';
import { useAnalyticsParams } from '../hooks/use-analytics-params';
import { AnalyticsToolbar } from './AnalyticsToolbar';
import { OverviewTab } from './OverviewTab';
import { ProjectsTab } from './ProjectsTab';
import { WorkItemsTab } from './WorkItemsTab';
import '../analytics.css';

/**
 * The analytics page (spec §2): duration and project choice kept in the URL, tabs overview / work items / projects.
 * With `projectId` the same page is scoped to that project (no project picker, no projects tab); `gate` wraps the
 * content (the project's membership gate).
 */
export function AnalyticsScreen(props: { slug: string; projectId?: string; title: ReactNode; gate?: (content: ReactNode) => ReactNode }) {
  const { slug, projectId } = props;
  const { t } = useT();
  const [params, setParams] = useAnalyticsParams();
  const scope = useAnalyticsScope(params.duration, projectId ? [projectId] : params.projectIds);
  const tabs: readonly AnalyticsTab[] = projectId ? ANALYTICS_TABS.filter((tab) => tab !== 'projects') : ANALYTICS_TABS;
  const tab = tabs.includes(params.tab) ? params.tab : 'overview';
  return (
    <AreaPage title={props.title} icon={projectId ? undefined : <ChartIcon size={18} />}>
      {(props.gate ?? ((content) => content))(
      <div className="cw-analytics">
        <AnalyticsToolbar slug={slug} params={params} onParams={setParams} withProjects={!projectId} />
        <Tabs
          aria-label={t('analytics.tabs_label')}
          items={tabs.map((id) => ({ id, label: t(`analytics.tabs.${id}`) }))}
          value={tab}
          onChange={(id) => setParams({ tab: id as AnalyticsTab })}
        />
        <div role="tabpanel" aria-label={t(`analytics.tabs.${tab}`)} className="cw-analytics__panel">
          {tab === 'overview' && <OverviewTab slug={slug} scope={scope} projectId={projectId} />}
          {tab === 'work_items' && <WorkItemsTab slug={slug} scope={scope} params={params} onParams={setParams} projectId={projectId} />}
          {tab === 'projects' && <ProjectsTab slug={slug} scope={scope} />}
        </div>
      </div>,
      )}
    </AreaPage>
  );
}
