import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import type { ViewScope } from '@cairn/services';
import type { ListContext } from '@cairn/state';
import { Button, EmptyState, LayersIcon, Spinner } from '@cairn/ui-kit';
import { WorkItemListView } from '../../work-item-lists';
import { TeamViewsFrame } from '../components/TeamViewsFrame';
import { ViewDialogs } from '../components/ViewDialogs';
import { ViewHeaderActions, ViewStrip, useRouteView } from '../components/ViewScreenParts';
import { useWorkspaceRole } from '../hooks/use-views';
import { teamViewsPath } from '../paths';

/**
 * `/:workspaceSlug/teamspaces/:teamspaceId/views/:viewId`: one team view — the work items of the team's projects in the
 * view's list context (every layout), with the lock toggle and the view's menu.
 */
export function TeamViewRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { workspaceSlug: slug = '', teamspaceId = '', viewId = '' } = useParams();
  const role = useWorkspaceRole(slug);
  const scope = useMemo<ViewScope>(() => ({ kind: 'team', teamspaceId }), [teamspaceId]);
  const { view, lookedUp } = useRouteView(slug, scope, viewId, Boolean(teamspaceId));
  const ctx: ListContext = { kind: 'teamView', teamspaceId, viewId };
  return (
    <ViewDialogs slug={slug} scope={scope} role={role} leaveOnDelete>
      <TeamViewsFrame slug={slug} teamspaceId={teamspaceId} viewName={view?.name ?? ''} actions={view ? <ViewHeaderActions viewId={viewId} /> : undefined}>
        {view ? (
          <div className="cw-view-detail">
            <ViewStrip view={view} />
            <div className="cw-view-detail__list">
              <WorkItemListView slug={slug} ctx={ctx} />
            </div>
          </div>
        ) : lookedUp ? (
          <EmptyState
            icon={<LayersIcon size={32} />}
            title={t('views.not_found_title')}
            description={t('views.not_found_description')}
            action={<Button variant="outline" onClick={() => navigate(teamViewsPath(slug, teamspaceId))}>{t('views.back')}</Button>}
          />
        ) : (
          <div className="cw-center-pad"><Spinner /></div>
        )}
      </TeamViewsFrame>
    </ViewDialogs>
  );
}
