import type { PaletteCommand } from '../../shared/keyboard/palette-command';

/** Command-palette entries of the settings area. */
export const settingsCommands: readonly PaletteCommand[] = [
  { id: 'settings-workspace', labelKey: 'settings.nav.general', path: (slug: string) => `/${slug}/settings` },
  { id: 'settings-members', labelKey: 'settings.nav.members', path: (slug: string) => `/${slug}/settings/members` },
  { id: 'settings-invitations', labelKey: 'settings.nav.invitations', path: (slug: string) => `/${slug}/settings/invitations` },
  { id: 'settings-account', labelKey: 'settings.nav.account', path: (slug: string) => `/${slug}/settings/account`, keywords: ['profile', 'theme', 'language'] },
];
