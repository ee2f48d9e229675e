import { useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { selectJoinedProjects, useAppStore, type ProjectRecord } from '@cairn/state';
import { BriefcaseIcon, ChevronRightIcon, PlusIcon, SettingsIcon, SidebarItem, SidebarSection } from '@cairn/ui-kit';
import { CreateProjectModal, PROJECT_SECTIONS, ProjectLogo, projectPath, projectSectionPath, projectSettingsPath, projectsPath } from '../../projects';
import { areaIcon } from './area-icons';

function projectIdInPath(pathname: string, base: string): string | undefined {
  const match = pathname.slice(base.length).match(/^\/projects\/([^/]+)/);
  return match && match[1] !== 'archives' ? match[1] : undefined;
}

function ProjectEntry(props: { slug: string; project: ProjectRecord; collapsed: boolean; open: boolean; onToggle: () => void; onNavigate?: () => void }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const { project, slug } = props;
  const root = `/${slug}/projects/${project.id}`;
  const here = pathname === root || pathname.startsWith(`${root}/`);
  const toggle = (
    <button
      type="button"
      className={props.open ? 'cw-sidebar-project__toggle cw-sidebar-project__toggle--open' : 'cw-sidebar-project__toggle'}
      aria-expanded={props.open}
      aria-label={t(props.open ? 'projects.sidebar.collapse' : 'projects.sidebar.expand', { name: project.name })}
      onClick={props.onToggle}
    >
      <ChevronRightIcon size={12} />
    </button>
  );
  const sections = PROJECT_SECTIONS.filter((s) => !s.toggle || project[s.toggle]);
  return (
    <div>
      <SidebarItem
        icon={<ProjectLogo project={project} size="sm" />}
        label={project.name}
        collapsed={props.collapsed}
        active={here && !props.open}
        actions={toggle}
        renderLink={(p) => <NavLink to={projectPath(slug, project.id)} onClick={props.onNavigate} {...p} />}
      />
      {props.open && !props.collapsed ? (
        <div className="cw-sidebar-project__links">
          {sections.map((section) => {
            const to = projectSectionPath(slug, project.id, section);
            return (
              <SidebarItem
                key={section.key}
                icon={areaIcon(section.key)}
                label={t(section.labelKey)}
                active={pathname === to || pathname.startsWith(`${to}/`) || (section.key === 'work_items' && pathname === root)}
                renderLink={(p) => <NavLink to={to} onClick={props.onNavigate} {...p} />}
              />
            );
          })}
          <SidebarItem
            icon={<SettingsIcon size={16} />}
            label={t('projects.settings.title')}
            active={pathname.startsWith(projectSettingsPath(slug, project.id))}
            renderLink={(p) => <NavLink to={projectSettingsPath(slug, project.id)} onClick={props.onNavigate} {...p} />}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The sidebar's "Projects" section: the projects the user joined, each opening to its pages, and "+" to create one. */
export function SidebarProjects(props: {
  slug: string;
  collapsed: boolean;
  sectionCollapsed: boolean;
  onToggleSection: () => void;
  canCreate: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const projects = useAppStore((s) => selectJoinedProjects(s, props.slug));
  const [openIds, setOpenIds] = useState<Record<string, boolean>>({});
  const [creating, setCreating] = useState(false);
  const current = projectIdInPath(pathname, `/${props.slug}`);
  // The project of the current page starts unfolded; the user's own choice wins afterwards.
  const isOpen = (id: string) => openIds[id] ?? id === current;

  const entries = projects.map((project) => (
    <ProjectEntry
      key={project.id}
      slug={props.slug}
      project={project}
      collapsed={props.collapsed}
      open={isOpen(project.id)}
      onToggle={() => setOpenIds((prev) => ({ ...prev, [project.id]: !isOpen(project.id) }))}
      onNavigate={props.onNavigate}
    />
  ));
  const modal = (
    <CreateProjectModal
      slug={props.slug}
      open={creating}
      onClose={() => setCreating(false)}
      onCreated={(project) => {
        setCreating(false);
        navigate(projectPath(props.slug, project.id));
        props.onNavigate?.();
      }}
    />
  );
  if (props.collapsed) {
    return (
      <div className="cw-sidebar-group">
        {entries}
        {modal}
      </div>
    );
  }
  return (
    <SidebarSection
      title={t('sidebar.projects')}
      collapsed={props.sectionCollapsed}
      onToggle={props.onToggleSection}
      actions={
        props.canCreate ? (
          <button type="button" className="cw-sidebar-project__toggle" aria-label={t('projects.sidebar.create')} title={t('projects.sidebar.create')} onClick={() => setCreating(true)}>
            <PlusIcon size={14} />
          </button>
        ) : undefined
      }
    >
      {entries}
      {projects.length === 0 ? (
        <SidebarItem
          icon={<BriefcaseIcon size={16} />}
          label={t('sidebar.browse_projects')}
          renderLink={(p) => <NavLink to={projectsPath(props.slug)} onClick={props.onNavigate} {...p} />}
        />
      ) : null}
      {modal}
    </SidebarSection>
  );
}
