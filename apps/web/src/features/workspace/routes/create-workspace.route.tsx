import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { Button, ArrowLeftIcon } from '@cairn/ui-kit';
import { CairnMark } from '../../../shared/components/CairnMark';
import { CreateWorkspaceForm } from '../components/CreateWorkspaceForm';
import '../../../app/styles/auth.css';

/** `/create-workspace`: a new workspace, then straight into it. */
export function CreateWorkspaceRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const hasWorkspaces = useAppStore((s) => s.workspaceIds.length > 0);
  return (
    <div className="cw-auth">
      <header className="cw-auth__header">
        <span className="cw-auth__brand">
          <CairnMark />
          <span>Cairn</span>
        </span>
        {hasWorkspaces ? (
          <Button variant="ghost" size="sm" leftIcon={<ArrowLeftIcon size={14} />} onClick={() => navigate(-1)}>
            {t('common.go_back')}
          </Button>
        ) : null}
      </header>
      <main className="cw-auth__main">
        <div className="cw-auth__card cw-auth__card--wide">
          <div className="cw-auth__heading">
            <h1 className="cw-auth__title">{t('workspace.create.title')}</h1>
            <p className="cw-auth__subtitle">{t('workspace.create.subtitle')}</p>
          </div>
          <CreateWorkspaceForm onCreated={(workspace) => navigate(`/${workspace.slug}`, { replace: true })} />
        </div>
      </main>
    </div>
  );
}
