import { useEffect } from 'react';
import { useParams } from 'react-router';
import type { Role } from '@cairn/types';
import { selectProject, selectProjectRole, selectProjectsStatus, useAppStore, useStoreApi, type ProjectRecord } from '@cairn/state';

/** What a project screen knows about the project of its route. */
export interface ProjectRoute {
  slug: string;
  projectId: string;
  project: ProjectRecord | undefined;
  /** The caller's effective role (workspace admins count as project admins); undefined when not a member. */
  role: Role | undefined;
  /** True until the workspace's project list has answered once. */
  loading: boolean;
}

/**
 * The project of `/:workspaceSlug/projects/:projectId/*`. Loads its full record once the user may read it (a member or a
 * workspace admin); the lite list comes from the workspace layout.
 */
export function useProjectRoute(): ProjectRoute {
  const { workspaceSlug = '', projectId = '' } = useParams();
  const storeApi = useStoreApi();
  const project = useAppStore((s) => selectProject(s, projectId));
  const role = useAppStore((s) => selectProjectRole(s, projectId));
  const status = useAppStore((s) => selectProjectsStatus(s, workspaceSlug));
  const canRead = role !== undefined;
  useEffect(() => {
    // Non-members would only get a 403 (and a toast) from the project routes. A full record already in the store (the
    // boot payload, an earlier visit; live changes keep it current) needs no request.
    const known = storeApi.getState().projectsById[projectId]?.created_by !== undefined;
    if (canRead && !known) void storeApi.getState().loadProject(workspaceSlug, projectId);
  }, [storeApi, workspaceSlug, projectId, canRead]);
  return { slug: workspaceSlug, projectId, project, role, loading: !project && (status === 'idle' || status === 'loading') };
}

/** What a settings tab reads: the gated project (the layout renders tabs only once it is known) and the caller's role. */
export interface ProjectSettingsContext {
  slug: string;
  projectId: string;
  project: ProjectRecord;
  role: Role | undefined;
}

/** The project of a settings tab's route, without loading anything (the settings layout does). */
export function useProjectSettings(): ProjectSettingsContext | undefined {
  const { workspaceSlug = '', projectId = '' } = useParams();
  const project = useAppStore((s) => selectProject(s, projectId));
  const role = useAppStore((s) => selectProjectRole(s, projectId));
  return project ? { slug: workspaceSlug, projectId, project, role } : undefined;
}
