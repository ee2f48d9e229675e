import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ROLE } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { selectArchivedProjects, selectProjectsStatus, useAppStore, type ProjectRecord } from '@cairn/state';
import { ArchiveIcon, ArrowLeftIcon, Button, EmptyState, Spinner } from '@cairn/ui-kit';
import { ConfirmByTypingModal } from '../../settings';
import { AreaPage } from '../../../shared/components/AreaPage';
import { ProjectLogo } from '../components/ProjectLogo';
import { isWorkspaceAdmin, useWorkspaceRole } from '../hooks/use-workspace-role';
import { projectsPath } from '../paths';

function formatDate(iso: string | null, locale: string): string {
  return iso ? new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' }) : '';
}

/** `/:workspaceSlug/projects/archives`: archived projects; admins restore them or delete them for good. */
export function ProjectArchivesRoute() {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const { workspaceSlug: slug = '' } = useParams();
  const status = useAppStore((s) => selectProjectsStatus(s, slug));
  const archived = useAppStore((s) => selectArchivedProjects(s, slug));
  const workspaceRole = useWorkspaceRole(slug);
  const restoreProject = useAppStore((s) => s.restoreProject);
  const deleteProject = useAppStore((s) => s.deleteProject);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProjectRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const isAdminOf = (p: ProjectRecord) => isWorkspaceAdmin(workspaceRole) || p.member_role === ROLE.ADMIN;

  const restore = (project: ProjectRecord) => {
    setRestoring(project.id);
    restoreProject(slug, project.id)
      .catch(() => undefined)
      .finally(() => setRestoring(null));
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteProject(slug, deleting.id);
      setDeleting(null);
    } catch {
      // Rolled back; the store showed the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AreaPage title={t('projects.archives.title')} icon={<ArchiveIcon size={18} />} actions={
        <Button size="sm" variant="ghost" leftIcon={<ArrowLeftIcon size={14} />} onClick={() => navigate(projectsPath(slug))}>
          {t('projects.archives.back')}
        </Button>
      }>
      <div className="cw-projects">
        <p className="cw-muted">{t('projects.archives.subtitle')}</p>
        {status !== 'ready' && archived.length === 0 ? (
          <div className="cw-center-pad">
            <Spinner />
          </div>
        ) : archived.length === 0 ? (
          <EmptyState icon={<ArchiveIcon size={32} />} title={t('projects.archives.empty_title')} description={t('projects.archives.empty_description')} />
        ) : (
          <ul className="cw-project-list" aria-label={t('projects.archives.title')}>
            {archived.map((project) => (
              <li key={project.id} className="cw-project-row">
                <ProjectLogo project={project} />
                <div className="cw-project-row__main">
                  <div className="cw-project-row__title">
                    <span className="cw-project-row__name">{project.name}</span>
                    <span className="cw-project-row__identifier">{project.identifier}</span>
                  </div>
                  <span className="cw-project-row__description">{t('projects.archives.archived_on', { date: formatDate(project.archived_at, locale) })}</span>
                </div>
                <div className="cw-project-row__actions">
                  {isAdminOf(project) ? (
                    <>
                      <Button size="sm" variant="outline" loading={restoring === project.id} onClick={() => restore(project)} aria-label={t('projects.archives.restore_named', { name: project.name })}>
                        {t('common.restore')}
                      </Button>
                      <Button size="sm" variant="ghost" className="cw-danger-text" onClick={() => setDeleting(project)} aria-label={t('projects.delete.named', { name: project.name })}>
                        {t('common.delete')}
                      </Button>
                    </>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmByTypingModal
        open={deleting !== null}
        title={t('projects.delete.title')}
        description={t('projects.delete.description', { name: deleting?.name ?? '' })}
        expected={deleting?.name ?? ''}
        inputLabel={t('projects.delete.confirm_label', { name: deleting?.name ?? '' })}
        confirmLabel={t('projects.delete.button')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </AreaPage>
  );
}
