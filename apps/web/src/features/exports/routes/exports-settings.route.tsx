import { useParams } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectMyWorkspaceRole, useAppStore } from '@cairn/state';
import { ROLE } from '@cairn/types';
import { ExportForm } from '../components/ExportForm';
import { ExportHistory } from '../components/ExportHistory';
import '../exports.css';

/** `/:workspaceSlug/settings/exports`: export the work items of chosen projects as CSV or JSON, and the past exports. */
export function ExportsSettingsRoute() {
  const { t } = useT();
  const { workspaceSlug = '' } = useParams();
  const role = useAppStore((s) => selectMyWorkspaceRole(s, workspaceSlug));
  return (
    <div className="cw-exports">
      <h2 className="cw-exports__title">{t('exports.title')}</h2>
      <p className="cw-exports-note">{t('exports.description')}</p>
      {role === ROLE.GUEST ? <p className="cw-exports-note">{t('exports.guests_cannot_export')}</p> : <ExportForm slug={workspaceSlug} />}
      <ExportHistory slug={workspaceSlug} />
    </div>
  );
}
