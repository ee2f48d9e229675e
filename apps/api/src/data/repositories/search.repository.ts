import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { uuidArray } from './sql-arrays';

// Workspace search (issue 17): one ranked statement per result type, never a query per row. The caller's scope is
// decided by the module (which projects they have a role in, where a guest sees only their own items); every
// statement is limited to the workspace and to those projects. Ranking: 0 exact identifier, 1 name prefix, 2 word
// prefix, 3 substring; ties by updated_at desc, then id. Matching uses strpos / starts_with on lower(name), not LIKE:
// the text is matched literally (% _ \ are plain characters) and, measured on W50k in PGlite, it is cheaper per row
// than ILIKE. Work items are ranked and cut to the limit on work_items alone; projects and states join those rows.
// Measured on W50k (tools/bench seed, 50,000 items, workspace admin: every project) in PGlite, 7 runs, median, on a
// shared 2-core machine (load average 3 → 14): the work-item statement 45–90 ms for a word ("fix", "login"), ~100 ms for
// one letter ("a": 46k rows match and are ranked); all six statements of search/ 60–150 ms, ×2–2.5 under load 14.
// A sequential scan per search: a pg_trgm GIN index on lower(name) would need a migration (left to the lead).

/** What the caller may search: the workspace, projects with every item visible, projects with only their own items. */
export interface SearchScope {
  workspaceId: string;
  userId: string;
  /** Projects where every live item is visible (member, admin, guest with guest_view_all_features). */
  projectIds: string[];
  /** Projects where only the caller's own items are visible (guests). */
  ownOnlyProjectIds: string[];
}

/** The normalised text searched: lower-cased, and with a leading space for word starts. */
export interface SearchText {
  /** The lower-cased, trimmed text. */
  lower: string;
  /** ' ' + lower: a word of the name (after a space) starts with the text. */
  word: string;
}

/** The text of a search (empty text matches everything). */
export function searchText(raw: string): SearchText {
  const lower = raw.trim().toLowerCase();
  return { lower, word: ` ${lower}` };
}

/** "WR-12" → identifier WR and sequence 12; a bare "12" → sequence 12. */
export function parseIdentifier(raw: string): { identifier?: string; sequence: number } | undefined {
  const m = /^(?:([a-z0-9]{1,12})-)?(\d{1,9})$/i.exec(raw.trim());
  if (!m) return undefined;
  return { identifier: m[1]?.toUpperCase(), sequence: Number(m[2]) };
}

function nameRank(column: SQL, t: SearchText): SQL {
  return sql`case when starts_with(lower(${column}), ${t.lower}) then 1 when strpos(lower(${column}), ${t.word}) > 0 then 2 else 3 end`;
}

function contains(column: SQL, t: SearchText): SQL {
  return sql`strpos(lower(${column}), ${t.lower}) > 0`;
}

