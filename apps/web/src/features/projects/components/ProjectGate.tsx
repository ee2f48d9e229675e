import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { BriefcaseIcon, Button, EmptyState, LockIcon, Spinner } from '@cairn/ui-kit';
import type { ProjectRoute } from '../hooks/use-project';
import { projectsPath } from '../paths';

/**
 * Renders its children only for a project the user may open; otherwise a spinner while the list loads, "Project not
 * found", or "not a member" with a Join button.
 */
export function ProjectGate({ route, children }: { route: ProjectRoute; children: ReactNode }) {
  const { t } = useT();
  const navigate = useNavigate();
  const joinProjects = useAppStore((s) => s.joinProjects);
  const [joining, setJoining] = useState(false);
  const { project, role, slug } = route;
  if (route.loading) {
    return (
      <div className="cw-center-pad">
        <Spinner />
      </div>
    );
  }
  const back = (
    <Button variant="outline" onClick={() => navigate(projectsPath(slug))}>
      {t('projects.archives.back')}
    </Button>
  );
  if (!project) {
    return <EmptyState icon={<BriefcaseIcon size={32} />} title={t('projects.not_found_title')} description={t('projects.not_found_description')} action={back} />;
  }
  if (role === undefined) {
    const join = async () => {
      setJoining(true);
      try {
        await joinProjects(slug, [project.id]);
      } catch {
        // The store showed why.
      } finally {
        setJoining(false);
      }
    };
    return (
      <EmptyState
        icon={<LockIcon size={32} />}
        title={t('projects.not_member_title')}
        description={t('projects.not_member_description', { name: project.name })}
        action={
          <Button loading={joining} onClick={() => void join()}>
            {t('projects.actions.join_project')}
          </Button>
        }
        secondaryAction={back}
      />
    );
  }
  return <>{children}</>;
}
