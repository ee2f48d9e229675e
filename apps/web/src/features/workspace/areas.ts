/** A workspace area that later releases fill; until then its route shows an empty state. */
export interface WorkspaceArea {
  key: 'your_work' | 'inbox' | 'projects' | 'pages' | 'views' | 'analytics' | 'drafts' | 'work_items' | 'cycles' | 'modules' | 'intake';
  /** Path segment under /:workspaceSlug. */
  path: string;
  /** Sidebar label key (the spec's labels). */
  labelKey: string;
  /** Empty-state texts: `<emptyKey>.title` and `<emptyKey>.description`. */
  emptyKey: string;
}

/** Every area the sidebar links to, by route path. */
export const WORKSPACE_AREAS: readonly WorkspaceArea[] = [
  { key: 'your_work', path: 'profile', labelKey: 'sidebar.your_work', emptyKey: 'empty_states.your_work' },
  { key: 'inbox', path: 'inbox', labelKey: 'sidebar.inbox', emptyKey: 'empty_states.inbox' },
  { key: 'projects', path: 'projects', labelKey: 'sidebar.projects', emptyKey: 'empty_states.projects' },
  { key: 'pages', path: 'pages', labelKey: 'sidebar.pages', emptyKey: 'empty_states.pages' },
  { key: 'views', path: 'workspace-views', labelKey: 'sidebar.views', emptyKey: 'empty_states.views' },
  { key: 'analytics', path: 'analytics', labelKey: 'sidebar.analytics', emptyKey: 'empty_states.analytics' },
  { key: 'drafts', path: 'drafts', labelKey: 'sidebar.drafts', emptyKey: 'empty_states.drafts' },
  { key: 'work_items', path: 'work-items', labelKey: 'sidebar.work_items', emptyKey: 'empty_states.work_items' },
  { key: 'cycles', path: 'cycles', labelKey: 'sidebar.cycles', emptyKey: 'empty_states.cycles' },
  { key: 'modules', path: 'modules', labelKey: 'sidebar.modules', emptyKey: 'empty_states.modules' },
  { key: 'intake', path: 'intake', labelKey: 'sidebar.intake', emptyKey: 'empty_states.intake' },
];

/** Looks an area up by key. */
export function workspaceArea(key: WorkspaceArea['key']): WorkspaceArea {
  const area = WORKSPACE_AREAS.find((a) => a.key === key);
  if (!area) throw new Error(`Unknown workspace area ${key}`);
  return area;
}
