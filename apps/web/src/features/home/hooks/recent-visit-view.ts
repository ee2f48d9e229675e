import type { RecentVisit } from '@cairn/types';

/** What a recents row shows and where it leads. */
export interface RecentVisitView {
  id: string;
  kind: RecentVisit['entity_name'];
  /** PROJ-12 for a work item, the identifier for a project; empty for a page. */
  identifier: string;
  name: string;
  href: string;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** A visit as a row: its live name and identifier (entity_data) and its route. */
export function recentVisitView(slug: string, visit: RecentVisit): RecentVisitView {
  const data = visit.entity_data;
  const projectId = visit.project_id ?? str(data['project_id']);
  switch (visit.entity_name) {
    case 'issue': {
      const identifier = `${str(data['project_identifier']) || '?'}-${str(data['sequence_id'])}`;
      return { id: visit.id, kind: 'issue', identifier, name: str(data['name']), href: `/${slug}/browse/${identifier}` };
    }
    case 'page':
      return { id: visit.id, kind: 'page', identifier: '', name: str(data['name']), href: `/${slug}/projects/${projectId}/pages/${visit.entity_identifier}` };
    default:
      return {
        id: visit.id, kind: 'project', identifier: str(data['identifier']), name: str(data['name']), href: `/${slug}/projects/${visit.entity_identifier}/issues`,
      };
  }
}
