import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { apiPaths, listSettingsPath, routeListContext, type AppRoute, type BootPayload } from '@cairn/types';

/** The web app's route modules a route renders (lazy chunks in router.tsx), as Vite manifest keys (paths under apps/web). */
export const ROUTE_MODULES = {
  workspace: 'src/features/workspace/routes/workspace-layout.route.tsx',
  projectScope: 'src/features/work-items/routes/project-work-items-layout.route.tsx',
  projectList: 'src/features/work-items/routes/work-items-list.route.tsx',
  projectDrafts: 'src/features/work-item-lists/routes/project-drafts.route.tsx',
  archived: 'src/features/work-item-lists/routes/archived-work-items.route.tsx',
  browse: 'src/features/work-items/routes/work-item-detail.route.tsx',
  // The detail the full page and a list's peek share (a lazy part of its own): preloaded with a list opened on its peek.
  workItemDetail: 'src/features/work-items/components/WorkItemDetail.tsx',
  yourWork: 'src/features/work-item-lists/routes/profile-work-items.route.tsx',
  profile: 'src/features/profile/routes/member-profile-layout.route.tsx',
  profileOverview: 'src/features/profile/routes/member-profile-overview.route.tsx',
  profileActivity: 'src/features/profile/routes/member-profile-activity.route.tsx',
  profileList: 'src/features/profile/routes/member-profile-list.route.tsx',
  views: 'src/features/work-item-lists/routes/workspace-views.route.tsx',
  modules: 'src/features/modules/routes/modules.route.tsx',
  moduleDetail: 'src/features/modules/routes/module-detail.route.tsx',
  archivedModules: 'src/features/modules/routes/archived-modules.route.tsx',
  cycles: 'src/features/cycles/routes/cycles.route.tsx',
  cycleDetail: 'src/features/cycles/routes/cycle-detail.route.tsx',
  archivedCycles: 'src/features/cycles/routes/archived-cycles.route.tsx',
  workspaceCycles: 'src/features/cycles/routes/workspace-cycles.route.tsx',
  projectViews: 'src/features/views/routes/project-views.route.tsx',
  projectView: 'src/features/views/routes/project-view.route.tsx',
  epics: 'src/features/epics/routes/epics.route.tsx',
  epicDetail: 'src/features/epics/routes/epic-detail.route.tsx',
  pages: 'src/features/pages/routes/pages-list.route.tsx',
  pageDetail: 'src/features/pages/detail/page-detail.route.tsx',
  home: 'src/features/home/routes/home.route.tsx',
  inbox: 'src/features/inbox/routes/inbox.route.tsx',
  analytics: 'src/features/analytics/routes/workspace-analytics.route.tsx',
  projectAnalytics: 'src/features/analytics/routes/project-analytics.route.tsx',
  // The async actions of @cairn/state's lazy slices (B8: chunks of their own, imported on first call): preloaded with
  // the screens that call them at once, so their first load does not wait for the chunk.
  homeActions: '../../libs/state/src/slices/home/home.actions.ts',
  inboxActions: '../../libs/state/src/slices/notifications/notifications.actions.ts',
  pagesActions: '../../libs/state/src/slices/pages/pages.actions.ts',
} as const;

/** The route modules of a matched app route, outermost first. */
export function routeModules(route: AppRoute): string[] {
  const m = ROUTE_MODULES;
  switch (route.kind) {
    case 'none': return [];
    case 'workspace':
      if (route.area === 'cycles') return [m.workspace, m.workspaceCycles];
      if (route.area === 'home') return [m.workspace, m.home, m.homeActions];
      if (route.area === 'inbox') return [m.workspace, m.inbox, m.inboxActions];
      if (route.area === 'analytics') return [m.workspace, m.analytics];
      return [m.workspace];
    case 'browse': return [m.workspace, m.browse];
    case 'profile':
      if (!route.userId) return [m.workspace, m.yourWork];
      return [m.workspace, m.profile, route.tab === 'overview' ? m.profileOverview : route.tab === 'activity' ? m.profileActivity : m.profileList];
    case 'workspace-view':
    case 'saved-workspace-view':
      return [m.workspace, m.views];
    case 'project':
      if (route.list === 'archived') return [m.workspace, m.archived];
      if (route.list === 'draft') return [m.workspace, m.projectScope, m.projectDrafts];
      if (route.list === 'project') return [m.workspace, m.projectScope, m.projectList];
      if (route.section?.area === 'modules') {
        return [m.workspace, m.projectScope, route.section.archived ? m.archivedModules : route.section.id ? m.moduleDetail : m.modules];
      }
      if (route.section?.area === 'cycles') {
        return [m.workspace, m.projectScope, route.section.archived ? m.archivedCycles : route.section.id ? m.cycleDetail : m.cycles];
      }
      if (route.section?.area === 'views') return [m.workspace, m.projectScope, route.section.id ? m.projectView : m.projectViews];
      if (route.section?.area === 'epics') return [m.workspace, m.projectScope, route.section.id ? m.epicDetail : m.epics];
      if (route.section?.area === 'pages') return [m.workspace, m.projectScope, route.section.id ? m.pageDetail : m.pages, m.pagesActions];
      if (route.section?.area === 'analytics') return [m.workspace, m.projectScope, m.projectAnalytics];
      return [m.workspace, m.projectScope];
  }
}

