import { apiPaths, workItemListPath, type AnyWorkItemPage, type BootPayload, type ListContext } from '@cairn/types';
import { createApiClient, createServices } from '@cairn/services';
import { createWebStore } from '../core/create-web-store';
import { routeListLayout, takeBootListProperties } from './boot.actions';
import { fixtures } from '../testing/fixtures';
import { listContextKey } from '../slices/work-item-lists/list-context';
import { selectWorkItemList } from '../slices/work-item-lists/work-item-lists.selectors';
import { selectProjectStates } from '../slices/states/states.selectors';

// hydrateBoot / prefetchRoute (issue 11): the payload's answers become the store's records through the store's own
// loads, with no request; what the payload lacks is loaded as before; the route's first page starts at once.

const SLUG = 'ws-1';
const workspace = fixtures.workspace(1);
const project = fixtures.projectLite(1);
const P = project.id;
const PATH = `/${SLUG}/projects/${P}/issues`;
const page: AnyWorkItemPage = { results: [fixtures.workItem(1)], total_count: 1, next_page_results: false, next_cursor: '50:1:50', prev_cursor: '50:-1:0' };

const fullAnswers = (): Record<string, unknown> => ({
  [apiPaths.me()]: fixtures.user(),
  [apiPaths.profile()]: fixtures.profile({ is_onboarded: true }),
  [apiPaths.settings()]: fixtures.settings(),
  [apiPaths.myWorkspaces()]: [workspace],
  [apiPaths.workspaceMemberMe(SLUG)]: fixtures.member(1),
  [apiPaths.projects(SLUG)]: [project],
  [apiPaths.project(SLUG, P)]: fixtures.project(1),
  [apiPaths.states(SLUG, P)]: [fixtures.state(1, { project_id: P })],
  [apiPaths.labels(SLUG, P)]: [fixtures.label(1, { project_id: P })],
  [apiPaths.projectMembers(SLUG, P)]: [fixtures.projectMember(1)],
  [apiPaths.estimates(SLUG, P)]: [],
  [apiPaths.projectUserProperties(SLUG, P)]: { filters: {}, display_filters: { layout: 'list' }, display_properties: {} },
});