function anyProject(column: SQL, ids: string[]): SQL {
  return ids.length === 0 ? sql`false` : sql`${column} = any(${uuidArray(ids)})`;
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Every project the caller has a role in (both kinds of scope). */
function allProjects(s: SearchScope): string[] {
  return [...s.projectIds, ...s.ownOnlyProjectIds];
}

/** A project row of search/. */
export interface SearchProjectRow {
  id: string;
  name: string;
  identifier: string;
}

/** Projects by name or identifier. */
export async function searchProjects(h: DbOrTx, s: SearchScope, t: SearchText, limit: number): Promise<SearchProjectRow[]> {
  const result = await h.execute(sql`
    select p.id, p.name, p.identifier,
      case when lower(p.identifier) = ${t.lower} then 0 when starts_with(lower(p.identifier), ${t.lower}) then 1 else ${nameRank(sql`p.name`, t)} end as rank
    from projects p
    where p.workspace_id = ${s.workspaceId} and p.archived_at is null and ${anyProject(sql`p.id`, allProjects(s))}
      and (${contains(sql`p.name`, t)} or ${contains(sql`p.identifier`, t)})
    order by rank, p.updated_at desc, p.id
    limit ${limit}`);
  return rows<SearchProjectRow>(result);
}

/** A work-item row of search/ (with its project's identifier and its state). */
export interface SearchIssueRow {
  id: string;
  name: string;
  sequence_id: number;
  project_id: string;
  project__identifier: string;
  state_id: string | null;
  state__group: string | null;
  state__name: string | null;
  state__color: string | null;
  priority: string;
}

/** Live work items (not epics, drafts, intake requests, archived or deleted) by identifier or name. */
export async function searchWorkItems(h: DbOrTx, s: SearchScope, t: SearchText, raw: string, limit: number): Promise<SearchIssueRow[]> {
  const id = parseIdentifier(raw);
  const exact = id
    ? id.identifier
      ? sql`(w.project_id = (select x.id from projects x where x.workspace_id = ${s.workspaceId} and x.identifier = ${id.identifier}) and w.sequence_id = ${id.sequence})`
      : sql`w.sequence_id = ${id.sequence}`
    : sql`false`;
  const visible: SQL[] = [];
  if (s.projectIds.length) visible.push(anyProject(sql`w.project_id`, s.projectIds));
  if (s.ownOnlyProjectIds.length) visible.push(sql`(${anyProject(sql`w.project_id`, s.ownOnlyProjectIds)} and w.created_by = ${s.userId})`);
  if (visible.length === 0) return [];
  const result = await h.execute(sql`
    select hit.id, hit.name, hit.sequence_id, hit.project_id, p.identifier as project__identifier, hit.state_id, st."group" as state__group,
      st.name as state__name, st.color as state__color, hit.priority
    from (
      select w.id, w.name, w.sequence_id, w.project_id, w.state_id, w.priority, w.updated_at,
        case when ${exact} then 0 else ${nameRank(sql`w.name`, t)} end as rank
      from work_items w
      where w.workspace_id = ${s.workspaceId} and w.deleted_at is null and w.archived_at is null and w.is_draft = false
        and w.is_epic = false and w.is_intake = false and (${sql.join(visible, sql` or `)})
        and (${exact} or ${contains(sql`w.name`, t)})
      order by rank, w.updated_at desc, w.id
      limit ${limit}
    ) hit
    join projects p on p.id = hit.project_id
    left join states st on st.id = hit.state_id
    order by hit.rank, hit.updated_at desc, hit.id`);
  return rows<SearchIssueRow>(result).map((r) => ({ ...r, sequence_id: Number(r.sequence_id) }));
}

/** A cycle, module, view or page row of search/. */
export interface SearchEntityRow {
  id: string;
  name: string;
  project_id: string | null;
  project__identifier: string | null;
}

/** Cycles or modules (not archived) of the caller's projects by name. */
export async function searchPlanning(h: DbOrTx, s: SearchScope, table: 'cycles' | 'modules', t: SearchText, limit: number): Promise<SearchEntityRow[]> {
  const from = table === 'cycles' ? sql`cycles` : sql`modules`;
  const result = await h.execute(sql`
    select x.id, x.name, x.project_id, p.identifier as project__identifier, ${nameRank(sql`x.name`, t)} as rank
    from ${from} x
    join projects p on p.id = x.project_id
    where x.workspace_id = ${s.workspaceId} and x.archived_at is null and p.archived_at is null
      and ${anyProject(sql`x.project_id`, allProjects(s))} and ${contains(sql`x.name`, t)}
    order by rank, x.updated_at desc, x.id
    limit ${limit}`);
  return rows<SearchEntityRow>(result);
}

/** Views by name: public or the caller's own, of the caller's projects or of the workspace itself (team views left out). */
export async function searchViews(h: DbOrTx, s: SearchScope, t: SearchText, limit: number): Promise<SearchEntityRow[]> {
  const result = await h.execute(sql`
    select v.id, v.name, v.project_id, p.identifier as project__identifier, ${nameRank(sql`v.name`, t)} as rank
    from issue_views v
    left join projects p on p.id = v.project_id
    where v.workspace_id = ${s.workspaceId} and v.teamspace_id is null
      and (v.project_id is null or (${anyProject(sql`v.project_id`, allProjects(s))} and p.archived_at is null))
      and (v.access = 'public' or v.owned_by = ${s.userId})
      and ${contains(sql`v.name`, t)}
    order by rank, v.updated_at desc, v.id
    limit ${limit}`);
  return rows<SearchEntityRow>(result);
}

/** Pages (not archived) by name that sit in a project of the caller: public ones, private ones only to their owner. */
export async function searchPages(h: DbOrTx, s: SearchScope, t: SearchText, limit: number): Promise<SearchEntityRow[]> {
  const projects = allProjects(s);
  if (projects.length === 0) return [];
  const result = await h.execute(sql`
    select pg.id, pg.name, pp.project_id, p.identifier as project__identifier, ${nameRank(sql`pg.name`, t)} as rank
    from pages pg
    join lateral (
      select x.project_id from project_pages x join projects xp on xp.id = x.project_id
      where x.page_id = pg.id and ${anyProject(sql`x.project_id`, projects)} and xp.archived_at is null
      order by x.project_id limit 1
    ) pp on true
    join projects p on p.id = pp.project_id
    where pg.workspace_id = ${s.workspaceId} and pg.archived_at is null
      and (pg.access = 'public' or pg.owned_by = ${s.userId})
      and ${contains(sql`pg.name`, t)}
    order by rank, pg.updated_at desc, pg.id
    limit ${limit}`);
  return rows<SearchEntityRow>(result);
}

/** A member row of entity-search/ user_mention. */
export interface SearchUserRow {
  id: string;
  display_name: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
}

/** Active members of the workspace (or of one project) by display, first or last name; bots left out. */
export async function searchMembers(h: DbOrTx, workspaceId: string, projectId: string | undefined, t: SearchText, limit: number): Promise<SearchUserRow[]> {
  const inProject = projectId
    ? sql`and exists (select 1 from project_members pm where pm.project_id = ${projectId} and pm.member = u.id)`
    : sql``;
  const full = sql`(u.first_name || ' ' || u.last_name)`;
  const result = await h.execute(sql`
    select u.id, u.display_name, u.first_name, u.last_name, u.avatar_url,
      least(${nameRank(sql`u.display_name`, t)}, ${nameRank(full, t)}) as rank
    from workspace_members m
    join users u on u.id = m.member
    where m.workspace_id = ${workspaceId} and m.is_active = true and u.is_active = true and u.is_bot = false ${inProject}
      and (${contains(sql`u.display_name`, t)} or ${contains(full, t)})
    order by rank, lower(u.display_name), u.id
    limit ${limit}`);
  return rows<SearchUserRow>(result);
}
