import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { canAdministerTeamspaces, selectMyWorkspaceRole, selectTeamspaces, useAppStore } from '@cairn/state';
import { Button, EmptyState, PlusIcon, Spinner, UsersIcon } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { TeamspaceCard } from '../components/TeamspaceCard';
import { TeamspaceFormModal } from '../components/TeamspaceFormModal';
import { useTeamspaces, useWorkspaceMembers } from '../hooks/use-teamspaces';
import { useWorkspacePeople } from '../hooks/use-workspace-people';
import { teamspacePath } from '../paths';
import '../teamspaces.css';

/** `/:workspaceSlug/teamspaces`: the workspace's teams; workspace admins create them. */
export function TeamspacesRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { workspaceSlug: slug = '' } = useParams();
  const status = useTeamspaces(slug);
  useWorkspaceMembers(slug);
  const teams = useAppStore((s) => selectTeamspaces(s, slug));
  const role = useAppStore((s) => selectMyWorkspaceRole(s, slug));
  const userId = useAppStore((s) => s.currentUser?.id);
  const { byId } = useWorkspacePeople(slug);
  const [creating, setCreating] = useState(false);
  const canCreate = canAdministerTeamspaces(role);

  const create = canCreate ? (
    <Button size="sm" leftIcon={<PlusIcon size={14} />} onClick={() => setCreating(true)}>
      {t('teamspaces.new')}
    </Button>
  ) : undefined;
  let body;
  if (teams.length > 0) {
    body = (
      <ul className="cw-team-list" aria-label={t('teamspaces.title')}>
        {teams.map((team) => (
          <TeamspaceCard key={team.id} slug={slug} team={team} people={byId} mine={!!userId && team.member_ids.includes(userId)} />
        ))}
      </ul>
    );
  } else if (status === 'idle' || status === 'loading') {
    body = <div className="cw-center-pad"><Spinner /></div>;
  } else {
    body = (
      <EmptyState
        icon={<UsersIcon size={32} />}
        title={t('teamspaces.empty_title')}
        description={t(canCreate ? 'teamspaces.empty_description_admin' : 'teamspaces.empty_description')}
        action={create}
      />
    );
  }
  return (
    <AreaPage title={t('teamspaces.title')} icon={<UsersIcon size={16} />} actions={create}>
      {body}
      {canCreate ? (
        <TeamspaceFormModal
          slug={slug}
          open={creating}
          canAdminister
          onClose={() => setCreating(false)}
          onSaved={(team) => navigate(teamspacePath(slug, team.id))}
        />
      ) : null}
    </AreaPage>
  );
}
