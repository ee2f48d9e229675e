/** Command-palette entries of the settings area. */
export const settingsCommands = [
  { id: 'settings-workspace', labelKey: 'settings.nav.general', path: (slug: string) => `/${slug}/settings` },
  { id: 'settings-members', labelKey: 'settings.nav.members', path: (slug: string) => `/${slug}/settings/members` },
  { id: 'settings-account', labelKey: 'settings.nav.account', path: (slug: string) => `/${slug}/settings/account` },
];
