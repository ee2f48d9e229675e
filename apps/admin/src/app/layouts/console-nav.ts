import { GlobeIcon, GridIcon, LockIcon, MailIcon, SettingsIcon, UsersIcon, FileIcon, type IconComponent } from '@cairn/ui-kit';

/** One console page in the sidebar. */
export interface ConsoleNavItem {
  path: string;
  labelKey: string;
  icon: IconComponent;
}

/** The console's pages, in sidebar order. */
export const CONSOLE_NAV: readonly ConsoleNavItem[] = [
  { path: '/general', labelKey: 'god_mode.nav.general', icon: SettingsIcon },
  { path: '/workspaces', labelKey: 'god_mode.nav.workspaces', icon: GridIcon },
  { path: '/email', labelKey: 'god_mode.nav.email', icon: MailIcon },
  { path: '/authentication', labelKey: 'god_mode.nav.authentication', icon: LockIcon },
  { path: '/sso', labelKey: 'god_mode.nav.sso', icon: GlobeIcon },
  { path: '/images', labelKey: 'god_mode.nav.images', icon: FileIcon },
  { path: '/admins', labelKey: 'god_mode.nav.admins', icon: UsersIcon },
];
