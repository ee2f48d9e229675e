import { LANGUAGES, START_OF_WEEK, THEMES, type LanguageCode, type ThemeName } from '@cairn/types';
import { setLanguage, useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { MonitorIcon, MoonIcon, Select, SunIcon } from '@cairn/ui-kit';
import { LocalCacheToggle } from './LocalCacheToggle';
import { SettingsSection } from './SettingsSection';
import '../../../app/styles/settings.css';

const THEME_ICONS: Record<ThemeName, typeof SunIcon> = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };
const WEEKDAYS = Object.entries(START_OF_WEEK).map(([name, value]) => ({ key: name.toLowerCase(), value }));

/** Theme, interface language (all 19) and first day of the week, each saved on change. */
export function PreferencesForm() {
  const { t } = useT();
  const profile = useAppStore((s) => s.profile);
  const updateProfile = useAppStore((s) => s.updateProfile);
  const updateProfileTheme = useAppStore((s) => s.updateProfileTheme);
  if (!profile) return null;

  const changeLanguage = async (code: string) => {
    try {
      await setLanguage(code);
      await updateProfile({ language: code as LanguageCode });
    } catch {
      // An unknown code rejects with 'Invalid language'; a failed save is reported by the store.
    }
  };

  return (
    <SettingsSection title={t('settings.nav.preferences')}>
      <div className="cw-settings-form">
        <div className="cw-pref">
          <div className="cw-pref__text">
            <span className="cw-pref__title">{t('settings.profile.theme')}</span>
            <span className="cw-muted">{t('settings.profile.theme_description')}</span>
          </div>
          <div className="cw-theme-choice" role="radiogroup" aria-label={t('settings.profile.theme')}>
            {THEMES.map((theme) => {
              const Icon = THEME_ICONS[theme];
              const selected = profile.theme.theme === theme;
              return (
                <button
                  key={theme}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  className={selected ? 'cw-theme-choice__option cw-theme-choice__option--on' : 'cw-theme-choice__option'}
                  onClick={() => void updateProfileTheme({ theme }).catch(() => undefined)}
                >
                  <Icon size={16} />
                  <span>{t(`settings.profile.theme_${theme}`)}</span>
                </button>
              );
            })}
          </div>
        </div>
        <div className="cw-pref">
          <div className="cw-pref__text">
            <span className="cw-pref__title">{t('settings.profile.language')}</span>
            <span className="cw-muted">{t('settings.profile.language_description')}</span>
          </div>
          <Select
            id="pref-language"
            aria-label={t('settings.profile.language')}
            className="cw-pref__control"
            searchable
            options={LANGUAGES.map((l) => ({ value: l.code, label: l.name, description: t(`languages.${l.code}`) }))}
            value={profile.language}
            onChange={(code) => void changeLanguage(code)}
          />
        </div>
        <div className="cw-pref">
          <div className="cw-pref__text">
            <span className="cw-pref__title">{t('settings.profile.start_of_week')}</span>
            <span className="cw-muted">{t('settings.profile.start_of_week_description')}</span>
          </div>
          <Select
            id="pref-week"
            aria-label={t('settings.profile.start_of_week')}
            className="cw-pref__control"
            options={WEEKDAYS.map((d) => ({ value: String(d.value), label: t(`settings.weekdays.${d.key}`) }))}
            value={String(profile.start_of_the_week)}
            onChange={(value) => void updateProfile({ start_of_the_week: Number(value) }).catch(() => undefined)}
          />
        </div>
        <LocalCacheToggle />
      </div>
    </SettingsSection>
  );
}
