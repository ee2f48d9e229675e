import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import {
  canAdministerTeamspaces, canManageTeamspace, selectMyWorkspaceRole, selectTeamspace, useAppStore, useStoreApi, type ListContext,
} from '@cairn/state';
import { Button, EmptyState, Menu, MoreHorizontalIcon, SettingsIcon, Spinner, TrashIcon, UsersIcon } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { WorkItemListView } from '../../work-item-lists';
import { TeamspaceFormModal } from '../components/TeamspaceFormModal';
import { TeamspaceHeader } from '../components/TeamspaceHeader';
import { TeamspaceTabs } from '../components/TeamspaceTabs';
import { useTeamspaces, useWorkspaceMembers } from '../hooks/use-teamspaces';
import { teamspacesPath } from '../paths';
import '../teamspaces.css';

/** The header's actions: settings (admins and the lead) and the menu with delete (admins). */
function TeamspaceActions(props: { slug: string; teamspaceId: string; onSettings: () => void; onDelete: () => void }) {
  const { t } = useT();
  const team = useAppStore((s) => selectTeamspace(s, props.teamspaceId));
  const role = useAppStore((s) => selectMyWorkspaceRole(s, props.slug));
  const userId = useAppStore((s) => s.currentUser?.id);
  if (!team) return null;
  const admin = canAdministerTeamspaces(role);
  return (
    <>
      {canManageTeamspace(team, role, userId) ? (
        <Button size="sm" variant="outline" leftIcon={<SettingsIcon size={14} />} onClick={props.onSettings} aria-label={t('teamspaces.settings')} title={t('teamspaces.settings')}>
          <span className="cw-team-actions__text">{t('teamspaces.settings')}</span>
        </Button>
      ) : null}
      {admin ? (
        <Menu
          align="end"
          trigger={<MoreHorizontalIcon size={16} />}
          triggerLabel={t('teamspaces.menu', { name: team.name })}
          items={[{ id: 'delete', label: t('teamspaces.delete'), icon: <TrashIcon size={14} />, danger: true, onClick: props.onDelete }]}
        />
      ) : null}
    </>
  );
}

/**
 * `/:workspaceSlug/teamspaces/:teamspaceId`: the team's name, lead, members and projects over two tabs; "Work items"
 * lists the items of the team's projects (the team list context, every layout); "Views" links to the team's views.
 */
export function TeamspaceDetailRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { workspaceSlug: slug = '', teamspaceId = '' } = useParams();
  const storeApi = useStoreApi();
  useTeamspaces(slug);
  useWorkspaceMembers(slug);
  const team = useAppStore((s) => selectTeamspace(s, teamspaceId));
  const role = useAppStore((s) => selectMyWorkspaceRole(s, slug));
  const [lookedUp, setLookedUp] = useState(false);
  const [dialog, setDialog] = useState<'settings' | 'delete' | null>(null);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => {
    setLookedUp(false);
    if (storeApi.getState().teamspacesById[teamspaceId]) return;
    void storeApi.getState().loadTeamspace(slug, teamspaceId).finally(() => setLookedUp(true));
  }, [storeApi, slug, teamspaceId]);

  const remove = async () => {
    setDeleting(true);
    try {
      await storeApi.getState().deleteTeamspace(slug, teamspaceId);
      storeApi.getState().pushToast({ type: 'success', title: t('teamspaces.deleted') });
      navigate(teamspacesPath(slug));
    } catch {
      // The store showed why.
    } finally {
      setDeleting(false);
    }
  };

  const title = (
    <span className="cw-team-title">
      <Link to={teamspacesPath(slug)} className="cw-team-title__section">{t('teamspaces.title')}</Link>
      {team ? (
        <>
          <span className="cw-breadcrumb-sep" aria-hidden="true">/</span>
          <span className="cw-team-title__name">{team.name}</span>
        </>
      ) : null}
    </span>
  );
  const ctx: ListContext = { kind: 'team', teamspaceId };
  let body;
  if (team) {
    body = (
      <div className="cw-team-detail">
        <TeamspaceHeader slug={slug} teamspaceId={teamspaceId} />
        <TeamspaceTabs slug={slug} teamspaceId={teamspaceId} active="work_items" />
        <div className="cw-team-detail__list">
          <WorkItemListView slug={slug} ctx={ctx} />
        </div>
      </div>
    );
  } else if (lookedUp) {
    body = (
      <EmptyState
        icon={<UsersIcon size={32} />}
        title={t('teamspaces.not_found_title')}
        description={t('teamspaces.not_found_description')}
        action={<Button variant="outline" onClick={() => navigate(teamspacesPath(slug))}>{t('teamspaces.back')}</Button>}
      />
    );
  } else {
    body = <div className="cw-center-pad"><Spinner /></div>;
  }
  return (
    <AreaPage
      title={title}
      icon={<UsersIcon size={16} />}
      actions={team ? <TeamspaceActions slug={slug} teamspaceId={teamspaceId} onSettings={() => setDialog('settings')} onDelete={() => setDialog('delete')} /> : undefined}
    >
      {body}
      {team ? (
        <TeamspaceFormModal slug={slug} open={dialog === 'settings'} team={team} canAdminister={canAdministerTeamspaces(role)} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmModal
        open={dialog === 'delete'}
        title={t('teamspaces.delete_title')}
        description={t('teamspaces.delete_description', { name: team?.name ?? '' })}
        confirmLabel={t('teamspaces.delete')}
        busy={deleting}
        onConfirm={() => void remove()}
        onClose={() => setDialog(null)}
      />
    </AreaPage>
  );
}
