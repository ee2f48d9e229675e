import {
  ACTIVE_CYCLE_PRIORITIES, ACTIVE_CYCLES_PAGE_SIZE, PAGE_DEFAULT_SORT_BY, PAGE_DEFAULT_SORT_KEY, STICKY_PAGE_SIZE, NOTIFICATION_FIRST_CURSOR, NOTIFICATION_PAGE_SIZE,
  DEFAULT_ANALYTICS_DURATION, START_OF_WEEK, YOUR_WORK_TABS, apiPaths, bootAnswerKey, calendarDays, effectiveListParams, fillListProperties, listSettingsPath, routeListContext,
  todayInTimeZone, workItemListPath, type AppRoute, type BootKnown, type BootScope, type ListUserProperties, type ListWindow, type ProjectSectionRoute,
} from '@cairn/types';

/** Answers one GET of the API as the requesting user: the body, or undefined when it is not a 200. */
export type BootGet = (key: string) => Promise<unknown>;

/** What the browser told the server about itself (cookies the app sets) that changes what it will ask for. */
export interface BootClient {
  /** The browser's local cache is on (LOCAL_CACHE_HINT_COOKIE; absent = on): a list's default order depends on it. */
  localCache: boolean;
  /** The browser's IANA time zone (TIME_ZONE_HINT_COOKIE), when it sent one: the calendar's first days start from its today. */
  timeZone?: string;
}

/** How to collect a boot payload beyond the route itself. */
export interface BootOptions {
  /** What the browser told about itself (default: local cache on, no time zone). */
  client?: BootClient;
  /** The item of an open peek (?peekId= of the app URL). */
  peekId?: string;
  /** The moment "today" is taken from (the calendar's days). */
  now?: Date;
  /** page (default): the session's, the workspace's and the route's parts; route: an in-app visit, the route's only. */
  scope?: BootScope;
  /** An in-app visit's app already holds these (project: the route's project, states, labels, members, estimates). */
  known?: BootKnown;
}

/** The pages list's first query (libs/state normalizePagesQuery of {}): the boot answer's key must be the same. */
const PAGES_DEFAULT_QUERY = { type: 'all', sort_key: PAGE_DEFAULT_SORT_KEY, sort_by: PAGE_DEFAULT_SORT_BY } as const;

const DETAIL_EXPAND = ['issue_reactions', 'issue_attachments', 'issue_link', 'parent'] as const;

interface Keyed {
  id?: unknown;
  project_id?: unknown;
}

/**
 * Runs the GETs the web app makes before a route's first rows (the same paths and queries its services send, see
 * libs/services) and keeps each 200 answer under its key: session data always; a workspace's, project's or work item's
 * only where those endpoints answer the caller 200 (their own authorisation decides).
 * A list route's first page is here too, asked exactly as the client's first load will ask it (firstListPage), so the
 * rows paint without a request of their own; and the item of an open peek (`peekId`, from the URL's ?peekId=).
 */
