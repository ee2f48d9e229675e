import { useEffect, useMemo } from 'react';
import { ROLE, type EstimatePoint, type Label, type State } from '@cairn/types';
import {
  selectActiveEstimate, selectCyclesStatus, selectEstimatesStatus, selectLabelsStatus, selectModulesStatus, selectProject, selectProjectCycles,
  selectProjectLabels, selectProjectMembers, selectProjectModules, selectProjectRole, selectProjectStates, selectStatesStatus, useAppStore, useStoreApi,
} from '@cairn/state';
import { memberName } from '../../../shared/member-name';

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
  /** The project's cycles (not archived); undefined when the project has cycles turned off. */
  cycles?: readonly PlanningOption[];
  /** The project's modules (not archived); undefined when the project has modules turned off. */
  modules?: readonly PlanningOption[];
  /** Creates a label in the project (server first); absent for those who may not (guests). */
  createLabel?: (name: string, color: string | undefined) => Promise<Label>;
}

/** A cycle or module as pickers show it; `closed` = a completed cycle (it takes no new items). */
export interface PlanningOption {
  id: string;
  name: string;
  closed: boolean;
}

const NO_OPTIONS: readonly PlanningOption[] = [];

/** Loads (once per project) and reads the states, labels, members and active estimate a work-item form offers. */
export function useProjectOptions(slug: string, projectId: string | undefined): ProjectOptions {
  const storeApi = useStoreApi();
  const id = projectId ?? '';
  const project = useAppStore((s) => selectProject(s, id));
  useEffect(() => {
    if (!slug || !id) return;
    const s = storeApi.getState();
    // Loads never throw; a failure toasts and leaves the picker empty.
    if (selectStatesStatus(s, id) === 'idle') void s.loadProjectStates(slug, id);
    if (selectLabelsStatus(s, id) === 'idle') void s.loadProjectLabels(slug, id);
    if (!s.projectMemberIdsByProject[id]) void s.loadProjectMembers(slug, id);
    if (selectEstimatesStatus(s, id) === 'idle') void s.loadProjectEstimates(slug, id);
    const features = s.projectsById[id];
    if (features?.cycle_view && selectCyclesStatus(s, id) === 'idle') void s.loadProjectCycles(slug, id);
    if (features?.module_view && selectModulesStatus(s, id) === 'idle') void s.loadModules(slug, id);
  }, [storeApi, slug, id, project?.cycle_view, project?.module_view]);
  const states = useAppStore((s) => selectProjectStates(s, id));
  const labels = useAppStore((s) => selectProjectLabels(s, id));
  const members = useAppStore((s) => selectProjectMembers(s, id));
  const estimate = useAppStore((s) => selectActiveEstimate(s, id));
  const people = useMemo(
    () => members.map((m) => ({ id: m.member.id, name: memberName(m.member), avatarUrl: m.member.avatar_url })),
    [members],
  );
  const cycleRecords = useAppStore((s) => selectProjectCycles(s, id));
  const moduleRecords = useAppStore((s) => selectProjectModules(s, id));
  const cycles = useMemo(
    () => (cycleRecords.length ? cycleRecords.map((c) => ({ id: c.id, name: c.name, closed: String(c.status).toLowerCase() === 'completed' })) : NO_OPTIONS),
    [cycleRecords],
  );
  const modules = useMemo(() => (moduleRecords.length ? moduleRecords.map((m) => ({ id: m.id, name: m.name, closed: false })) : NO_OPTIONS), [moduleRecords]);
  const role = useAppStore((s) => selectProjectRole(s, id));
  const createLabel = useMemo(
    () => (role !== undefined && role >= ROLE.MEMBER ? (name: string, color: string | undefined) => storeApi.getState().createLabel(slug, id, { name, color }) : undefined),
    [role, storeApi, slug, id],
  );
  return {
    createLabel,
    projectIdentifier: project?.identifier, states, labels, people, estimatePoints: estimate?.points,
    cycles: project?.cycle_view ? cycles : undefined,
    modules: project?.module_view ? modules : undefined,
  };
}
