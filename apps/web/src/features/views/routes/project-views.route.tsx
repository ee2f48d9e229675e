import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import type { ViewScope } from '@cairn/services';
import { Button, PlusIcon } from '@cairn/ui-kit';
import { ProjectHeading, useProjectRoute } from '../../projects';
import { ViewDialogs } from '../components/ViewDialogs';
import { ViewFormModal } from '../components/ViewFormModal';
import { ViewsList } from '../components/ViewsList';
import { ViewsPageFrame } from '../components/ViewsPageFrame';
import { canCreateViews } from '../hooks/view-permissions';
import { useViews } from '../hooks/use-views';
import { projectViewPath } from '../paths';

/**
 * `/:workspaceSlug/projects/:projectId/views`: the project's saved views (the caller's private ones and every public
 * one) with a search by name; "Create view" for members and admins (a view made here starts with no filters — "Save as
 * view" on a list saves that list's).
 */
export function ProjectViewsRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const route = useProjectRoute();
  const { slug, projectId, role } = route;
  const scope = useMemo<ViewScope>(() => ({ kind: 'project', projectId }), [projectId]);
  const [creating, setCreating] = useState(false);
  const off = route.project?.issue_views_view === false;
  useViews(slug, scope, role !== undefined && !off);
  const actions = canCreateViews(role) ? (
    <Button size="sm" leftIcon={<PlusIcon size={14} />} onClick={() => setCreating(true)}>
      {t('views.actions.create')}
    </Button>
  ) : undefined;
  return (
    <ViewsPageFrame route={route} title={<ProjectHeading slug={slug} project={route.project} section={t('views.title')} />} actions={actions}>
      <ViewDialogs slug={slug} scope={scope} role={role}>
        <ViewsList onCreate={() => setCreating(true)} />
        <ViewFormModal
          slug={slug}
          scope={scope}
          open={creating}
          onClose={() => setCreating(false)}
          onSaved={(view) => navigate(projectViewPath(slug, projectId, view.id))}
        />
      </ViewDialogs>
    </ViewsPageFrame>
  );
}
