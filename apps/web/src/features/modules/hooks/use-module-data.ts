import { useEffect, useMemo } from 'react';
import {
  selectArchivedModulesStatus, selectCurrentUser, selectLabelsStatus, selectModulesStatus, selectProjectLabels, selectProjectMembers, useAppStore,
  useStoreApi,
} from '@cairn/state';
import { memberName } from '../../../shared/member-name';

/** A person a module screen can show or pick (a project member). */
export interface ModulePerson {
  id: string;
  name: string;
  avatarUrl: string | null;
}

/** Loads a project's modules once (or its archived ones); store loads never throw and §8 failures are only logged. */
export function useProjectModules(slug: string, projectId: string, which: 'live' | 'archived' = 'live', enabled = true) {
  const storeApi = useStoreApi();
  const status = useAppStore((s) => (which === 'live' ? selectModulesStatus(s, projectId) : selectArchivedModulesStatus(s, projectId)));
  useEffect(() => {
    if (!enabled || !slug || !projectId) return;
    const s = storeApi.getState();
    // The boot payload or an earlier visit already brought the list: the live stream keeps it current.
    if (which === 'live' && selectModulesStatus(s, projectId) === 'idle') void s.loadModules(slug, projectId);
    if (which === 'archived' && selectArchivedModulesStatus(s, projectId) === 'idle') void s.loadArchivedModules(slug, projectId);
  }, [storeApi, slug, projectId, which, enabled]);
  return status;
}

/** The project's members as people (loaded once), with a lookup by id, and the signed-in user's id. */
export function useModulePeople(slug: string, projectId: string, enabled = true) {
  const storeApi = useStoreApi();
  const members = useAppStore((s) => selectProjectMembers(s, projectId));
  const me = useAppStore(selectCurrentUser)?.id;
  useEffect(() => {
    if (enabled && slug && projectId && !storeApi.getState().projectMemberIdsByProject[projectId]) void storeApi.getState().loadProjectMembers(slug, projectId);
  }, [storeApi, slug, projectId, enabled]);
  return useMemo(() => {
    const people: ModulePerson[] = members.map((m) => ({ id: m.member.id, name: memberName(m.member), avatarUrl: m.member.avatar_url }));
    return { people, byId: new Map(people.map((p) => [p.id, p])), me };
  }, [members, me]);
}

/** The project's labels by id (loaded once), for the label breakdown. */
export function useModuleLabels(slug: string, projectId: string) {
  const storeApi = useStoreApi();
  const labels = useAppStore((s) => selectProjectLabels(s, projectId));
  useEffect(() => {
    if (slug && projectId && selectLabelsStatus(storeApi.getState(), projectId) === 'idle') void storeApi.getState().loadProjectLabels(slug, projectId);
  }, [storeApi, slug, projectId]);
  return useMemo(() => new Map(labels.map((l) => [l.id, l])), [labels]);
}