/** A store over the real client and services; the fake network answers by path and records every request. */
function storeOver(answer: (path: string) => unknown = () => undefined, now = () => new Date()) {
  const requests: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = `${url.pathname}${url.search}`;
    requests.push(path);
    const body = answer(path);
    return body === undefined
      ? new Response(JSON.stringify({ error: 'Authentication credentials were not provided.', error_code: 'UNAUTHENTICATED' }), { status: 401, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const services = createServices(createApiClient({ baseUrl: 'http://cairn.test', fetch, getCookie: () => 't' }));
  const store = createWebStore({ services, now, newId: () => crypto.randomUUID(), devtools: false });
  return { store, requests };
}

describe('hydrateBoot', () => {
  it('fills user, profile, settings, workspaces, projects, the project and its list settings without a request', async () => {
    const { store, requests } = storeOver();
    await store.getState().hydrateBoot({ signed_in: true, path: PATH, answers: fullAnswers() });
    const s = store.getState();
    expect(requests).toEqual([]);
    expect(s.currentUserStatus).toBe('signed-in');
    expect(s.profile?.is_onboarded).toBe(true);
    expect(s.workspacesStatus).toBe('ready');
    expect(s.myWorkspaceMemberBySlug[SLUG]).toEqual(fixtures.member(1));
    expect(s.projectsStatusBySlug[SLUG]).toBe('ready');
    expect(s.projectsById[P]?.created_by).toBeDefined(); // the full record
    expect(s.statesStatusByProject[P]).toBe('ready');
    expect(s.labelsStatusByProject[P]).toBe('ready');
    expect(s.projectMemberIdsByProject[P]).toHaveLength(1);
    expect(s.estimatesStatusByProject[P]).toBe('ready');
    expect(s.listPropertiesByKey[listContextKey({ kind: 'project', projectId: P })]?.display_filters.layout).toBe('list');
    // Used once: a later load asks the server.
    await store.getState().loadCurrentUser();
    expect(requests).toEqual([apiPaths.me()]);
  });

  it('signed out: changes nothing and primes nothing (the session loads meet the 401 as before)', async () => {
    const { store, requests } = storeOver();
    await store.getState().hydrateBoot({ signed_in: false, path: PATH, answers: {} });
    expect(store.getState().currentUserStatus).toBe('idle');
    expect(store.getState().prefetchRoute(PATH)).toBe(false);
    await store.getState().loadCurrentUser();
    expect(store.getState().currentUserStatus).toBe('signed-out');
    expect(requests).toEqual([apiPaths.me()]);
  });

  it('a partial payload (a project the user may not read) leaves those parts to the usual loads', async () => {
    const answers = fullAnswers();
    for (const key of [apiPaths.project(SLUG, P), apiPaths.states(SLUG, P), apiPaths.projectUserProperties(SLUG, P)]) delete answers[key];
    const { store, requests } = storeOver((path) => (path === apiPaths.states(SLUG, P) ? [fixtures.state(2, { project_id: P })] : undefined));
    await store.getState().hydrateBoot({ signed_in: true, path: PATH, answers });
    const s = store.getState();
    expect(requests).toEqual([]);
    expect(s.workspacesStatus).toBe('ready');
    expect(s.statesStatusByProject[P]).toBeUndefined();
    expect(s.listPropertiesByKey[listContextKey({ kind: 'project', projectId: P })]).toBeUndefined();
    // The list's settings are unknown, so nothing is prefetched; the screen's own load asks the server.
    expect(s.prefetchRoute(PATH)).toBe(false);
    await s.loadProjectStates(SLUG, P);
    expect(requests).toEqual([apiPaths.states(SLUG, P)]);
    expect(store.getState().statesStatusByProject[P]).toBe('ready');
  });
});

describe('prefetchRoute', () => {
  it("starts the list's first page with the stored settings before any view; the view's load adopts it", async () => {
    const { store, requests } = storeOver((path) => (path.startsWith(apiPaths.workItems(SLUG, P)) ? page : undefined));
    await store.getState().hydrateBoot({ signed_in: true, path: PATH, answers: fullAnswers() });
    expect(store.getState().prefetchRoute(PATH)).toBe(true);
    const key = listContextKey({ kind: 'project', projectId: P });
    expect(selectWorkItemList(store.getState(), key)?.loader).toBe('init-loader');
    await store.getState().loadWorkItemList(SLUG, { kind: 'project', projectId: P }, { search: '' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(new RegExp(`^${apiPaths.workItems(SLUG, P)}\\?`));
    expect(selectWorkItemList(store.getState(), key)?.ids).toEqual([fixtures.workItem(1).id]);
  });

  it('takes a first page the server embedded under the key it asks (no request at all): the rows are in the first round trip', async () => {
    const answers = fullAnswers();
    // The key the API's boot builds for these settings with the local cache off (this store has none): see boot.first-list-page.test.ts.
    answers[`${apiPaths.workItems(SLUG, P)}?order_by=-created_at&per_page=50`] = page;
    const { store, requests } = storeOver();
    await store.getState().hydrateBoot({ signed_in: true, path: PATH, answers });
    expect(store.getState().prefetchRoute(PATH)).toBe(true);
    await store.getState().loadWorkItemList(SLUG, { kind: 'project', projectId: P }, { search: '' });
    expect(requests).toEqual([]);
    expect(selectWorkItemList(store.getState(), listContextKey({ kind: 'project', projectId: P }))?.ids).toEqual([fixtures.workItem(1).id]);
  });

  it.each<ListContext>([
    { kind: 'project', projectId: P }, { kind: 'archived', projectId: P }, { kind: 'draft', projectId: P }, { kind: 'cycle', projectId: P, cycleId: 'c1' },
    { kind: 'module', projectId: P, moduleId: 'm1' }, { kind: 'workspace', view: 'assigned' }, { kind: 'profile', userId: 'u1', list: 'created' },
    { kind: 'view', projectId: P, viewId: 'v1' }, { kind: 'globalView', viewId: 'v2' }, { kind: 'team', teamspaceId: 't1' },
    { kind: 'teamView', teamspaceId: 't1', viewId: 'v3' }, { kind: 'epics', projectId: P },
  ])('a %o list asks the path the boot embeds its first page under (workItemListPath)', async (ctx) => {
    const { store, requests } = storeOver(() => page);
    await store.getState().loadWorkItemList(SLUG, ctx, { search: '' });
    expect(requests).toHaveLength(1);
    expect(requests[0].split('?')[0]).toBe(workItemListPath(SLUG, ctx));
  });

  it("a calendar's first page is the days it shows around the browser's today (the profile's week start): the embedded one, no request", async () => {
    const answers = fullAnswers();
    answers[apiPaths.profile()] = fixtures.profile({ is_onboarded: true, start_of_the_week: 1 });
    answers[apiPaths.projectUserProperties(SLUG, P)] = { filters: {}, display_filters: { layout: 'calendar', calendar_layout: 'week' }, display_properties: {} };
    // Thursday 26 November 2026, local time: its Monday-first week is the 23rd to the 29th (boot.first-list-page.test.ts builds the same key).
    answers[`${apiPaths.workItems(SLUG, P)}?target_date=2026-11-23%3Bafter%2C2026-11-29%3Bbefore&order_by=-created_at&per_page=1000`] = page;
    const { store, requests } = storeOver(() => undefined, () => new Date(2026, 10, 26, 23, 30));
    await store.getState().hydrateBoot({ signed_in: true, path: PATH, answers } satisfies BootPayload);
    expect(store.getState().prefetchRoute(PATH)).toBe(true);
    // The calendar's first load, with the window it shows (CalendarLayout → setWindow), adopts that page.
    await store.getState().loadWorkItemList(SLUG, { kind: 'project', projectId: P }, { window: { from: '2026-11-23', to: '2026-11-29' }, search: '' });
    expect(requests).toEqual([]);
    expect(selectWorkItemList(store.getState(), listContextKey({ kind: 'project', projectId: P }))?.ids).toEqual([fixtures.workItem(1).id]);
  });

  it('starts nothing for routes without a list', async () => {
    const { store, requests } = storeOver();
    await store.getState().hydrateBoot({ signed_in: true, path: PATH, answers: fullAnswers() } satisfies BootPayload);
    expect(store.getState().prefetchRoute(`/${SLUG}/settings`)).toBe(false);
    expect(store.getState().prefetchRoute('/onboarding')).toBe(false);
    expect(requests).toEqual([]);
  });
});

describe('visitRoute', () => {
  const sessionOnly = (): Record<string, unknown> => {
    const answers = fullAnswers();
    for (const key of Object.keys(answers)) if (key.includes(`/projects/${P}/`)) delete answers[key];
    return answers;
  };

  it("an in-app visit of a list not opened yet: one boot GET (scope route), and the screen's loads take its answers", async () => {
    const listKey = `${apiPaths.workItems(SLUG, P)}?order_by=-created_at&per_page=50`;
    const visit = { signed_in: true, path: PATH, answers: { [apiPaths.projectUserProperties(SLUG, P)]: fullAnswers()[apiPaths.projectUserProperties(SLUG, P)], [apiPaths.states(SLUG, P)]: fullAnswers()[apiPaths.states(SLUG, P)], [listKey]: page } };
    const { store, requests } = storeOver((path) => (path === apiPaths.boot(PATH, 'route') ? visit : undefined));
    await store.getState().hydrateBoot({ signed_in: true, path: `/${SLUG}/projects`, answers: sessionOnly() });
    expect(store.getState().visitRoute(PATH)).toBe(true);
    // What the list screen's effects do at once (useWorkItemList, ProjectGate): they wait for the visit's answer.
    const ctx: ListContext = { kind: 'project', projectId: P };
    await Promise.all([
      store.getState().loadProjectStates(SLUG, P),
      store.getState().loadListProperties(SLUG, ctx).then(() => store.getState().loadWorkItemList(SLUG, ctx, { search: '' })),
    ]);
    expect(requests).toEqual([apiPaths.boot(PATH, 'route')]);
    expect(selectWorkItemList(store.getState(), listContextKey(ctx))?.ids).toEqual([fixtures.workItem(1).id]);
    // What the visit lacks goes to the server as before.
    await store.getState().loadProjectLabels(SLUG, P);
    expect(requests).toEqual([apiPaths.boot(PATH, 'route'), apiPaths.labels(SLUG, P)]);
  });

  it("a visit for the other screens the boot plan has parts for: a project's sections, a profile, home, inbox, analytics", async () => {
    const { store, requests } = storeOver();
    await store.getState().hydrateBoot({ signed_in: true, path: PATH, answers: fullAnswers() });
    const visited = [`/${SLUG}/projects/${P}/cycles`, `/${SLUG}/projects/${P}/pages`, `/${SLUG}/profile/00000000-0000-4000-8000-000000000999`, `/${SLUG}`, `/${SLUG}/inbox`, `/${SLUG}/analytics`, `/${SLUG}/cycles`];
    for (const path of visited) expect({ path, visited: store.getState().visitRoute(path) }).toEqual({ path, visited: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The store holds the project's parts (the page's boot): its sections' visits say so, and the server leaves them out.
    expect(requests).toEqual(visited.map((path) => apiPaths.boot(path, 'route', path.includes(`/projects/${P}/`) ? 'project' : undefined)));
  });

  it("says the project is known only for its lists and sections, and only with all of its parts in the store", async () => {
    const { store, requests } = storeOver();
    await store.getState().hydrateBoot({ signed_in: true, path: PATH, answers: fullAnswers() });
    // The settings tabs load their rows on every mount: they take them from the visit.
    const settings = `/${SLUG}/projects/${P}/settings/states`;
    expect(store.getState().visitRoute(settings)).toBe(true);
    // Estimates not loaded (yet): the visit brings the whole project.
    store.setState((d) => {
      delete d.estimatesStatusByProject[P];
    });
    const modules = `/${SLUG}/projects/${P}/modules`;
    expect(store.getState().visitRoute(modules)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toEqual([apiPaths.boot(settings, 'route'), apiPaths.boot(modules, 'route')]);
  });

  it('no visit for a list whose settings the store holds, a route without a list, a known work item, or no user', async () => {
    const { store, requests } = storeOver();
    expect(store.getState().visitRoute(PATH)).toBe(false);
    await store.getState().hydrateBoot({ signed_in: true, path: PATH, answers: fullAnswers() });
    expect(store.getState().visitRoute(PATH)).toBe(false);
    expect(store.getState().visitRoute(`/${SLUG}/settings`)).toBe(false);
    expect(store.getState().visitRoute(`/${SLUG}/projects`)).toBe(false);
    expect(requests).toEqual([]);
    // Another list of the project (its archived items: their own settings key) is a visit.
    expect(store.getState().visitRoute(`/${SLUG}/projects/${P}/archives/issues?peekId=x`)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toEqual([apiPaths.boot(`/${SLUG}/projects/${P}/archives/issues?peekId=x`, 'route', 'project')]);
  });

  it("a visit that fails leaves the screen's loads to the server", async () => {
    const { store, requests } = storeOver((path) => (path.startsWith('/api/boot/') ? undefined : fullAnswers()[path]));
    await store.getState().hydrateBoot({ signed_in: true, path: `/${SLUG}/projects`, answers: sessionOnly() });
    expect(store.getState().visitRoute(PATH)).toBe(true);
    await store.getState().loadProjectStates(SLUG, P);
    expect(requests).toEqual([apiPaths.boot(PATH, 'route'), apiPaths.states(SLUG, P)]);
    expect(selectProjectStates(store.getState(), P)).toHaveLength(1);
  });
});

describe('routeListLayout', () => {
  it("answers the stored layout of the route's list once the boot delivered its settings, else undefined", async () => {
    const answers = fullAnswers();
    answers[apiPaths.projectUserProperties(SLUG, P)] = { filters: {}, display_filters: { layout: 'kanban' }, display_properties: {} };
    const { store } = storeOver();
    expect(routeListLayout(store, PATH)).toBeUndefined();
    await store.getState().hydrateBoot({ signed_in: true, path: PATH, answers });
    expect(routeListLayout(store, PATH)).toBe('kanban');
    expect(routeListLayout(store, `/${SLUG}/settings`)).toBeUndefined();
  });
});

describe('takeBootListProperties', () => {
  it("answers true once for a list whose settings this page's boot delivered, false otherwise", async () => {
    const { store } = storeOver();
    const key = listContextKey({ kind: 'project', projectId: P });
    expect(takeBootListProperties(store, key)).toBe(false);
    await store.getState().hydrateBoot({ signed_in: true, path: PATH, answers: fullAnswers() });
    expect(takeBootListProperties(store, key)).toBe(true);
    expect(takeBootListProperties(store, key)).toBe(false);
    const partial = storeOver();
    const answers = fullAnswers();
    delete answers[apiPaths.projectUserProperties(SLUG, P)];
    await partial.store.getState().hydrateBoot({ signed_in: true, path: PATH, answers });
    expect(takeBootListProperties(partial.store, key)).toBe(false);
  });
});
