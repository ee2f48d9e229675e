import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import type { ViewScope } from '@cairn/services';
import { Button, PlusIcon } from '@cairn/ui-kit';
import { TeamViewsFrame } from '../components/TeamViewsFrame';
import { ViewDialogs } from '../components/ViewDialogs';
import { ViewFormModal } from '../components/ViewFormModal';
import { ViewsList } from '../components/ViewsList';
import { canCreateViews } from '../hooks/view-permissions';
import { useViews, useWorkspaceRole } from '../hooks/use-views';
import { teamViewPath } from '../paths';

/**
 * `/:workspaceSlug/teamspaces/:teamspaceId/views`: a team's saved views (filters over the team's projects) with a
 * search by name; workspace members create, admins and owners edit, lock and delete; guests read.
 */
export function TeamViewsRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { workspaceSlug: slug = '', teamspaceId = '' } = useParams();
  const role = useWorkspaceRole(slug);
  const scope = useMemo<ViewScope>(() => ({ kind: 'team', teamspaceId }), [teamspaceId]);
  const [creating, setCreating] = useState(false);
  useViews(slug, scope, Boolean(teamspaceId));
  const actions = canCreateViews(role) ? (
    <Button size="sm" leftIcon={<PlusIcon size={14} />} onClick={() => setCreating(true)}>
      {t('views.actions.create')}
    </Button>
  ) : undefined;
  return (
    <ViewDialogs slug={slug} scope={scope} role={role}>
      <TeamViewsFrame slug={slug} teamspaceId={teamspaceId} withTabs actions={actions}>
        <ViewsList onCreate={() => setCreating(true)} />
      </TeamViewsFrame>
      <ViewFormModal slug={slug} scope={scope} open={creating} onClose={() => setCreating(false)} onSaved={(view) => navigate(teamViewPath(slug, teamspaceId, view.id))} />
    </ViewDialogs>
  );
}
