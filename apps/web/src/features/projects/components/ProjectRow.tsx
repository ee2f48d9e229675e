import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import type { ProjectRecord } from '@cairn/state';
import { ArchiveIcon, Badge, Button, IconButton, LogoutIcon, Menu, MoreHorizontalIcon, SettingsIcon, StarIcon, type MenuItem } from '@cairn/ui-kit';
import { roleLabelKey } from '../../settings';
import { projectPath } from '../paths';
import { ProjectLogo } from './ProjectLogo';
import { PublishedBadge } from '../../publishing';

/** What a row may ask its list to do. */
export interface ProjectRowActions {
  onToggleFavorite: (project: ProjectRecord) => void;
  onJoin: (project: ProjectRecord) => void;
  onLeave: (project: ProjectRecord) => void;
  onArchive: (project: ProjectRecord) => void;
  onOpenSettings: (project: ProjectRecord) => void;
}

/** One project in the projects list: logo, name, identifier, description, and what the user may do with it. */
export function ProjectRow(props: { slug: string; project: ProjectRecord; canAdminister: boolean; joining: boolean; actions: ProjectRowActions }) {
  const { t } = useT();
  const { project, actions } = props;
  const member = project.is_member;
  const menu: MenuItem[] = [];
  if (member) menu.push({ id: 'settings', label: t('projects.actions.settings'), icon: <SettingsIcon size={14} />, onClick: () => actions.onOpenSettings(project) });
  if (props.canAdminister) menu.push({ id: 'archive', label: t('common.archive'), icon: <ArchiveIcon size={14} />, onClick: () => actions.onArchive(project) });
  if (member) menu.push({ id: 'leave', label: t('projects.actions.leave'), icon: <LogoutIcon size={14} />, danger: true, onClick: () => actions.onLeave(project) });
  return (
    <li className="cw-project-row">
      <ProjectLogo project={project} />
      <div className="cw-project-row__main">
        <div className="cw-project-row__title">
          {member ? (
            <Link className="cw-project-row__name" to={projectPath(props.slug, project.id)}>
              {project.name}
            </Link>
          ) : (
            <span className="cw-project-row__name">{project.name}</span>
          )}
          <span className="cw-project-row__identifier">{project.identifier}</span>
          {member && project.member_role ? <Badge size="sm" className="cw-project-row__role">{t(roleLabelKey(project.member_role))}</Badge> : null}
          {project.anchor ? <PublishedBadge /> : null}
        </div>
        {project.description ? <span className="cw-project-row__description">{project.description}</span> : null}
      </div>
      <div className="cw-project-row__actions">
        {member ? (
          <IconButton
            size="sm"
            aria-label={project.is_favorite ? t('projects.actions.unfavorite', { name: project.name }) : t('projects.actions.favorite', { name: project.name })}
            aria-pressed={project.is_favorite}
            className={project.is_favorite ? 'cw-star--on' : undefined}
            icon={<StarIcon size={16} />}
            onClick={() => actions.onToggleFavorite(project)}
          />
        ) : (
          <Button size="sm" variant="outline" loading={props.joining} onClick={() => actions.onJoin(project)} aria-label={t('projects.actions.join', { name: project.name })}>
            {t('common.join')}
          </Button>
        )}
        {menu.length > 0 ? (
          <Menu
            align="end"
            trigger={<MoreHorizontalIcon size={16} />}
            triggerLabel={t('projects.actions.more', { name: project.name })}
            items={menu}
          />
        ) : null}
      </div>
    </li>
  );
}