export async function collectBootAnswers(route: AppRoute, get: BootGet, options: BootOptions = {}): Promise<Record<string, unknown>> {
  const { client = { localCache: true }, peekId, now = new Date(), scope = 'page', known } = options;
  const answers: Record<string, unknown> = {};
  const asked = new Map<string, Promise<unknown>>();
  // Each key is asked once, however many parts need it (a peek's item and the list share their project's answers).
  const take = (key: string): Promise<unknown> => {
    const known = asked.get(key);
    if (known) return known;
    const answer = get(key).then((body) => {
      if (body !== undefined) answers[key] = body;
      return body;
    });
    asked.set(key, answer);
    return answer;
  };
  // The instance's config (issue 19: sign-in methods, SSO buttons, mail) goes with every page. An in-app visit (scope
  // route) has the session's parts already: only the user and profile are asked (the list's query needs them), and
  // left out of the answer.
  if (route.kind === 'none' && scope === 'route') return answers;
  const sessionKeys = scope === 'page' ? [apiPaths.me(), apiPaths.profile(), apiPaths.settings(), apiPaths.myWorkspaces(), apiPaths.instances()] : [apiPaths.me(), apiPaths.profile()];
  const session = sessionKeys.map(take);
  const done = async (parts: Array<Promise<unknown>>) => {
    await Promise.all(parts);
    if (scope === 'route') for (const key of sessionKeys) delete answers[key];
    return answers;
  };
  if (route.kind === 'none') return done(session);
  // Everything at once: each endpoint refuses what the caller may not read (a workspace they are not in, a project they
  // cannot open), so no part waits for another to decide — only the work item's project waits for the item.
  const { slug } = route;
  const project = (projectId: string) =>
    Promise.all([
      take(apiPaths.project(slug, projectId)),
      take(apiPaths.states(slug, projectId)),
      take(apiPaths.labels(slug, projectId)),
      take(apiPaths.projectMembers(slug, projectId)),
      take(apiPaths.estimates(slug, projectId)),
      take(apiPaths.projectUserProperties(slug, projectId)),
    ]);
  // The modules screens (issue 13): the project's modules (a module's page takes its record from them) and that module
  // list's settings, or the archived modules.
  const modules = (projectId: string, section: ProjectSectionRoute) =>
    section.archived
      ? [take(apiPaths.archivedModules(slug, projectId))]
      : [take(apiPaths.modules(slug, projectId)), ...(section.id ? [take(apiPaths.moduleUserProperties(slug, projectId, section.id))] : [])];
  // The cycles screens (issue 13): the archived cycles; a cycle's analytics and list settings (its record comes with the
  // project's cycles); or the cycles page's list with the current cycle's analytics and urgent / high items (Active tab).
  const cycles = async (projectId: string, section: ProjectSectionRoute) => {
    if (section.archived) return take(apiPaths.archivedCycles(slug, projectId));
    const cycleId = section.id;
    if (cycleId) {
      return Promise.all([
        take(apiPaths.cycles(slug, projectId)), take(apiPaths.cycle(slug, projectId, cycleId)), take(apiPaths.cycleCycleProgress(slug, projectId, cycleId)),
        take(apiPaths.cycleUserProperties(slug, projectId, cycleId)),
      ]);
    }
    const list = await take(apiPaths.cycles(slug, projectId));
    const current = Array.isArray(list) ? (list as Array<Keyed & { status?: unknown }>).find((c) => String(c.status).toLowerCase() === 'current') : undefined;
    if (typeof current?.id !== 'string') return;
    const overview = { priority: ACTIVE_CYCLE_PRIORITIES.join(','), per_page: ACTIVE_CYCLES_PAGE_SIZE };
    await Promise.all([take(apiPaths.cycleCycleProgress(slug, projectId, current.id)), take(bootAnswerKey(apiPaths.cycleIssues(slug, projectId, current.id), overview))]);
  };
  const workItem = async (item: Keyed) => {
    if (typeof item.id !== 'string' || typeof item.project_id !== 'string') return;
    const [p, id] = [item.project_id, item.id];
    await Promise.all([
      project(p),
      take(bootAnswerKey(apiPaths.workItem(slug, p, id), { expand: DETAIL_EXPAND.join(',') })),
      take(apiPaths.subIssues(slug, p, id)),
      take(apiPaths.relations(slug, p, id)),
      take(bootAnswerKey(apiPaths.history(slug, p, id), { activity_type: 'issue-property' })),
      take(apiPaths.comments(slug, p, id)),
      // The property sidebar names the item's cycle and modules.
      take(apiPaths.cycles(slug, p)),
      take(apiPaths.modules(slug, p)),
    ]);
  };
  const parts: Array<Promise<unknown>> = [...session];
  // The workspace's parts, on every page of it (an in-app visit's app has them: the workspace layout loaded them).
  if (scope === 'page') {
    // The live stream resumes after the version this page's data is as new as (nothing changed meanwhile is missed).
    parts.push(take(apiPaths.workspaceMemberMe(slug)), take(apiPaths.projects(slug)), take(apiPaths.workspaceEventVersion(slug)));
    // The sidebar's favorites and teamspaces (issue 14) and the Inbox's unread count (issue 16).
    parts.push(take(apiPaths.userFavorites(slug)), take(apiPaths.teamspaces(slug)), take(apiPaths.notificationsUnread(slug)));
  }
  switch (route.kind) {
    case 'project':
      // An in-app visit whose app holds the project's parts asks only its list settings (a list's first page reads them).
      if (scope === 'route' && known === 'project') parts.push(take(apiPaths.projectUserProperties(slug, route.projectId)));
      else parts.push(project(route.projectId));
      // A project's list reloaded with its peek open (?peekId=): the item as the detail asks for it (an item of another
      // project or workspace: its endpoints refuse it, so nothing of it comes).
      if (peekId && routeListContext(route, undefined)) parts.push(workItem({ id: peekId, project_id: route.projectId }));
      if (route.section?.area === 'modules') parts.push(...modules(route.projectId, route.section));
      if (route.section?.area === 'cycles') parts.push(cycles(route.projectId, route.section));
      // Saved views (issue 14): the project's views; a view's page also its record (the list's settings are the view's).
      if (route.section?.area === 'views') {
        parts.push(take(apiPaths.views(slug, route.projectId)));
        if (route.section.id) parts.push(take(apiPaths.view(slug, route.projectId, route.section.id)));
      }
      // The epics list (issue 14): its settings; an epic's page is a work item's.
      if (route.section?.area === 'epics' && !route.section.id) parts.push(take(apiPaths.epicsUserProperties(slug, route.projectId)));
      // Pages (issue 15): the list's default query (as the pages slice normalises it) and the tab counts; or one page.
      if (route.section?.area === 'pages') {
        if (route.section.id) parts.push(take(apiPaths.page(slug, route.projectId, route.section.id)));
        else parts.push(take(bootAnswerKey(apiPaths.pages(slug, route.projectId), PAGES_DEFAULT_QUERY)), take(apiPaths.pagesSummary(slug, route.projectId)));
      }
      // Project analytics (issue 17): the overview of the default duration scoped to the project (the URL's query is not
      // seen here; another duration or tab loads after paint).
      if (route.section?.area === 'analytics') parts.push(take(bootAnswerKey(apiPaths.analyticsOverview(slug), { duration: DEFAULT_ANALYTICS_DURATION, project_ids: route.projectId })));
      break;
    case 'browse':
      parts.push(take(apiPaths.workItemByIdentifier(slug, route.identifier, route.sequence)).then((item) => (item && typeof item === 'object' ? workItem(item as Keyed) : undefined)));
      break;
    case 'profile':
      parts.push(take(apiPaths.members(slug)));
      // A member's profile (issue 17): the member; the overview's stats and recent activity, or the activity, or a list's settings.
      if (route.userId) parts.push(take(apiPaths.userProfile(slug, route.userId)));
      if (route.userId && route.tab === 'overview') parts.push(take(apiPaths.userStats(slug, route.userId)));
      if (route.userId && route.tab !== 'list') parts.push(take(apiPaths.userActivity(slug, route.userId)));
      if (route.tab === 'list') parts.push(take(apiPaths.workspaceUserProperties(slug, `profile-${route.list}`)));
      break;
    case 'workspace-view':
      parts.push(take(apiPaths.workspaceUserProperties(slug, route.view)), take(apiPaths.members(slug)));
      break;
    case 'saved-workspace-view':
      // A saved global view (issue 14): its record holds the list's settings.
      parts.push(take(apiPaths.workspaceView(slug, route.viewId)), take(apiPaths.members(slug)));
      break;
    case 'workspace':
      // The workspace's active cycles, first page (issue 13).
      if (route.area === 'cycles') parts.push(take(bootAnswerKey(apiPaths.activeCycles(slug), { per_page: ACTIVE_CYCLES_PAGE_SIZE })));
      // Home (issue 16): the dashboard's widgets with the data of those that ask the dashboard for it, quick links, recent
      // visits, the first stickies, and what Getting started counts (the members, the invitations).
      if (route.area === 'home') {
        parts.push(
          take(bootAnswerKey(apiPaths.dashboard(slug), { dashboard_type: 'home' })).then((home) => Promise.all(homeWidgetDataKeys(slug, home).map(take))),
          take(apiPaths.quickLinks(slug)), take(apiPaths.recentVisits(slug)), take(apiPaths.members(slug)), take(apiPaths.invitations(slug)),
          take(bootAnswerKey(apiPaths.stickies(slug), { cursor: `${STICKY_PAGE_SIZE}:0:0`, per_page: STICKY_PAGE_SIZE })),
        );
      }
      // The Inbox's first page: the All tab without filters (libs/state notificationQueryOf).
      // Analytics (issue 17): the Overview tab's answer for the default duration and all projects (libs/state's scope).
      if (route.area === 'analytics') parts.push(take(bootAnswerKey(apiPaths.analyticsOverview(slug), { duration: DEFAULT_ANALYTICS_DURATION })));
      if (route.area === 'inbox') parts.push(take(bootAnswerKey(apiPaths.notifications(slug), { per_page: NOTIFICATION_PAGE_SIZE, cursor: NOTIFICATION_FIRST_CURSOR })));
      break;
  }
  parts.push(firstListPage(route, asked, take, client, now));
  return done(parts);
}

