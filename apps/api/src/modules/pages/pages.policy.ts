import { canCreatePage, ERROR_CODE, PAGE_DESCRIPTION_MAX_BYTES, PAGE_ERROR_CODE, PAGE_TEXT, pageAbilities, ROLE, type PageAbilities, type Role } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findPageInProject, membershipRolesIn, type PageWithProjects } from '../../data/repositories/pages.repository';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { ANY_PROJECT_ROLE, effectiveProjectRole, requireProjectRole, type ProjectAccess } from '../projects/projects.policy';

// Who may do what with pages (issue 15; workspace-pages-account spec §5, §6). The rules themselves are
// pageAbilities / canCreatePage in libs/types (the client uses the same); this file only feeds them:
// - every page route first needs a role in the route's project (outsiders 404, other workspace members 403);
// - the page is loaded by (workspace, route's project, id): another project's or workspace's page is 404;
// - the role is the caller's HIGHEST effective project role across all the page's projects (workspace admins are
//   admins everywhere, workspace guests at most guests);
// - read false → 404 (a private page is never revealed), an ability missing → 403, content of a locked or archived
//   page → 409 PAGE_LOCKED / PAGE_ARCHIVED.
// The project's page_view flag off: reading and managing existing pages still work; what would add a page to the
// project (create, duplicate, move into it) is refused with 400 PAGES_OFF, as views do with VIEWS_OFF.

/** A page route's authorised context: the route's project and the caller. */
export type PagesAccess = ProjectAccess & { userId: string };

/** The page, the caller's role over it and what they may do. */
export interface PageContext {
  access: PagesAccess;
  page: PageWithProjects;
  /** Highest effective project role across the page's projects. */
  role: Role | null;
  abilities: PageAbilities;
}

/** Authorises a page route's project (every project role; outsiders 404, workspace members outside it 403). */
export async function requirePagesAccess(h: DbOrTx, slug: string, projectId: string, userId: string): Promise<PagesAccess> {
  return { ...(await requireProjectRole(h, slug, projectId, userId, ANY_PROJECT_ROLE)), userId };
}

/** 404 'Page not found'. */
export function pageNotFound() {
  return notFound(PAGE_TEXT.pageNotFound);
}

/** The caller's highest effective project role across the projects (null when in none). */
export async function highestRoleAcross(h: DbOrTx, access: PagesAccess, projectIds: string[]): Promise<Role | null> {
  if (access.role === ROLE.ADMIN) return ROLE.ADMIN;
  let best: Role | null = null;
  for (const { role } of await membershipRolesIn(h, access.userId, projectIds)) {
    const effective = effectiveProjectRole(access.role, role);
    if (effective !== null && (best === null || effective > best)) best = effective;
  }
  return best;
}

/** The page of the route's project the caller can read, with their abilities; 404 otherwise. `lock` locks the row. */
export async function requirePage(h: DbOrTx, access: PagesAccess, pageId: string, options: { lock?: boolean } = {}): Promise<PageContext> {
  const page = await findPageInProject(h, access.workspace.id, access.project.id, pageId, options);
  if (!page) throw pageNotFound();
  const role = await highestRoleAcross(h, access, page.project_ids);
  const abilities = pageAbilities({ role, userId: access.userId, page: { ...page, access: page.access === 'private' ? 'private' : 'public' } });
  if (!abilities.read) throw pageNotFound();
  return { access, page, role, abilities };
}

/** 403 PAGE_TEXT.notAllowed unless the caller has the ability. */
export function requireAbility(ctx: PageContext, ability: Exclude<keyof PageAbilities, 'read' | 'editContent'>): void {
  if (!ctx.abilities[ability]) throw forbidden(PAGE_TEXT.notAllowed);
}

/** Content edits: 403 without edit rights, then 409 PAGE_ARCHIVED / PAGE_LOCKED for an archived or locked page. */
export function requireContentEditor(ctx: PageContext): void {
  if (!ctx.abilities.edit) throw forbidden(PAGE_TEXT.notAllowed);
  if (ctx.page.archived_at) throw conflict(PAGE_TEXT.archived, PAGE_ERROR_CODE.PAGE_ARCHIVED);
  if (ctx.page.is_locked) throw conflict(PAGE_TEXT.locked, PAGE_ERROR_CODE.PAGE_LOCKED);
}

/** 403 unless the caller may add pages to the project (member or admin); 400 PAGES_OFF when pages are off there. */
export function requirePageCreator(access: ProjectAccess, notAllowed: string = PAGE_TEXT.notAllowed): void {
  if (!canCreatePage(access.projectRole)) throw forbidden(notAllowed);
  if (!access.project.page_view) throw badRequest(PAGE_TEXT.pagesOff, undefined, PAGE_ERROR_CODE.PAGES_OFF);
}

/** 409 unless the page is archived (delete needs an archive first; restore needs an archived page). */
export function requireArchived(ctx: PageContext, message: string): void {
  if (!ctx.page.archived_at) throw conflict(message, ERROR_CODE.CONFLICT);
}

/** 413 PAGE_TEXT.descriptionTooLarge for content over PAGE_DESCRIPTION_MAX_BYTES (HTML as UTF-8, or document bytes). */
export function refuseTooLarge(size: number): void {
  if (size > PAGE_DESCRIPTION_MAX_BYTES) throw new HttpError(413, PAGE_TEXT.descriptionTooLarge, 'PAYLOAD_TOO_LARGE', { description: [PAGE_TEXT.descriptionTooLarge] });
}
