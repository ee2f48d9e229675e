import type { FavoriteRecord } from '@cairn/state';
import { cyclePath } from '../cycles';
import { modulePath } from '../modules';
import { pagePath } from '../pages';
import { projectPath } from '../projects';
import { projectViewPath } from '../views';

/** Where a favorite leads (spec §2: a project's issues, cycles/{id}, modules/{id}, views/{id}, pages/{id}); null for folders. */
export function favoritePath(slug: string, favorite: Pick<FavoriteRecord, 'entity_type' | 'entity_identifier' | 'project_id'>): string | null {
  const id = favorite.entity_identifier;
  const project = favorite.project_id;
  if (!id) return null;
  switch (favorite.entity_type) {
    case 'project': return projectPath(slug, id);
    case 'cycle': return project ? cyclePath(slug, project, id) : null;
    case 'module': return project ? modulePath(slug, project, id) : null;
    case 'view': return project ? projectViewPath(slug, project, id) : null;
    case 'page': return project ? pagePath(slug, { id, project_ids: [project] }) : null;
    default: return null;
  }
}