/**
 * The keys the home screen's enabled widgets ask their data under (apps/web YourWorkWidget, RecentActivityWidget: the
 * dashboard's id, the widget's key, Your work's tab from its stored filters, else the first tab).
 */
function homeWidgetDataKeys(slug: string, home: unknown): string[] {
  const { dashboard, widgets } = (home ?? {}) as { dashboard?: { id?: unknown }; widgets?: Array<{ key?: unknown; is_enabled?: unknown; widget_filters?: Record<string, unknown> }> };
  if (typeof dashboard?.id !== 'string' || !Array.isArray(widgets)) return [];
  const path = apiPaths.dashboardWidgetData(slug, dashboard.id);
  const keys: string[] = [];
  for (const widget of widgets) {
    if (widget.is_enabled !== true) continue;
    if (widget.key === 'your_work') {
      const stored = widget.widget_filters?.['tab'];
      const tab = (YOUR_WORK_TABS as readonly unknown[]).includes(stored) ? String(stored) : YOUR_WORK_TABS[0];
      keys.push(bootAnswerKey(path, { widget_key: 'your_work', tab }));
    }
    if (widget.key === 'recent_activity') keys.push(bootAnswerKey(path, { widget_key: 'recent_activity' }));
  }
  return keys;
}

/**
 * The first page of the list the route shows (issue 11: rows in the first round trip), once the user and the list's
 * stored settings are in: the same query the client's prefetch builds (effectiveListParams, from @cairn/types) under
 * the key its request will look for, so a mismatch (another order, a setting changed meanwhile) only costs that
 * request. The calendar asks for the days it shows around the browser's today (calendarDays, from the profile's week
 * start): embedded only when the browser told its time zone (TIME_ZONE_HINT_COOKIE), else left to the client.
 */
