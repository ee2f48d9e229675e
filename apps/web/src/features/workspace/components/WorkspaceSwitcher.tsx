import { useNavigate } from 'react-router';
import type { Workspace } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { selectWorkspaces, useAppStore } from '@cairn/state';
import { Avatar, CheckIcon, ChevronDownIcon, LogoutIcon, MailIcon, Menu, PlusIcon, SettingsIcon, type MenuItem, type MenuSeparator } from '@cairn/ui-kit';
import { useSignOut } from '../../auth';

/** The workspace name at the top of the sidebar; opens the list of the user's workspaces and workspace actions. */
export function WorkspaceSwitcher({ workspace, compact }: { workspace: Workspace; compact?: boolean }) {
  const { t } = useT();
  const navigate = useNavigate();
  const workspaces = useAppStore(selectWorkspaces);
  const invites = useAppStore((s) => s.settings?.workspace.invites ?? 0);
  const signOut = useSignOut();

  const items: (MenuItem | MenuSeparator)[] = [
    ...workspaces.map((w) => ({
      id: `ws-${w.id}`,
      label: w.name,
      description: `/${w.slug}`,
      icon: w.id === workspace.id ? <CheckIcon size={14} /> : <Avatar name={w.name} colorSeed={w.id} src={w.logo_url} size="xs" shape="square" />,
      onClick: () => navigate(`/${w.slug}`),
    })),
    { id: 'sep-1', separator: true },
    { id: 'create', label: t('workspace.switcher.create'), icon: <PlusIcon size={14} />, onClick: () => navigate('/create-workspace') },
    ...(invites > 0
      ? [{ id: 'invites', label: `${t('workspace.switcher.invitations')} (${invites})`, icon: <MailIcon size={14} />, onClick: () => navigate('/invitations') }]
      : []),
    { id: 'settings', label: t('sidebar.settings'), icon: <SettingsIcon size={14} />, onClick: () => navigate(`/${workspace.slug}/settings`) },
    { id: 'sep-2', separator: true },
    { id: 'sign-out', label: t('common.sign_out'), icon: <LogoutIcon size={14} />, danger: true, onClick: () => void signOut() },
  ];

  return (
    <Menu
      triggerLabel={t('workspace.switcher.label')}
      triggerClassName={compact ? 'cw-switcher cw-switcher--compact' : 'cw-switcher'}
      aria-label={t('workspace.switcher.your_workspaces')}
      items={items}
      trigger={
        <>
          <Avatar name={workspace.name} colorSeed={workspace.id} src={workspace.logo_url} size="sm" shape="square" />
          {compact ? null : (
            <>
              <span className="cw-switcher__name">{workspace.name}</span>
              <ChevronDownIcon size={14} className="cw-switcher__chevron" />
            </>
          )}
        </>
      }
    />
  );
}
