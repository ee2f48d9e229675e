import { apiPaths } from '@cairn/types';

/** The collaboration WebSocket's base for a project's pages, on this origin (wss under https). */
export function collabServerUrl(slug: string, projectId: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${apiPaths.pageCollabBase(slug, projectId)}`;
}
