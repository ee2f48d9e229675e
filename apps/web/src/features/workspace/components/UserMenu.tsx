import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { Avatar, LogoutIcon, MailIcon, Menu, UserIcon } from '@cairn/ui-kit';
import { useSignOut } from '../../auth';
import { memberName } from '../../../shared/member-name';

/** The signed-in user's avatar: account settings, invitations, sign out. */
export function UserMenu({ workspaceSlug }: { workspaceSlug: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const user = useAppStore((s) => s.currentUser);
  const signOut = useSignOut();
  const name = user ? memberName(user) : '';
  return (
    <Menu
      triggerLabel={t('workspace.user_menu.label')}
      triggerClassName="cw-user-menu"
      align="end"
      items={[
        { id: 'who', label: name, description: user?.email, disabled: true, onClick: () => undefined },
        { id: 'sep-0', separator: true },
        { id: 'account', label: t('settings.nav.account'), icon: <UserIcon size={14} />, onClick: () => navigate(`/${workspaceSlug}/settings/account`) },
        { id: 'invitations', label: t('workspace.switcher.invitations'), icon: <MailIcon size={14} />, onClick: () => navigate('/invitations') },
        { id: 'sep-1', separator: true },
        { id: 'sign-out', label: t('common.sign_out'), icon: <LogoutIcon size={14} />, danger: true, onClick: () => void signOut() },
      ]}
      trigger={<Avatar name={name || '?'} colorSeed={user?.id} src={user?.avatar_url} size="sm" />}
    />
  );
}
