import { ACTIVE_CYCLES_PAGE_SIZE, listPagePaging } from '@cairn/types';
import type { Db, DbOrTx } from '../../data/db';
import { listCurrentCycles, listCycles } from '../../data/repositories/cycles.repository';
import { listProjectsVisibility } from '../../data/repositories/work-item-list.repository';
import { effectiveProjectRole } from '../projects/projects.policy';
import { ANY_ROLE, requireWorkspaceRole, type WorkspaceAccess } from '../workspaces/workspaces.policy';
import { utcDay } from './cycles.policy';
import { presentActiveCycles, presentCycles } from './cycles.presenter';

// Workspace-wide cycle lists: every non-archived project the caller has a project role in (workspace admins: all).

const MAX_PER_PAGE = 100;

async function visibleProjectIds(h: DbOrTx, access: WorkspaceAccess, userId: string): Promise<string[]> {
  const rows = await listProjectsVisibility(h, access.workspace.id, userId);
  return rows.filter((p) => effectiveProjectRole(access.role, p.membership_role) !== null).map((p) => p.id);
}

/** GET /api/workspaces/{slug}/cycles/ (any workspace member): the non-archived cycles of the projects they can see. */
export async function listWorkspaceCycles(db: Db, slug: string, userId: string, now: Date) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const rows = await listCycles(db, access.workspace.id, await visibleProjectIds(db, access, userId), { archived: false });
  return presentCycles(db, access.workspace.id, rows, userId, now);
}

/**
 * GET /api/workspaces/{slug}/active-cycles/?per_page&cursor (any workspace member): the current cycles of the projects
 * they can see that have cycles on, by project name then start date; cursor perPage:page:0 like the lists.
 */
export async function listActiveCycles(db: Db, slug: string, userId: string, query: { per_page?: number; cursor?: string }, now: Date) {
  const access = await requireWorkspaceRole(db, slug, userId, ANY_ROLE);
  const [cursorSize, cursorPage] = (query.cursor ?? '').split(':').map(Number);
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, query.per_page ?? (cursorSize || ACTIVE_CYCLES_PAGE_SIZE)));
  const page = Number.isFinite(cursorPage) && cursorPage > 0 ? cursorPage : 0;
  const projectIds = await visibleProjectIds(db, access, userId);
  const { rows, total } = await listCurrentCycles(db, access.workspace.id, projectIds, utcDay(now), { limit: perPage, offset: page * perPage });
  return {
    results: await presentActiveCycles(db, access.workspace.id, rows, userId, now),
    ...listPagePaging({ perPage, page }, total, page * perPage + rows.length < total),
  };
}
