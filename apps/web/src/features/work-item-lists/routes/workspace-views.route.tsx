import { Navigate, useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { GLOBAL_VIEW_IDS, type GlobalViewId } from '@cairn/types';
import { LayersIcon, Tabs } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { WorkItemListView } from '../components/WorkItemListView';
import { workspaceViewPath } from '../paths';

const isGlobalView = (value: string | undefined): value is GlobalViewId => (GLOBAL_VIEW_IDS as readonly string[]).includes(value ?? '');

/**
 * `/:workspaceSlug/workspace-views/:globalViewId`: the four built-in views over every project the caller can see
 * (spreadsheet by default, no creation); an unknown id goes to all-issues.
 */
export function WorkspaceViewsRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { workspaceSlug = '', globalViewId } = useParams();
  if (!isGlobalView(globalViewId)) return <Navigate to={workspaceViewPath(workspaceSlug)} replace />;
  return (
    <AreaPage title={t('sidebar.views')} icon={<LayersIcon size={18} />}>
      <div className="cw-wil-page">
        <Tabs
          size="sm"
          aria-label={t('work_item_lists.views.tabs')}
          items={GLOBAL_VIEW_IDS.map((id) => ({ id, label: t(`work_item_lists.views.names.${id}`) }))}
          value={globalViewId}
          onChange={(id) => navigate(workspaceViewPath(workspaceSlug, id as GlobalViewId))}
        />
        <WorkItemListView slug={workspaceSlug} ctx={{ kind: 'workspace', view: globalViewId }} />
      </div>
    </AreaPage>
  );
}