/** The list layouts the web app loads as chunks of their own (LayoutBody's lazy layouts), as Vite manifest keys. */
export const LAYOUT_MODULES = {
  kanban: 'src/features/work-item-lists/layouts/kanban/index.ts',
  spreadsheet: 'src/features/work-item-lists/layouts/spreadsheet/index.ts',
  calendar: 'src/features/work-item-lists/layouts/calendar/index.ts',
  gantt: 'src/features/work-item-lists/layouts/gantt/index.ts',
} as const;

/**
 * The layout chunk a route's list shows first, from the user's stored display settings in the boot payload (the
 * user-properties answer the route embeds): a kanban reload preloads kanban's chunk with the route's, not after boot.
 */
export function layoutModules(route: AppRoute, payload: BootPayload): string[] {
  const me = payload.answers[apiPaths.me()] as { id?: unknown } | undefined;
  const ctx = routeListContext(route, typeof me?.id === 'string' ? me.id : undefined);
  // The archived and draft lists share the project's settings but draw their own list, not its layout.
  const key = ctx && route.kind !== 'none' && ctx.kind !== 'archived' && ctx.kind !== 'draft' ? listSettingsPath(route.slug, ctx) : undefined;
  const answer = key ? (payload.answers[key] as { display_filters?: { layout?: unknown } } | undefined) : undefined;
  const layout = answer?.display_filters?.layout;
  return typeof layout === 'string' && Object.hasOwn(LAYOUT_MODULES, layout) ? [LAYOUT_MODULES[layout as keyof typeof LAYOUT_MODULES]] : [];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** A Vite manifest: chunk key → its file, static imports and CSS. */
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The files to preload for some route modules: each module's chunk, the chunks it imports statically (transitively)
 * and their CSS, without repeats. A key missing from the manifest (another build) contributes nothing.
 */
export function preloadFiles(manifest: ViteManifest, modules: readonly string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const m of modules) visit(m);
  return { js: [...js], css: [...css] };
}

/** `<link>` tags preloading a route's chunks and `extra` modules (files the page already links are left out). */
export function preloadLinks(manifest: ViteManifest, route: AppRoute, html: string, base = '/', extra: readonly string[] = []): string {
  const { js, css } = preloadFiles(manifest, [...routeModules(route), ...extra]);
  const href = (file: string) => `${base}${file}`;
  const fresh = (file: string) => !html.includes(`"${href(file)}"`);
  return [
    ...js.filter(fresh).map((f) => `<link rel="modulepreload" crossorigin href="${href(f)}">`),
    ...css.filter(fresh).map((f) => `<link rel="preload" as="style" crossorigin href="${href(f)}">`),
  ].join('');
}

/** Reads dist/index.html and dist/.vite/manifest.json again whenever index.html changes (a rebuild). */
export function createDistReader(dist: string): () => { html: string; manifest: ViteManifest } {
  let cached: { mtimeMs: number; html: string; manifest: ViteManifest } | undefined;
  return () => {
    const indexPath = path.join(dist, 'index.html');
    const mtimeMs = statSync(indexPath).mtimeMs;
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const manifestPath = path.join(dist, '.vite', 'manifest.json');
      const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest) : {};
      cached = { mtimeMs, html: readFileSync(indexPath, 'utf8'), manifest };
    }
    return { html: cached.html, manifest: cached.manifest };
  };
}
