import { ROLE } from './constants';

// Pages (issue 15; workspace-pages-account spec §3–§9). The permission rules of §5/§6 live here once, as a pure
// function the server enforces and the client uses to show or hide actions; both are tested against one table.

/** Who may read a page: every member of its projects (public), or its owner only (private). */
export const PAGE_ACCESS = ['public', 'private'] as const;
/** One page access value. */
export type PageAccess = (typeof PAGE_ACCESS)[number];

/** The title autosave delay (spec §9). */
export const PAGE_TITLE_AUTOSAVE_MS = 2000;
/** The pages list's default sort (spec §3, §9): updated_at, descending. */
export const PAGE_DEFAULT_SORT_KEY = 'updated_at';
/** The default sort direction (spec §3). */
export const PAGE_DEFAULT_SORT_BY = 'desc';
/** The keys the pages list sorts by. */
export const PAGE_SORT_KEYS = ['name', 'created_at', 'updated_at'] as const;
/** One sort key. */
export type PageSortKey = (typeof PAGE_SORT_KEYS)[number];
/** Sort directions. */
export const PAGE_SORT_DIRECTIONS = ['asc', 'desc'] as const;
/** One sort direction. */
export type PageSortBy = (typeof PAGE_SORT_DIRECTIONS)[number];
/**
 * The pages list's tabs: all (live pages the caller can read), public, private (the caller's own private pages),
 * archived.
 */
export const PAGE_LIST_TYPES = ['all', 'public', 'private', 'archived'] as const;
/** One list type. */
export type PageListType = (typeof PAGE_LIST_TYPES)[number];
/** A page's name may be at most this long. */
export const PAGE_NAME_MAX_LENGTH = 255;
/** An automatic version is taken at most this often while a page is edited. */
export const PAGE_VERSION_INTERVAL_MS = 10 * 60 * 1000;
/** The collaboration relay writes the merged document this long after the last update (and on the last disconnect). */
export const PAGE_DOC_PERSIST_DEBOUNCE_MS = 2000;
/** The largest document (merged Yjs state) or HTML body a page accepts, in bytes. */
export const PAGE_DESCRIPTION_MAX_BYTES = 5 * 1024 * 1024;

/** WebSocket close codes of the collaboration endpoint (4000–4999 are the application's). */
export const PAGE_COLLAB_CLOSE = {
  /** Not signed in. */
  UNAUTHORISED: 4401,
  /** Signed in but not allowed to read the page. */
  FORBIDDEN: 4403,
  /** No such page in this project (or a foreign id). */
  NOT_FOUND: 4404,
  /** The page was deleted, moved or made private while open. */
  GONE: 4410,
} as const;

/** Texts of the page area: the spec's (§5, §8) verbatim, then the server's refusals. */
export const PAGE_TEXT = {
  failedTitle: 'Failed',
  fetchListFailed: 'Failed to fetch the pages, Please try again later.',
  fetchFailed: 'Failed to fetch the page, Please try again later.',
  createFailed: 'Failed to create a page, Please try again later.',
  deleteFailed: 'Failed to delete a page, Please try again later.',
  missingFields: 'Missing required fields.',
  pageNotFound: 'Page not found',
  pagesOff: 'Pages are turned off for this project',
  notAllowed: 'You are not allowed to do this on this page',
  locked: 'This page is locked; unlock it to edit it',
  archived: 'This page is archived; restore it to edit it',
  notArchived: 'Only an archived page can be restored',
  deleteNotArchived: 'Archive the page before deleting it',
  moveSameProject: 'The page is already in this project',
  moveTargetNotFound: 'The project to move the page to was not found',
  moveNotAllowed: 'You must be allowed to manage pages in both projects to move this page',
  versionNotFound: 'Version not found',
  descriptionTooLarge: 'The page is too large',
  descriptionInvalid: 'The page content could not be read',
} as const;

/** Error codes of the page refusals (error_code of the answer). */
export const PAGE_ERROR_CODE = {
  PAGES_OFF: 'PAGES_OFF',
  PAGE_LOCKED: 'PAGE_LOCKED',
  PAGE_ARCHIVED: 'PAGE_ARCHIVED',
} as const;

/** What a page's permission check needs to know. */
export interface PageAbilityInput {
  /** The caller's highest project role across the page's projects (null when in none of them). */
  role: number | null;
  /** The caller's id. */
  userId: string;
  page: { owned_by: string | null; access: PageAccess; is_locked: boolean; archived_at: string | Date | null };
}

/** What the caller may do on a page (spec §5, §6). */
export interface PageAbilities {
  /** See the page at all ("Access": a public page, or its owner). */
  read: boolean;
  /** Edit the page's properties: title, logo, labels (spec §5 "Page editing"). */
  edit: boolean;
  /** Edit the page's content: not archived, not locked, and editing is allowed (spec §5). */
  editContent: boolean;
  /** Duplicate and favorite: at least member (and able to read). */
  duplicate: boolean;
  favorite: boolean;
  /** Lock, change access, archive, restore, delete, move: the owner or an admin. */
  manage: boolean;
}

/** The permission rules of spec §5 and §6 for one page and one caller. */
export function pageAbilities({ role, userId, page }: PageAbilityInput): PageAbilities {
  const inProject = role !== null;
  const isOwner = page.owned_by !== null && page.owned_by === userId;
  const atLeastMember = inProject && role >= ROLE.MEMBER;
  const isAdmin = inProject && role >= ROLE.ADMIN;
  const read = inProject && (page.access === 'public' || isOwner);
  const edit = read && ((page.access === 'public' && atLeastMember) || (page.access === 'private' && isOwner));
  const editContent = edit && !page.is_locked && !page.archived_at;
  return {
    read,
    edit,
    editContent,
    duplicate: read && atLeastMember,
    favorite: read && atLeastMember,
    manage: read && (isOwner || isAdmin),
  };
}

/** Whether the caller may create pages in a project (spec §5: member or admin). */
export function canCreatePage(role: number | null): boolean {
  return role !== null && role >= ROLE.MEMBER;
}
