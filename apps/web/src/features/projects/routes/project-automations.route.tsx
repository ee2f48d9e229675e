import { useEffect, useMemo } from 'react';
import { PROJECT_AUTOMATION_MAX_MONTHS, type ProjectUpdate } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { canEditProjectSettingsTab, selectProjectStates, useAppStore, useStoreApi } from '@cairn/state';
import { Select, Switch } from '@cairn/ui-kit';
import { SettingsSection } from '../../settings';
import { useProjectSettings } from '../hooks/use-project';
import '../../../app/styles/settings.css';

// Turning an automation on starts from a common choice; the admin picks another month count afterwards.
const DEFAULT_MONTHS = 1;

/** Settings → Automations: auto-archive closed work items and auto-close stale ones after N months (stored on the project). */
export function ProjectAutomationsRoute() {
  const { t } = useT();
  const storeApi = useStoreApi();
  const ctx = useProjectSettings();
  const slug = ctx?.slug ?? '';
  const projectId = ctx?.projectId ?? '';
  const states = useAppStore((s) => selectProjectStates(s, projectId));
  const updateProject = useAppStore((s) => s.updateProject);
  useEffect(() => {
    if (projectId) void storeApi.getState().loadProjectStates(slug, projectId);
  }, [storeApi, slug, projectId]);
  const closingStates = useMemo(() => states.filter((s) => s.group === 'cancelled' || s.group === 'completed'), [states]);
  const monthOptions = useMemo(
    () => Array.from({ length: PROJECT_AUTOMATION_MAX_MONTHS }, (_, i) => ({ value: String(i + 1), label: t('projects.automations.months', { count: i + 1 }) })),
    [t],
  );
  if (!ctx) return null;
  const { project } = ctx;
  const canEdit = canEditProjectSettingsTab(ctx.role, 'automations');
  const archiveIn = project.archive_in ?? 0;
  const closeIn = project.close_in ?? 0;
  const closeState = project.default_state ?? null;
  const save = (body: ProjectUpdate) => void updateProject(slug, projectId, body).catch(() => undefined);
  const firstCancelled = closingStates.find((s) => s.group === 'cancelled') ?? closingStates[0];

  return (
    <div className="cw-settings-stack">
      <SettingsSection title={t('projects.automations.archive_title')} description={t('projects.automations.archive_description')}>
        <div>
          <div className="cw-pref">
            <div className="cw-pref__text">
              <span className="cw-pref__title">{t('projects.automations.archive_toggle')}</span>
              <span className="cw-muted">{archiveIn > 0 ? t('projects.automations.archive_on', { count: archiveIn }) : t('projects.automations.off')}</span>
            </div>
            <Switch aria-label={t('projects.automations.archive_toggle')} checked={archiveIn > 0} disabled={!canEdit} onChange={(on) => save({ archive_in: on ? DEFAULT_MONTHS : 0 })} />
          </div>
          {archiveIn > 0 ? (
            <div className="cw-pref">
              <div className="cw-pref__text">
                <span className="cw-pref__title">{t('projects.automations.archive_after')}</span>
              </div>
              <div className="cw-pref__control">
                <Select aria-label={t('projects.automations.archive_after')} size="sm" disabled={!canEdit} options={monthOptions} value={String(archiveIn)} onChange={(v) => save({ archive_in: Number(v) })} />
              </div>
            </div>
          ) : null}
        </div>
      </SettingsSection>
      <SettingsSection title={t('projects.automations.close_title')} description={t('projects.automations.close_description')}>
        <div>
          <div className="cw-pref">
            <div className="cw-pref__text">
              <span className="cw-pref__title">{t('projects.automations.close_toggle')}</span>
              <span className="cw-muted">{closeIn > 0 ? t('projects.automations.close_on', { count: closeIn }) : t('projects.automations.off')}</span>
            </div>
            <Switch
              aria-label={t('projects.automations.close_toggle')}
              checked={closeIn > 0}
              disabled={!canEdit}
              onChange={(on) => save(on ? { close_in: DEFAULT_MONTHS, default_state: closeState ?? firstCancelled?.id ?? null } : { close_in: 0 })}
            />
          </div>
          {closeIn > 0 ? (
            <>
              <div className="cw-pref">
                <div className="cw-pref__text">
                  <span className="cw-pref__title">{t('projects.automations.close_after')}</span>
                </div>
                <div className="cw-pref__control">
                  <Select aria-label={t('projects.automations.close_after')} size="sm" disabled={!canEdit} options={monthOptions} value={String(closeIn)} onChange={(v) => save({ close_in: Number(v) })} />
                </div>
              </div>
              <div className="cw-pref">
                <div className="cw-pref__text">
                  <span className="cw-pref__title">{t('projects.automations.close_state')}</span>
                  <span className="cw-muted">{t('projects.automations.close_state_hint')}</span>
                </div>
                <div className="cw-pref__control">
                  <Select
                    aria-label={t('projects.automations.close_state')}
                    size="sm"
                    disabled={!canEdit}
                    placeholder={t('projects.automations.close_state_placeholder')}
                    options={closingStates.map((s) => ({ value: s.id, label: s.name, description: t(`projects.states.groups.${s.group}`) }))}
                    value={closeState}
                    onChange={(v) => save({ default_state: v })}
                  />
                </div>
              </div>
            </>
          ) : null}
        </div>
      </SettingsSection>
    </div>
  );
}
