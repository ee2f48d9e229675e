import { GLOBAL_VIEW_IDS, PROFILE_VIEW_TYPES } from '../work-item-list-constants';

/** What the members app shows at a URL, as far as loading its data goes (issue 11 boot; shared by server and client). */
export type AppRoute =
  | { kind: 'none' }
  | { kind: 'workspace'; slug: string; area?: 'cycles' | 'home' | 'inbox' | 'analytics' }
  | { kind: 'project'; slug: string; projectId: string; list: 'project' | 'archived' | 'draft' | null; section?: ProjectSectionRoute }
  | { kind: 'browse'; slug: string; identifier: string; sequence: number }
  /** A member's profile (issue 17): its overview, activity or one of its lists; "Your work" (no userId) is the assigned list. */
  | { kind: 'profile'; slug: string; userId: string | null; tab: 'overview' | 'activity' | 'list'; list: (typeof PROFILE_VIEW_TYPES)[number] }
  | { kind: 'workspace-view'; slug: string; view: (typeof GLOBAL_VIEW_IDS)[number] }
  | { kind: 'saved-workspace-view'; slug: string; viewId: string };

/**
 * A project page of cycles or modules (issue 13), views or epics (issue 14), pages (issue 15): the area's page (`/modules`), one of them
 * (`/modules/<id>`, `id`) or its archive (`/archives/modules`, `archived`; cycles and modules only); analytics (issue 17).
 */
export interface ProjectSectionRoute {
  area: 'cycles' | 'modules' | 'views' | 'epics' | 'pages' | 'analytics';
  id?: string;
  archived?: true;
}

const SECTION_AREAS: ReadonlySet<string> = new Set(['cycles', 'modules', 'views', 'epics', 'pages']);
const PLANNING_AREAS: ReadonlySet<string> = new Set(['cycles', 'modules']);

// Top-level segments that are not workspace slugs (the app's own screens).
const NOT_WORKSPACES = new Set(['', 'sign-up', 'accounts', 'onboarding', 'create-workspace', 'invitations', 'god-mode', 'spaces', 'api', 'auth']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY = /^([A-Za-z0-9]{1,12})-(\d{1,9})$/;

const SLUG_SEGMENT = /^[a-z0-9][a-z0-9_-]{0,47}$/i;

/**
 * Matches a members-app path (`/acme/projects/<id>/issues`, `/acme/browse/WEB-12`, …) against the routes whose data
 * boot loads; anything else under a workspace is `workspace`, outside one `none`. Mirrors apps/web's router.tsx.
 */
export function matchAppRoute(pathname: string): AppRoute {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  let parts: string[];
  try {
    parts = path.split('/').filter(Boolean).map((p) => decodeURIComponent(p));
  } catch {
    return { kind: 'none' };
  }
  const slug = parts[0];
  // A slug is what workspaceSlugSchema allows (case aside): a decoded `/` or `..` never reaches the API paths boot builds.
  if (!slug || NOT_WORKSPACES.has(slug) || !SLUG_SEGMENT.test(slug)) return { kind: 'none' };
  const [, area, a, b, c] = parts;
  if (area === 'projects' && a && UUID.test(a)) {
    const projectId = a.toLowerCase();
    if (parts.length === 3 || (b === 'issues' && parts.length === 4)) return { kind: 'project', slug, projectId, list: 'project' };
    if (b === 'drafts' && parts.length === 4) return { kind: 'project', slug, projectId, list: 'draft' };
    if (b === 'archives' && c === 'issues' && parts.length === 5) return { kind: 'project', slug, projectId, list: 'archived' };
    if (b && SECTION_AREAS.has(b)) {
      const planning = b as ProjectSectionRoute['area'];
      if (parts.length === 4) return { kind: 'project', slug, projectId, list: null, section: { area: planning } };
      if (parts.length === 5 && c && UUID.test(c)) return { kind: 'project', slug, projectId, list: null, section: { area: planning, id: c.toLowerCase() } };
    }
    if (b === 'analytics' && parts.length === 4) return { kind: 'project', slug, projectId, list: null, section: { area: 'analytics' } };
    if (b === 'archives' && c && PLANNING_AREAS.has(c) && parts.length === 5) {
      return { kind: 'project', slug, projectId, list: null, section: { area: c as ProjectSectionRoute['area'], archived: true } };
    }
    return { kind: 'project', slug, projectId, list: null };
  }
  if (area === 'browse' && a && parts.length === 3) {
    const m = KEY.exec(a);
    if (m) return { kind: 'browse', slug, identifier: m[1].toUpperCase(), sequence: Number(m[2]) };
  }
  if (area === 'profile') {
    const isList = (PROFILE_VIEW_TYPES as readonly string[]).includes(b ?? '');
    const list = isList ? (b as (typeof PROFILE_VIEW_TYPES)[number]) : 'assigned';
    if (!a) return { kind: 'profile', slug, userId: null, tab: 'list', list: 'assigned' };
    // The profile's tabs: overview (no segment, or an unknown one: the web goes back to it), activity, or a list.
    if (UUID.test(a)) return { kind: 'profile', slug, userId: a.toLowerCase(), tab: isList ? 'list' : b === 'activity' ? 'activity' : 'overview', list };
  }
  if (area === 'workspace-views' && a && UUID.test(a) && parts.length === 3) return { kind: 'saved-workspace-view', slug, viewId: a.toLowerCase() };
  if (area === 'workspace-views') {
    const view = (GLOBAL_VIEW_IDS as readonly string[]).includes(a ?? '') ? (a as (typeof GLOBAL_VIEW_IDS)[number]) : 'all-issues';
    return { kind: 'workspace-view', slug, view };
  }
  // The workspace's active cycles (issue 13).
  if (area === 'cycles' && parts.length === 2) return { kind: 'workspace', slug, area: 'cycles' };
  // Home and the Inbox (issue 16).
  if (parts.length === 1) return { kind: 'workspace', slug, area: 'home' };
  if (area === 'inbox' && parts.length === 2) return { kind: 'workspace', slug, area: 'inbox' };
  // Analytics (issue 17).
  if (area === 'analytics' && parts.length === 2) return { kind: 'workspace', slug, area: 'analytics' };
  return { kind: 'workspace', slug };
}

/**
 * The work item a list URL shows in its peek panel (`?peekId=<uuid>`, apps/web PEEK_PARAM), lower-cased; undefined
 * without one or for anything but a UUID.
 */
export function peekIdOf(url: string): string | undefined {
  const q = url.indexOf('?');
  if (q === -1) return undefined;
  const id = new URLSearchParams(url.slice(q + 1).split('#', 1)[0]).get('peekId');
  return id && UUID.test(id) ? id.toLowerCase() : undefined;
}

/**
 * The key of one boot answer: the API path and its query as the client sends it (undefined values dropped, in the
 * given order; `expand=a,b` encoded as URLSearchParams does). Server and client build keys only with this.
 */
export function bootAnswerKey(path: string, searchParams?: Record<string, string | number | boolean | undefined>): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(searchParams ?? {})) if (v !== undefined) query.append(k, String(v));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