async function firstListPage(route: AppRoute, asked: ReadonlyMap<string, Promise<unknown>>, take: (key: string) => Promise<unknown>, client: BootClient, now: Date): Promise<void> {
  if (route.kind === 'none') return;
  const me = (await asked.get(apiPaths.me())) as Keyed | undefined;
  const userId = typeof me?.id === 'string' ? me.id : undefined;
  const ctx = routeListContext(route, userId);
  if (!userId || !ctx) return;
  const settings = (await asked.get(listSettingsPath(route.slug, ctx))) as Partial<ListUserProperties> | undefined;
  if (!settings || typeof settings !== 'object') return;
  const props = fillListProperties(ctx.kind, settings);
  let window: ListWindow | undefined;
  if (props.display_filters.layout === 'calendar') {
    const today = client.timeZone ? todayInTimeZone(client.timeZone, now) : undefined;
    if (!today) return;
    const profile = (await asked.get(apiPaths.profile())) as { start_of_the_week?: unknown } | undefined;
    const weekStart = typeof profile?.start_of_the_week === 'number' ? profile.start_of_the_week : START_OF_WEEK.SUNDAY;
    window = calendarDays(props.display_filters.calendar_layout ?? 'month', today, weekStart);
  }
  const params = effectiveListParams(ctx, props, { search: '', userId, localCache: client.localCache, window });
  await take(bootAnswerKey(workItemListPath(route.slug, ctx), params));
}
