import { useT } from '@cairn/i18n';
import { selectInstanceWorkspaces, useAdminStore } from '@cairn/state';
import { Card, Switch } from '@cairn/ui-kit';
import { ConsolePage, LoadFailed, useInstanceSettings, useLoadOnce } from '../../../shared';
import { CreateWorkspaceForm } from '../components/CreateWorkspaceForm';
import { WorkspacesTable } from '../components/WorkspacesTable';

/** Workspaces: every workspace with its counts, creating one for someone, and who may create workspaces. */
export function WorkspacesRoute() {
  const { t } = useT();
  const workspaces = useAdminStore(selectInstanceWorkspaces);
  const status = useAdminStore((s) => s.instanceWorkspacesStatus);
  const load = useAdminStore((s) => s.loadInstanceWorkspaces);
  const { settings, save } = useInstanceSettings();
  useLoadOnce(status, load);

  return (
    <ConsolePage title={t('god_mode.workspaces.title')} description={t('god_mode.workspaces.description')}>
      {settings ? (
        <Card padding="lg">
          <Switch label={t('god_mode.workspaces.creation_switch')} checked={settings.is_workspace_creation_enabled}
            onChange={(on) => void save({ is_workspace_creation_enabled: on })} />
          <p className="ca-muted">{t('god_mode.workspaces.creation_description')}</p>
        </Card>
      ) : null}
      <Card padding="lg" title={t('god_mode.workspaces.list_title', { count: workspaces.length })}>
        {status === 'error' ? <LoadFailed onRetry={() => void load()} /> : status === 'ready' ? <WorkspacesTable workspaces={workspaces} /> : null}
      </Card>
      <CreateWorkspaceForm />
    </ConsolePage>
  );
}
