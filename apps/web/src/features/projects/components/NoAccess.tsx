import { useT } from '@cairn/i18n';
import { EmptyState, LockIcon } from '@cairn/ui-kit';
import '../../../app/styles/project-settings.css';

/** What a settings tab shows to a role that may not open it (the server refuses its calls too). */
export function NoAccess() {
  const { t } = useT();
  return (
    <EmptyState
      className="cw-no-access"
      icon={<LockIcon size={28} />}
      title={t('projects.settings.no_access_title')}
      description={t('projects.settings.no_access_description')}
    />
  );
}
