import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ROLE } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { searchProjects, selectAllProjects, selectProjectsStatus, useAppStore, type ProjectRecord } from '@cairn/state';
import { ArchiveIcon, BriefcaseIcon, Button, EmptyState, Input, PlusIcon, SearchIcon, Spinner } from '@cairn/ui-kit';
import { AreaPage } from '../../../shared/components/AreaPage';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { CreateProjectModal } from '../components/CreateProjectModal';
import { ProjectRow, type ProjectRowActions } from '../components/ProjectRow';
import { canCreateProjects, isWorkspaceAdmin, useWorkspaceRole } from '../hooks/use-workspace-role';
import { projectArchivesPath, projectPath, projectSettingsPath } from '../paths';

type Pending = { kind: 'leave' | 'archive'; project: ProjectRecord } | null;

/** `/:workspaceSlug/projects`: every project the user may see, with search, favorite, join, leave, archive and create. */
export function ProjectsListRoute() {
  const { t } = useT();
  const navigate = useNavigate();
  const { workspaceSlug: slug = '' } = useParams();
  const [query, setQuery] = useState('');
  const [createOpen, setCreateOpen] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [joining, setJoining] = useState<string | null>(null);
  const status = useAppStore((s) => selectProjectsStatus(s, slug));
  const all = useAppStore((s) => selectAllProjects(s, slug));
  const rows = useAppStore((s) => searchProjects(s, slug, query));
  const archivedCount = useMemo(() => all.filter((p) => p.archived_at).length, [all]);
  const activeCount = all.length - archivedCount;
  const workspaceRole = useWorkspaceRole(slug);
  const toggleFavorite = useAppStore((s) => s.toggleProjectFavorite);
  const joinProjects = useAppStore((s) => s.joinProjects);
  const leaveProject = useAppStore((s) => s.leaveProject);
  const archiveProject = useAppStore((s) => s.archiveProject);

  const actions: ProjectRowActions = {
    // Failures are rolled back and shown by the store.
    onToggleFavorite: (project) => void toggleFavorite(slug, project.id).catch(() => undefined),
    onJoin: (project) => {
      setJoining(project.id);
      joinProjects(slug, [project.id])
        .catch(() => undefined)
        .finally(() => setJoining(null));
    },
    onLeave: (project) => setPending({ kind: 'leave', project }),
    onArchive: (project) => setPending({ kind: 'archive', project }),
    onOpenSettings: (project) => navigate(projectSettingsPath(slug, project.id)),
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'leave') await leaveProject(slug, pending.project.id);
      else await archiveProject(slug, pending.project.id);
      setPending(null);
    } catch {
      // The store showed why (for instance the last admin leaving).
    } finally {
      setBusy(false);
    }
  };

  const canCreate = canCreateProjects(workspaceRole);
  const createButton = canCreate ? (
    <Button size="sm" leftIcon={<PlusIcon size={14} />} onClick={() => setCreateOpen(true)}>
      {t('projects.create.button')}
    </Button>
  ) : null;

  let body;
  if (status !== 'ready' && all.length === 0) {
    body = status === 'error' ? (
      <EmptyState title={t('projects.list.load_error')} description={t('errors.something_went_wrong')} />
    ) : (
      <div className="cw-center-pad">
        <Spinner />
      </div>
    );
  } else if (activeCount === 0) {
    body = (
      <EmptyState
        icon={<BriefcaseIcon size={32} />}
        title={t('empty_states.projects.title')}
        description={t('empty_states.projects.description')}
        action={canCreate ? <Button onClick={() => setCreateOpen(true)}>{t('empty_states.projects.action')}</Button> : undefined}
      />
    );
  } else if (rows.length === 0) {
    body = <EmptyState size="sm" title={t('empty_states.no_results.title')} description={t('projects.list.no_match', { query: query.trim() })} />;
  } else {
    body = (
      <ul className="cw-project-list" aria-label={t('projects.list.title')}>
        {rows.map((project) => (
          <ProjectRow
            key={project.id}
            slug={slug}
            project={project}
            canAdminister={isWorkspaceAdmin(workspaceRole) || project.member_role === ROLE.ADMIN}
            joining={joining === project.id}
            actions={actions}
          />
        ))}
      </ul>
    );
  }

  return (
    <AreaPage
      title={t('sidebar.projects')}
      icon={<BriefcaseIcon size={18} />}
      actions={
        <>
          <Button size="sm" variant="ghost" leftIcon={<ArchiveIcon size={14} />} onClick={() => navigate(projectArchivesPath(slug))}>
            {archivedCount > 0 ? t('projects.archives.link_count', { count: archivedCount }) : t('projects.archives.link')}
          </Button>
          {createButton}
        </>
      }
    >
      <div className="cw-projects">
        {activeCount > 0 ? (
          <div className="cw-projects__toolbar">
            <Input
              id="projects-search"
              aria-label={t('projects.list.search')}
              placeholder={t('projects.list.search')}
              leftIcon={<SearchIcon size={14} />}
              size="sm"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              wrapperClassName="cw-projects__search"
            />
            <span className="cw-projects__count">{t('projects.list.count', { count: rows.length })}</span>
          </div>
        ) : null}
        {body}
      </div>
      <CreateProjectModal
        slug={slug}
        open={createOpen}
        onClose={() => setCreateOpen(false)}
        onCreated={(project) => {
          setCreateOpen(false);
          navigate(projectPath(slug, project.id));
        }}
      />
      <ConfirmModal
        open={pending !== null}
        busy={busy}
        title={pending?.kind === 'archive' ? t('projects.archive.title') : t('projects.leave.title')}
        description={
          pending?.kind === 'archive'
            ? t('projects.archive.description', { name: pending.project.name })
            : t('projects.leave.description', { name: pending?.project.name ?? '' })
        }
        confirmLabel={pending?.kind === 'archive' ? t('common.archive') : t('projects.leave.confirm')}
        tone={pending?.kind === 'archive' ? 'primary' : 'danger'}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </AreaPage>
  );
}
