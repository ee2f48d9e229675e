// The English texts the members app bundles in its start-up JS (issue 11, B8): the shell (sidebar, switcher, user
// menu, shortcuts, undo, errors), a project's work-item list in its five layouts, and the list route's header
// buttons. Everything else in en.json (other screens, server_text, god_mode, spaces, mail) is the lazy part, fetched
// once the first rows are painted (or before the first render when the page opened is another screen).
//
// A dotted path takes a whole group (`common`), a branch (`projects.sidebar`) or one text (`views.actions.save_as_view`).
// A list-route component that uses a text outside these paths shows it once the rest arrives (a blank until then):
// add its path here. The build fails on a path that names nothing.
export const WEB_LOCALE_CORE_PATHS: readonly string[] = [
  // The shell and the list route, whole groups.
  'common',
  'ui',
  'sidebar',
  'workspace',
  'shortcuts',
  'undo',
  'errors',
  'languages',
  'roles',
  'empty_states',
  'favorites',
  'work_item_lists',
  'work_item_layouts',
  'work_items',
  'epics',
  // Single branches the shell and the list route's header use.
  'projects.actions',
  'projects.archives',
  'projects.not_found_title',
  'projects.not_found_description',
  'projects.not_member_title',
  'projects.not_member_description',
  'projects.page',
  'projects.settings.title',
  'projects.sidebar',
  'publishing.publish_button',
  'publishing.published_button',
  'publishing.outsider_name',
  'publishing.published',
  'views.actions.save_as_view',
  'teamspaces.title',
  'teamspaces.sidebar',
  'inbox.sidebar_badge',
  'settings.nav',
  'analytics.open_project_analytics',
  'auth.sign_out',
];
