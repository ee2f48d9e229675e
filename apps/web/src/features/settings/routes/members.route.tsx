import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { WorkspaceMember } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { postLoginRedirectPath, selectWorkspaceMembers, selectWorkspaces, useAppStore, useStoreApi } from '@cairn/state';
import { Badge, Button, EmptyState, Input, Modal, SearchIcon, Select, Spinner } from '@cairn/ui-kit';
import { memberName as userName } from '../../../shared/member-name';
import { MemberAvatar } from '../../../shared/components/MemberAvatar';
import { SettingsSection } from '../components/SettingsSection';
import { useCurrentWorkspace } from '../hooks/use-current-workspace';
import { parseRole, roleLabelKey, roleOptions } from '../hooks/roles';
import { memberProfilePath } from '../../profile';
import '../../../app/styles/settings.css';

type Pending = { kind: 'remove'; member: WorkspaceMember } | { kind: 'leave' } | null;

function memberName(m: WorkspaceMember): string {
  return userName(m.member);
}

/** `/:workspaceSlug/settings/members`: the members, current user first; admins change roles and remove, anyone may leave. */
export function MembersRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const storeApi = useStoreApi();
  const { slug, isAdmin } = useCurrentWorkspace();
  const meId = useAppStore((s) => s.currentUser?.id);
  const members = useAppStore((s) => (s.workspaceMemberIdsBySlug[slug] ? selectWorkspaceMembers(s, slug) : undefined));
  const updateRole = useAppStore((s) => s.updateWorkspaceMemberRole);
  const removeMember = useAppStore((s) => s.removeWorkspaceMember);
  const leaveWorkspace = useAppStore((s) => s.leaveWorkspace);
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void storeApi.getState().loadWorkspaceMembers(slug).catch(() => undefined);
  }, [storeApi, slug]);

  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    const list = (members ?? []).filter((m) => !q || memberName(m).toLowerCase().includes(q) || m.member.email.toLowerCase().includes(q));
    return [...list].sort((a, b) => (a.member.id === meId ? -1 : b.member.id === meId ? 1 : memberName(a).localeCompare(memberName(b))));
  }, [members, query, meId]);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'remove') {
        await removeMember(slug, pending.member.id);
        setPending(null);
      } else {
        await leaveWorkspace(slug);
        await storeApi.getState().loadSettings().catch(() => undefined);
        const s = storeApi.getState();
        navigate(postLoginRedirectPath(s.settings, selectWorkspaces(s)), { replace: true });
      }
    } catch {
      // The store shows the failure (for instance the last admin leaving).
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection
      title={t('settings.workspace.members.title')}
      description={members ? t('settings.workspace.members.count', { count: members.length }) : t('settings.workspace.members.subtitle')}
      actions={
        <Input
          id="members-search"
          aria-label={t('settings.workspace.members.search_placeholder')}
          placeholder={t('settings.workspace.members.search_placeholder')}
          leftIcon={<SearchIcon size={14} />}
          size="sm"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          wrapperClassName="cw-settings-search"
        />
      }
    >
      {!members ? (
        <div className="cw-center-pad">
          <Spinner />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState size="sm" title={t('empty_states.members.title')} description={t('empty_states.members.description')} />
      ) : (
        <ul className="cw-member-list">
          {rows.map((m) => {
            const isMe = m.member.id === meId;
            return (
              <li key={m.id} className="cw-member-list__row">
                <MemberAvatar user={m.member} size="md" />
                <div className="cw-member-list__who">
                  <span className="cw-member-list__name">
                    <Link className="cw-member-list__name-text" to={memberProfilePath(slug, m.member.id)}>{memberName(m)}</Link>
                    {isMe ? <Badge size="sm">{t('common.you')}</Badge> : null}
                  </span>
                  <span className="cw-member-list__email">{m.member.email}</span>
                </div>
                <div className="cw-member-list__role">
                  {isAdmin && !isMe ? (
                    <Select
                      aria-label={t('settings.workspace.members.change_role')}
                      size="sm"
                      options={roleOptions(t)}
                      value={String(m.role)}
                      onChange={(value) => void updateRole(slug, m.id, parseRole(value)).catch(() => undefined)}
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
                    <Button variant="ghost" size="sm" className="cw-danger-text" onClick={() => setPending({ kind: 'remove', member: m })}>
                      {t('common.remove')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        open={pending !== null}
        onClose={() => setPending(null)}
        size="sm"
        title={pending?.kind === 'remove' ? t('settings.workspace.members.remove_title') : t('settings.workspace.members.leave_title')}
        description={
          pending?.kind === 'remove'
            ? t('settings.workspace.members.remove_description', { name: memberName(pending.member) })
            : t('settings.workspace.members.leave_description')
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setPending(null)} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" loading={busy} onClick={() => void confirm()}>
              {pending?.kind === 'remove' ? t('settings.workspace.members.remove') : t('settings.workspace.members.leave')}
            </Button>
          </>
        }
      />
    </SettingsSection>
  );
}
