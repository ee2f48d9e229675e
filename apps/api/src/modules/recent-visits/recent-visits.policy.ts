import type { RecentVisitCreate } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { firstProjectOfPage } from '../../data/repositories/pages.repository';
import { findWorkItemProject } from '../../data/repositories/recent-visits.repository';
import { HttpError } from '../../http/errors';
import { pageNotFound, requirePage, requirePagesAccess } from '../pages/pages.policy';
import { ANY_PROJECT_ROLE, projectNotFound, requireProjectRole } from '../projects/projects.policy';
import { requireWorkItem, WORK_ITEM_READERS, workItemNotFound } from '../work-items/work-items.policy';
import type { WorkspaceAccess } from '../workspaces/workspaces.policy';

// What may be recorded as a visit (issue 16): an entity of the workspace the caller can open, by the rules of its own
// module — a work item they can see (the guest rule), a page they can read (pageAbilities), a project they have a role
// in. Anything else answers the entity's 404, never 403: a visit must not reveal what exists.

/** Runs a check; its 403 or 404 becomes `missing` (the entity's 404). */
async function orNotFound<T>(check: Promise<T>, missing: () => HttpError): Promise<T> {
  try {
    return await check;
  } catch (error) {
    if (error instanceof HttpError && (error.status === 403 || error.status === 404)) throw missing();
    throw error;
  }
}

/** The project a visit to the entity records, once the caller is known to be able to open it; 404 otherwise. */
export async function requireVisitable(h: DbOrTx, slug: string, access: WorkspaceAccess, userId: string, body: RecentVisitCreate): Promise<string> {
  const id = body.entity_identifier;
  if (body.entity_name === 'project') {
    if (body.project_id && body.project_id !== id) throw projectNotFound();
    await orNotFound(requireProjectRole(h, slug, id, userId, ANY_PROJECT_ROLE), projectNotFound);
    return id;
  }
  if (body.entity_name === 'issue') {
    const projectId = await findWorkItemProject(h, access.workspace.id, id);
    if (!projectId || (body.project_id && body.project_id !== projectId)) throw workItemNotFound();
    await orNotFound(requireWorkItem(h, slug, projectId, id, userId, WORK_ITEM_READERS), workItemNotFound);
    return projectId;
  }
  const projectId = body.project_id ?? (await firstProjectOfPage(h, access.workspace.id, id));
  if (!projectId) throw pageNotFound();
  const pagesAccess = await orNotFound(requirePagesAccess(h, slug, projectId, userId), pageNotFound);
  await orNotFound(requirePage(h, pagesAccess, id), pageNotFound);
  return projectId;
}
