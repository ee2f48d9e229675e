import { useT } from '@cairn/i18n';
import { canEditProjectSettingsTab } from '@cairn/state';
import { SettingsSection } from '../../settings';
import { useProjectSettings } from '../../projects';
import { PublishPanel } from '../components/PublishPanel';
import { PublishedBadge } from '../components/PublishedBadge';
import '../../../app/styles/settings.css';

/** Settings → Publish (project admins): the project's public board — publish, its link and settings, unpublish. */
export function ProjectPublishRoute() {
  const { t } = useT();
  const ctx = useProjectSettings();
  if (!ctx) return null;
  const { slug, projectId, project } = ctx;
  if (!canEditProjectSettingsTab(ctx.role, 'publish')) return <p className="cw-muted">{t('publishing.not_admin')}</p>;
  return (
    <div className="cw-settings-stack">
      <SettingsSection title={t('publishing.title')} actions={project.anchor ? <PublishedBadge /> : undefined}>
        <PublishPanel slug={slug} target={{ kind: 'project', projectId }} intakeAvailable={project.inbox_view} />
      </SettingsSection>
    </div>
  );
}
