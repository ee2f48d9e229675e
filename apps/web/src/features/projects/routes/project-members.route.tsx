import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROLE, type ProjectMember, type Role } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { canEditProjectSettingsTab, selectProjectMembers, selectWorkspaceMembers, useAppStore, useStoreApi } from '@cairn/state';
import { Avatar, Badge, Button, EmptyState, PlusIcon, Select, Spinner } from '@cairn/ui-kit';
import { SettingsSection, parseRole, roleLabelKey, roleOptions } from '../../settings';
import { AddProjectMembersModal } from '../components/AddProjectMembersModal';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { memberName } from '../../../shared/member-name';
import { useProjectSettings } from '../hooks/use-project';
import { projectsPath } from '../paths';
import '../../../app/styles/settings.css';

type Pending = { kind: 'remove'; member: ProjectMember } | { kind: 'leave' } | null;

/** Settings → Members: the project's members; admins add, change roles and remove; anyone may leave. */
export function ProjectMembersRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const storeApi = useStoreApi();
  const ctx = useProjectSettings();
  const slug = ctx?.slug ?? '';
  const projectId = ctx?.projectId ?? '';
  const meId = useAppStore((s) => s.currentUser?.id);
  const loaded = useAppStore((s) => s.projectMemberIdsByProject[projectId] !== undefined);
  const members = useAppStore((s) => selectProjectMembers(s, projectId));
  const workspaceMembers = useAppStore((s) => selectWorkspaceMembers(s, slug));
  const updateRole = useAppStore((s) => s.updateProjectMemberRole);
  const removeMember = useAppStore((s) => s.removeProjectMember);
  const leaveProject = useAppStore((s) => s.leaveProject);
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const isAdmin = canEditProjectSettingsTab(ctx?.role, 'members');

  useEffect(() => {
    if (!projectId) return;
    void storeApi.getState().loadProjectMembers(slug, projectId);
    // Admins add people from the workspace's members and need their workspace roles.
    if (isAdmin) void storeApi.getState().loadWorkspaceMembers(slug);
  }, [storeApi, slug, projectId, isAdmin]);

  const workspaceRoleOf = useMemo(() => new Map(workspaceMembers.map((m) => [m.member.id, m.role])), [workspaceMembers]);
  const rows = useMemo(
    () => [...members].sort((a, b) => (a.member.id === meId ? -1 : b.member.id === meId ? 1 : memberName(a.member).localeCompare(memberName(b.member)))),
    [members, meId],
  );
  const isMember = members.some((m) => m.member.id === meId);
  if (!ctx) return null;

  // A workspace guest can only be a project guest; nobody gives a role above their own (an admin's is the top).
  const optionsFor = (m: ProjectMember) => (workspaceRoleOf.get(m.member.id) === ROLE.GUEST ? roleOptions(t).filter((o) => o.value === String(ROLE.GUEST)) : roleOptions(t));

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'remove') {
        await removeMember(slug, projectId, pending.member.id);
        setPending(null);
      } else {
        await leaveProject(slug, projectId);
        navigate(projectsPath(slug));
      }
    } catch {
      // The store showed why (for instance the last admin leaving).
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection
      title={t('projects.settings.tabs.members')}
      description={loaded ? t('projects.members.count', { count: members.length }) : t('projects.members.subtitle')}
      actions={
        isAdmin ? (
          <Button size="sm" leftIcon={<PlusIcon size={14} />} onClick={() => setAdding(true)}>
            {t('projects.members.add')}
          </Button>
        ) : undefined
      }
    >
      {!loaded ? (
        <div className="cw-center-pad">
          <Spinner />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState size="sm" title={t('empty_states.members.title')} />
      ) : (
        <ul className="cw-member-list" aria-label={t('projects.settings.tabs.members')}>
          {rows.map((m) => {
            const isMe = m.member.id === meId;
            const name = memberName(m.member);
            return (
              <li key={m.id} className="cw-member-list__row">
                <Avatar name={name} colorSeed={m.member.id} src={m.member.avatar_url} size="md" />
                <div className="cw-member-list__who">
                  <span className="cw-member-list__name">
                    <span className="cw-member-list__name-text">{name}</span>
                    {isMe ? <Badge size="sm">{t('common.you')}</Badge> : null}
                  </span>
                  <span className="cw-member-list__email">{m.member.email}</span>
                </div>
                <div className="cw-member-list__role">
                  {isAdmin && !isMe ? (
                    <Select
                      aria-label={t('projects.members.change_role_of', { name })}
                      size="sm"
                      options={optionsFor(m)}
                      value={String(m.role)}
                      onChange={(value) => void updateRole(slug, projectId, m.id, parseRole(value) as Role).catch(() => undefined)}
                    />
                  ) : (
                    <span className="cw-muted">{t(roleLabelKey(m.role))}</span>
                  )}
                </div>
                <div className="cw-member-list__actions">
                  {isMe ? (
                    <Button variant="outline" size="sm" onClick={() => setPending({ kind: 'leave' })}>
                      {t('common.leave')}
                    </Button>
                  ) : isAdmin ? (
                    <Button variant="ghost" size="sm" className="cw-danger-text" aria-label={t('projects.members.remove_named', { name })} onClick={() => setPending({ kind: 'remove', member: m })}>
                      {t('common.remove')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {!isMember && loaded ? <p className="cw-muted">{t('projects.members.admin_without_row')}</p> : null}
      <AddProjectMembersModal slug={slug} projectId={projectId} open={adding} workspaceMembers={workspaceMembers} projectMembers={members} onClose={() => setAdding(false)} />
      <ConfirmModal
        open={pending !== null}
        busy={busy}
        title={pending?.kind === 'remove' ? t('projects.members.remove_title') : t('projects.leave.title')}
        description={
          pending?.kind === 'remove'
            ? t('projects.members.remove_description', { name: memberName(pending.member.member) })
            : t('projects.leave.description', { name: ctx.project.name })
        }
        confirmLabel={pending?.kind === 'remove' ? t('projects.members.remove') : t('projects.leave.confirm')}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </SettingsSection>
  );
}
