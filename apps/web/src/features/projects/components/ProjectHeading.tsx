import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import type { ProjectRecord } from '@cairn/state';
import { projectsPath } from '../paths';
import { ProjectLogo } from './ProjectLogo';

/**
 * The area title of a project screen: "Projects / <logo> Name[ / Section]" (a breadcrumb back to the list); with
 * `sectionTo` the section is a link too (a work item's page leads back to the project's work items).
 */
export function ProjectHeading({ slug, project, section, sectionTo, current }: { slug: string; project: ProjectRecord | undefined; section?: string; sectionTo?: string; current?: string }) {
  const { t } = useT();
  return (
    <span className="cw-project-title">
      <Link className="cw-breadcrumb-link" to={projectsPath(slug)}>
        {t('sidebar.projects')}
      </Link>
      {project ? (
        <>
          <span className="cw-breadcrumb-sep cw-breadcrumb-sep--root" aria-hidden="true">
            /
          </span>
          <ProjectLogo project={project} size="sm" />
          <span className="cw-project-title__name">{project.name}</span>
        </>
      ) : null}
      {section ? (
        <>
          <span className={sectionTo ? 'cw-breadcrumb-sep cw-breadcrumb-sep--link' : 'cw-breadcrumb-sep'} aria-hidden="true">
            /
          </span>
          {sectionTo ? (
            <Link className="cw-breadcrumb-link cw-project-title__section" to={sectionTo}>
              {section}
            </Link>
          ) : (
            <span className="cw-project-title__section">{section}</span>
          )}
        </>
      ) : null}
      {current ? (
        <>
          <span className="cw-breadcrumb-sep" aria-hidden="true">
            /
          </span>
          <span className="cw-project-title__current" aria-current="page">
            {current}
          </span>
        </>
      ) : null}
    </span>
  );
}
