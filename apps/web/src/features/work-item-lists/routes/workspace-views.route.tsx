import { Navigate, useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { GLOBAL_VIEW_IDS, type GlobalViewId } from '@cairn/types';
import type { ListContext } from '@cairn/state';
import { LayersIcon, Tabs } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { GlobalViewTabs } from '../../views';
import { WorkItemListView } from '../components/WorkItemListView';
import { workspaceViewPath } from '../paths';

const isGlobalView = (value: string | undefined): value is GlobalViewId => (GLOBAL_VIEW_IDS as readonly string[]).includes(value ?? '');
// A saved global view's id (UUIDs in the app; the server answers 404 for one that is not there or not the caller's to see).
const SAVED_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * `/:workspaceSlug/workspace-views/:globalViewId`: the four built-in views and the workspace's saved views over every
 * project the caller can see (spreadsheet by default, no creation), as tabs; "+" saves the open tab as a new view. An
 * unknown id goes to all-issues.
 */
export function WorkspaceViewsRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { workspaceSlug = '', globalViewId } = useParams();
  const builtIn = isGlobalView(globalViewId);
  if (!builtIn && !SAVED_ID.test(globalViewId ?? '')) return <Navigate to={workspaceViewPath(workspaceSlug)} replace />;
  const id = globalViewId as string;
  const ctx: ListContext = builtIn ? { kind: 'workspace', view: id as GlobalViewId } : { kind: 'globalView', viewId: id };
  // While the saved views' code loads: the built-in tabs alone.
  const fallback = (
    <Tabs
      size="sm"
      aria-label={t('work_item_lists.views.tabs')}
      items={GLOBAL_VIEW_IDS.map((view) => ({ id: view, label: t(`work_item_lists.views.names.${view}`) }))}
      value={id}
      onChange={(view) => navigate(workspaceViewPath(workspaceSlug, view as GlobalViewId))}
    />
  );
  return (
    <AreaPage title={t('sidebar.views')} icon={<LayersIcon size={18} />}>
      <div className="cw-wil-page">
        <GlobalViewTabs slug={workspaceSlug} value={id} fallback={fallback} />
        <WorkItemListView slug={workspaceSlug} ctx={ctx} />
      </div>
    </AreaPage>
  );
}
