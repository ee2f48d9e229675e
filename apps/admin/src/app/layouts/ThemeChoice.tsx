import { useT } from '@cairn/i18n';
import { THEMES, type ThemeName } from '@cairn/types';
import { useAdminStore } from '@cairn/state';
import { Select, applyTheme } from '@cairn/ui-kit';

/** Light, dark or system: saved on the admin's profile (the members app follows it too). */
export function ThemeChoice() {
  const { t } = useT();
  const theme = useAdminStore((s) => s.profile?.theme.theme ?? 'system');
  const hasProfile = useAdminStore((s) => s.profile !== undefined);
  const updateTheme = useAdminStore((s) => s.updateProfileTheme);
  const choose = (next: ThemeName) => {
    applyTheme(next);
    if (hasProfile) void updateTheme({ theme: next }).catch(() => undefined);
  };
  return (
    <Select<ThemeName>
      aria-label={t('god_mode.shell.theme')}
      size="sm"
      value={theme}
      options={THEMES.map((value) => ({ value, label: t(`ui.theme.${value}`) }))}
      onChange={choose}
    />
  );
}
