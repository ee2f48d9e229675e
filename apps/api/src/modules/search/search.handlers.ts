import { SEARCH_RESULTS_PER_TYPE, type EntitySearch, type EntitySearchQuery, type WorkspaceSearch, type WorkspaceSearchQuery } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import {
  searchMembers, searchPages, searchPlanning, searchProjects, searchText, searchViews, searchWorkItems, type SearchEntityRow,
} from '../../data/repositories/search.repository';
import { presentEntity, presentIssue, presentProject, presentUser } from './search.presenter';
import { requireSearchScope } from './search.policy';

// search/ and entity-search/ (issue 17; spec §7): read-only, one statement per asked type, no events.

/** GET search/: every type, best first, at most SEARCH_RESULTS_PER_TYPE each. */
export async function workspaceSearch(db: DbOrTx, slug: string, userId: string, q: WorkspaceSearchQuery): Promise<WorkspaceSearch> {
  // project_id narrows the search unless workspace_search=true asks for the whole workspace.
  const onlyProject = q.workspace_search === 'true' ? undefined : q.project_id;
  const { access, scope } = await requireSearchScope(db, slug, userId, onlyProject);
  const t = searchText(q.search);
  const n = SEARCH_RESULTS_PER_TYPE;
  const ws = access.workspace;
  // One statement per type, one after another (PGlite has one connection; the order keeps answers deterministic).
  const project = await searchProjects(db, scope, t, n);
  const issue = await searchWorkItems(db, scope, t, q.search, n);
  const cycle = await searchPlanning(db, scope, 'cycles', t, n);
  const module = await searchPlanning(db, scope, 'modules', t, n);
  const view = onlyProject ? [] : await searchViews(db, scope, t, n);
  const page = await searchPages(db, scope, t, n);
  const entity = (r: SearchEntityRow) => presentEntity(r, ws.slug);
  return {
    results: {
      workspace: !onlyProject && ws.name.toLowerCase().includes(t.lower) ? [{ id: ws.id, name: ws.name, slug: ws.slug }] : [],
      project: project.map((r) => presentProject(r, ws.slug)),
      issue: issue.map((r) => presentIssue(r, ws.slug)),
      cycle: cycle.map(entity),
      module: module.map(entity),
      issue_view: view.map(entity),
      page: page.map(entity),
    },
  };
}

/** GET entity-search/: only the asked types; an empty query lists the most recently updated. */
export async function entitySearch(db: DbOrTx, slug: string, userId: string, q: EntitySearchQuery): Promise<EntitySearch> {
  const { access, scope } = await requireSearchScope(db, slug, userId, q.project_id);
  const raw = q.query ?? '';
  const t = searchText(raw);
  const n = q.count ?? SEARCH_RESULTS_PER_TYPE;
  const ws = access.workspace;
  const out: EntitySearch = {};
  for (const type of q.query_type) {
    if (type === 'user_mention') out.user_mention = (await searchMembers(db, ws.id, q.project_id, t, n)).map(presentUser);
    if (type === 'issue') out.issue = (await searchWorkItems(db, scope, t, raw, n)).map((r) => presentIssue(r, ws.slug));
    if (type === 'project') out.project = (await searchProjects(db, scope, t, n)).map((r) => presentProject(r, ws.slug));
    if (type === 'cycle') out.cycle = (await searchPlanning(db, scope, 'cycles', t, n)).map((r) => presentEntity(r, ws.slug));
    if (type === 'module') out.module = (await searchPlanning(db, scope, 'modules', t, n)).map((r) => presentEntity(r, ws.slug));
    if (type === 'page') out.page = (await searchPages(db, scope, t, n)).map((r) => presentEntity(r, ws.slug));
  }
  return out;
}
