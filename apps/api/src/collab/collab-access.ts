import { PAGE_COLLAB_CLOSE, pageAbilities, type PageAccess, type Role } from '@cairn/types';
import type { DbOrTx } from '../data/db';
import { findProjectAccessRows } from '../data/repositories/access.repository';
import { findPageInProject, membershipRolesIn } from '../data/repositories/pages.repository';
import { effectiveProjectRole } from '../modules/projects/projects.policy';

// Who may open a page's collaboration socket, decided like the pages REST routes: the workspace by slug (outsiders:
// NOT_FOUND, as their 404), the project of that workspace (NOT_FOUND), the pages feature on (FORBIDDEN), the page in that
// project (NOT_FOUND), then pageAbilities with the caller's HIGHEST effective project role across the page's projects.

/** Where a socket points: the URL's workspace slug, project and page. */
export interface CollabTarget {
  slug: string;
  projectId: string;
  pageId: string;
}

/** The outcome: refused with a close code, or allowed (read-only unless editContent). */
export type CollabAccess = { ok: false; code: number } | { ok: true; workspaceId: string; readOnly: boolean };

/** Decides the caller's access to the page's document (one short read; never throws for a refusal). */
export async function decideCollabAccess(h: DbOrTx, target: CollabTarget, userId: string, open = true): Promise<CollabAccess> {
  const rows = await findProjectAccessRows(h, target.slug, target.projectId, userId);
  // Once open, a lost membership is FORBIDDEN and a page gone from the URL's project (deleted, moved) is GONE.
  if (!rows?.workspace || !rows.membership) return { ok: false, code: open ? PAGE_COLLAB_CLOSE.NOT_FOUND : PAGE_COLLAB_CLOSE.FORBIDDEN };
  if (!rows.project) return { ok: false, code: open ? PAGE_COLLAB_CLOSE.NOT_FOUND : PAGE_COLLAB_CLOSE.GONE };
  if (!rows.project.page_view) return { ok: false, code: PAGE_COLLAB_CLOSE.FORBIDDEN };
  const workspaceId = rows.workspace.id;
  const page = await findPageInProject(h, workspaceId, target.projectId, target.pageId);
  if (!page) return { ok: false, code: open ? PAGE_COLLAB_CLOSE.NOT_FOUND : PAGE_COLLAB_CLOSE.GONE };
  const memberships = await membershipRolesIn(h, userId, page.project_ids);
  let role: Role | null = null;
  for (const m of memberships) {
    const r = effectiveProjectRole(rows.membership.role, m.role);
    if (r !== null && (role === null || r > role)) role = r;
  }
  const abilities = pageAbilities({
    role,
    userId,
    page: { owned_by: page.owned_by, access: page.access as PageAccess, is_locked: page.is_locked, archived_at: page.archived_at },
  });
  if (!abilities.read) return { ok: false, code: PAGE_COLLAB_CLOSE.FORBIDDEN };
  return { ok: true, workspaceId, readOnly: !abilities.editContent };
}

