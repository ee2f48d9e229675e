import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import type { ViewScope } from '@cairn/services';
import type { ListContext } from '@cairn/state';
import { Button, EmptyState, LayersIcon, Spinner } from '@cairn/ui-kit';
import { ProjectHeading, useProjectRoute } from '../../projects';
import { WorkItemListView } from '../../work-item-lists';
import { ViewDialogs } from '../components/ViewDialogs';
import { ViewHeaderActions, ViewStrip, useRouteView } from '../components/ViewScreenParts';
import { ViewsPageFrame } from '../components/ViewsPageFrame';
import { projectViewsPath } from '../paths';

/**
 * `/:workspaceSlug/projects/:projectId/views/:viewId`: one project view — its work items in the view's list context
 * (every layout; the view's filters and display settings are the list's, a locked view's filters stay as saved), with
 * the lock toggle, the favorite star and the view's menu in the header.
 */
export function ProjectViewRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { viewId = '' } = useParams();
  const route = useProjectRoute();
  const { slug, projectId, role } = route;
  const scope = useMemo<ViewScope>(() => ({ kind: 'project', projectId }), [projectId]);
  const off = route.project?.issue_views_view === false;
  const { view, lookedUp } = useRouteView(slug, scope, viewId, role !== undefined && !off);
  const ctx: ListContext = { kind: 'view', projectId, viewId };
  const title = (
    <span className="cw-view-title">
      <ProjectHeading slug={slug} project={route.project} section={t('views.title')} sectionTo={projectViewsPath(slug, projectId)} />
      {view ? (
        <>
          <span className="cw-breadcrumb-sep" aria-hidden="true">/</span>
          <span className="cw-view-title__name">{view.name}</span>
        </>
      ) : null}
    </span>
  );
  return (
    <ViewDialogs slug={slug} scope={scope} role={role} leaveOnDelete>
      <ViewsPageFrame route={route} title={title} actions={view ? <ViewHeaderActions viewId={viewId} /> : undefined}>
        {view ? (
          <div className="cw-view-detail">
            <ViewStrip view={view} />
            <div className="cw-view-detail__list">
              <WorkItemListView slug={slug} ctx={ctx} projectRole={role} />
            </div>
          </div>
        ) : lookedUp ? (
          <EmptyState
            icon={<LayersIcon size={32} />}
            title={t('views.not_found_title')}
            description={t('views.not_found_description')}
            action={<Button variant="outline" onClick={() => navigate(projectViewsPath(slug, projectId))}>{t('views.back')}</Button>}
          />
        ) : (
          <div className="cw-center-pad"><Spinner /></div>
        )}
      </ViewsPageFrame>
    </ViewDialogs>
  );
}
