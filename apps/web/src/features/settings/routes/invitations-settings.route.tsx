import { useEffect } from 'react';
import type { Role } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { selectWorkspaceInvitations, useAppStore, useStoreApi } from '@cairn/state';
import { Badge, Button, EmptyState, MailIcon, Select, Spinner } from '@cairn/ui-kit';
import { InviteEmailsForm } from '../../invitations';
import { SettingsSection } from '../components/SettingsSection';
import { useCurrentWorkspace } from '../hooks/use-current-workspace';
import { parseRole, roleLabelKey, roleOptions } from '../hooks/roles';
import '../../../app/styles/settings.css';

/** `/:workspaceSlug/settings/invitations`: admins invite by email and role and manage what is pending. */
export function InvitationsSettingsRoute() {
  const { t } = useT();
  const storeApi = useStoreApi();
  const { slug, isAdmin } = useCurrentWorkspace();
  const invitations = useAppStore((s) => (s.invitationIdsBySlug[slug] ? selectWorkspaceInvitations(s, slug) : undefined));
  const createInvitations = useAppStore((s) => s.createWorkspaceInvitations);
  const updateInvitation = useAppStore((s) => s.updateWorkspaceInvitationRole);
  const deleteInvitation = useAppStore((s) => s.deleteWorkspaceInvitation);
  const pushToast = useAppStore((s) => s.pushToast);

  useEffect(() => {
    // Only admins may read a workspace's invitations; others would only meet a 403 toast.
    if (isAdmin) void storeApi.getState().loadWorkspaceInvitations(slug).catch(() => undefined);
  }, [storeApi, slug, isAdmin]);

  const send = async (emails: { email: string; role: Role }[]) => {
    await createInvitations(slug, emails);
    pushToast({ type: 'success', title: t('settings.workspace.invitations.sent') });
  };

  const pending = (invitations ?? []).filter((i) => !i.accepted);
  return (
    <div className="cw-settings-stack">
      {isAdmin ? (
        <SettingsSection title={t('settings.workspace.invitations.invite_title')} description={t('settings.workspace.invitations.invite_subtitle')}>
          <InviteEmailsForm onSubmit={send} submitLabel={t('settings.workspace.invitations.send')} initialRows={1} />
        </SettingsSection>
      ) : null}
      <SettingsSection title={t('settings.workspace.invitations.title')} description={t('settings.workspace.invitations.subtitle')}>
        {!isAdmin ? (
          <p className="cw-muted">{t('settings.read_only')}</p>
        ) : !invitations ? (
          <div className="cw-center-pad">
            <Spinner />
          </div>
        ) : pending.length === 0 ? (
          <EmptyState size="sm" icon={<MailIcon size={24} />} title={t('empty_states.invitations.title')} description={t('empty_states.invitations.description')} />
        ) : (
          <ul className="cw-member-list">
            {pending.map((inv) => (
              <li key={inv.id} className="cw-member-list__row">
                <span className="cw-member-list__mail">
                  <MailIcon size={16} />
                </span>
                <div className="cw-member-list__who">
                  <span className="cw-member-list__name">{inv.email}</span>
                  <span className="cw-member-list__email">
                    <Badge size="sm" variant="warning">
                      {t('settings.workspace.invitations.pending')}
                    </Badge>
                  </span>
                </div>
                <div className="cw-member-list__role">
                  {isAdmin ? (
                    <Select
                      aria-label={t('settings.workspace.members.change_role')}
                      size="sm"
                      options={roleOptions(t)}
                      value={String(inv.role)}
                      onChange={(value) => void updateInvitation(slug, inv.id, parseRole(value)).catch(() => undefined)}
                    />
                  ) : (
                    <span className="cw-muted">{t(roleLabelKey(inv.role))}</span>
                  )}
                </div>
                <div className="cw-member-list__actions">
                  {isAdmin ? (
                    <Button variant="ghost" size="sm" className="cw-danger-text" onClick={() => void deleteInvitation(slug, inv.id).catch(() => undefined)}>
                      {t('settings.workspace.invitations.revoke')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </SettingsSection>
    </div>
  );
}
