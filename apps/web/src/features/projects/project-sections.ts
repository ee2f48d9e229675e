import type { ProjectFeatureToggle } from '@cairn/types';

/** A page of a project (sidebar sub-link); later releases fill them, until then each shows an empty state. */
export interface ProjectSection {
  key: 'work_items' | 'epics' | 'cycles' | 'modules' | 'views' | 'pages' | 'intake' | 'analytics';
  /** Path segment under /:workspaceSlug/projects/:projectId. */
  path: string;
  /** Sidebar label key (the spec's navigation labels). */
  labelKey: string;
  /** The feature toggle that shows it (work items are always on). */
  toggle?: ProjectFeatureToggle;
}

/** The project's pages in sidebar order. */
export const PROJECT_SECTIONS: readonly ProjectSection[] = [
  { key: 'work_items', path: 'issues', labelKey: 'sidebar.work_items' },
  // Epics (issue 14): always on (no feature toggle).
  { key: 'epics', path: 'epics', labelKey: 'epics.title' },
  { key: 'cycles', path: 'cycles', labelKey: 'sidebar.cycles', toggle: 'cycle_view' },
  { key: 'modules', path: 'modules', labelKey: 'sidebar.modules', toggle: 'module_view' },
  { key: 'views', path: 'views', labelKey: 'sidebar.views', toggle: 'issue_views_view' },
  { key: 'pages', path: 'pages', labelKey: 'sidebar.pages', toggle: 'page_view' },
  { key: 'intake', path: 'intake', labelKey: 'sidebar.intake', toggle: 'inbox_view' },
  // Analytics (issue 17): always on; its own route (features/analytics) is matched before the generic section.
  { key: 'analytics', path: 'analytics', labelKey: 'sidebar.analytics' },
];

/** The section of a path segment ('' or unknown = work items). */
export function projectSectionOf(path: string | undefined): ProjectSection {
  return PROJECT_SECTIONS.find((s) => s.path === path) ?? PROJECT_SECTIONS[0];
}

/** Route of one page of a project. */
export const projectSectionPath = (slug: string, projectId: string, section: ProjectSection) => `/${slug}/projects/${projectId}/${section.path}`;
