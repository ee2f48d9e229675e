import { PROJECT_FEATURE_TOGGLES, type ProjectUpdate } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { canEditProjectSettingsTab, useAppStore } from '@cairn/state';
import { Switch } from '@cairn/ui-kit';
import { SettingsSection } from '../../settings';
import { useProjectSettings } from '../hooks/use-project';
import '../../../app/styles/settings.css';

const TOGGLES = [...PROJECT_FEATURE_TOGGLES, 'guest_view_all_features'] as const;
type Toggle = (typeof TOGGLES)[number];

/** Settings → Features: the project's feature toggles, each saved at once (optimistic, rolled back on failure). */
export function ProjectFeaturesRoute() {
  const { t } = useT();
  const ctx = useProjectSettings();
  const updateProject = useAppStore((s) => s.updateProject);
  if (!ctx) return null;
  const { slug, project } = ctx;
  const canEdit = canEditProjectSettingsTab(ctx.role, 'features');
  const set = (key: Toggle, value: boolean) => {
    const body: ProjectUpdate = { [key]: value };
    void updateProject(slug, project.id, body).catch(() => undefined);
  };
  return (
    <SettingsSection title={t('projects.settings.tabs.features')} description={t('projects.features.subtitle')}>
      <div>
        {TOGGLES.map((key) => (
          <div key={key} className="cw-pref">
            <div className="cw-pref__text">
              <span className="cw-pref__title" id={`feature-${key}`}>
                {t(`projects.features.${key}.title`)}
              </span>
              <span className="cw-muted">{t(`projects.features.${key}.description`)}</span>
            </div>
            <Switch aria-label={t(`projects.features.${key}.title`)} checked={project[key]} disabled={!canEdit} onChange={(value) => set(key, value)} />
          </div>
        ))}
      </div>
    </SettingsSection>
  );
}
