import { useEffect, useMemo } from 'react';
import type { EstimatePoint, Label, State } from '@cairn/types';
import {
  selectActiveEstimate, selectEstimatesStatus, selectLabelsStatus, selectProject, selectProjectLabels, selectProjectMembers, selectProjectStates,
  selectStatesStatus, useAppStore, useStoreApi,
} from '@cairn/state';
import { memberName } from '../../projects/components/member-name';

/** A person who can be assigned, as pickers show them. */
export interface PersonOption {
  id: string;
  name: string;
  avatarUrl: string | null;
}

/** What the property pickers of a project offer. */
export interface ProjectOptions {
  projectIdentifier: string | undefined;
  states: readonly State[];
  labels: readonly Label[];
  people: readonly PersonOption[];
  /** The points of the project's active estimate; undefined when it has none. */
  estimatePoints: readonly EstimatePoint[] | undefined;
}

/** Loads (once per project) and reads the states, labels, members and active estimate a work-item form offers. */
export function useProjectOptions(slug: string, projectId: string | undefined): ProjectOptions {
  const storeApi = useStoreApi();
  const id = projectId ?? '';
  useEffect(() => {
    if (!slug || !id) return;
    const s = storeApi.getState();
    // Loads never throw; a failure toasts and leaves the picker empty.
    if (selectStatesStatus(s, id) === 'idle') void s.loadProjectStates(slug, id);
    if (selectLabelsStatus(s, id) === 'idle') void s.loadProjectLabels(slug, id);
    if (!s.projectMemberIdsByProject[id]) void s.loadProjectMembers(slug, id);
    if (selectEstimatesStatus(s, id) === 'idle') void s.loadProjectEstimates(slug, id);
  }, [storeApi, slug, id]);
  const project = useAppStore((s) => selectProject(s, id));
  const states = useAppStore((s) => selectProjectStates(s, id));
  const labels = useAppStore((s) => selectProjectLabels(s, id));
  const members = useAppStore((s) => selectProjectMembers(s, id));
  const estimate = useAppStore((s) => selectActiveEstimate(s, id));
  const people = useMemo(
    () => members.map((m) => ({ id: m.member.id, name: memberName(m.member), avatarUrl: m.member.avatar_url })),
    [members],
  );
  return { projectIdentifier: project?.identifier, states, labels, people, estimatePoints: estimate?.points };
}
