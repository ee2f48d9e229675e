import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Label, State } from '@cairn/types';
import {
  selectActiveEstimate, selectCyclesStatus, selectEstimatesStatus, selectLabelsStatus, selectModulesStatus, selectProject, selectProjectCycles,
  selectProjectLabels, selectProjectMembers, selectProjectModules, selectProjectStates, selectStatesStatus, selectWorkspaceMembers, useAppStore,
  useStoreApi, type WebState,
} from '@cairn/state';
import { memberName } from '../../../shared/member-name';
import type { PersonOption, ProjectOptions } from '../../work-items';
import type { GroupLookup } from './group-order';

const EMPTY_OPTIONS: ProjectOptions = Object.freeze({
  projectIdentifier: undefined, states: [], labels: [], people: [], estimatePoints: undefined, cycles: undefined, modules: undefined,
});

interface Entry {
  sources: readonly unknown[];
  options: ProjectOptions;
}

function readSources(s: WebState, projectId: string): unknown[] {
  const project = selectProject(s, projectId);
  return [
    project?.identifier, selectProjectStates(s, projectId), selectProjectLabels(s, projectId), selectProjectMembers(s, projectId), selectActiveEstimate(s, projectId),
    project?.cycle_view ? selectProjectCycles(s, projectId) : undefined, project?.module_view ? selectProjectModules(s, projectId) : undefined,
  ];
}

function build(sources: readonly unknown[]): ProjectOptions {
  const [identifier, states, labels, members, estimate, cycles, modules] = sources as [
    string | undefined, readonly State[], readonly Label[], ReturnType<typeof selectProjectMembers>, ReturnType<typeof selectActiveEstimate>,
    ReturnType<typeof selectProjectCycles> | undefined, ReturnType<typeof selectProjectModules> | undefined,
  ];
  return {
    projectIdentifier: identifier,
    states,
    labels,
    people: members.map((m) => ({ id: m.member.id, name: memberName(m.member), avatarUrl: m.member.avatar_url })),
    estimatePoints: estimate?.points,
    cycles: cycles?.map((c) => ({ id: c.id, name: c.name, closed: String(c.status).toLowerCase() === 'completed' })),
    modules: modules?.map((m) => ({ id: m.id, name: m.name, closed: false })),
  };
}

const sameSources = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/** What a list knows about its projects: options per project and the lookup group headers and filters use. */
export interface ListOptions {
  optionsFor: (projectId: string) => ProjectOptions;
  lookup: GroupLookup;
  /** People of the list: the project's members, or the workspace's members where projects mix. */
  people: readonly PersonOption[];
}

/**
 * Loads (once per project) the states, labels, members and estimates of every project a list shows and answers
 * `optionsFor(projectId)` for the layouts' pickers; where projects mix (`mixed`), people come from the workspace.
 */
export function useListOptions(slug: string, projectIds: readonly string[], mixed: boolean): ListOptions {
  const storeApi = useStoreApi();
  const idsKey = [...projectIds].sort().join(',');
  useEffect(() => {
    if (!slug) return;
    const s = storeApi.getState();
    // Loads never throw; a failure toasts and leaves that picker empty.
    for (const id of idsKey ? idsKey.split(',') : []) {
      if (selectStatesStatus(s, id) === 'idle') void s.loadProjectStates(slug, id);
      if (selectLabelsStatus(s, id) === 'idle') void s.loadProjectLabels(slug, id);
      if (!s.projectMemberIdsByProject[id]) void s.loadProjectMembers(slug, id);
      if (selectEstimatesStatus(s, id) === 'idle') void s.loadProjectEstimates(slug, id);
      const project = s.projectsById[id];
      if (project?.cycle_view && selectCyclesStatus(s, id) === 'idle') void s.loadProjectCycles(slug, id);
      if (project?.module_view && selectModulesStatus(s, id) === 'idle') void s.loadModules(slug, id);
    }
  }, [storeApi, slug, idsKey]);
  useEffect(() => {
    if (mixed && slug && !storeApi.getState().workspaceMemberIdsBySlug[slug]) void storeApi.getState().loadWorkspaceMembers(slug);
  }, [storeApi, slug, mixed]);

  // One stable map per set of sources, so the store subscription answers the same object until something changed.
  const cache = useRef(new Map<string, Entry>());
  const selectMap = useCallback(
    (s: WebState) => {
      let changed = cache.current.size !== (idsKey ? idsKey.split(',').length : 0);
      const next = new Map<string, Entry>();
      for (const id of idsKey ? idsKey.split(',') : []) {
        const sources = readSources(s, id);
        const known = cache.current.get(id);
        if (known && sameSources(known.sources, sources)) next.set(id, known);
        else {
          next.set(id, { sources, options: build(sources) });
          changed = true;
        }
      }
      if (changed) cache.current = next;
      return cache.current;
    },
    [idsKey],
  );
  const byProject = useAppStore(selectMap);
  const workspaceMembers = useAppStore((s) => selectWorkspaceMembers(s, slug));
  const projectNames = useAppStore((s) => s.projectsById);

  return useMemo(() => {
    const optionsFor = (projectId: string) => byProject.get(projectId)?.options ?? EMPTY_OPTIONS;
    const statesById = new Map<string, State>();
    const labelsById = new Map<string, Label>();
    const peopleById = new Map<string, PersonOption>();
    const cyclesById = new Map<string, { name: string }>();
    const modulesById = new Map<string, { name: string }>();
    for (const { options } of byProject.values()) {
      for (const state of options.states) statesById.set(state.id, state);
      for (const label of options.labels) labelsById.set(label.id, label);
      for (const cycle of options.cycles ?? []) cyclesById.set(cycle.id, cycle);
      for (const module of options.modules ?? []) modulesById.set(module.id, module);
      if (!mixed) for (const person of options.people) peopleById.set(person.id, person);
    }
    if (mixed) for (const m of workspaceMembers) peopleById.set(m.member.id, { id: m.member.id, name: memberName(m.member), avatarUrl: m.member.avatar_url });
    const projectsById = new Map<string, { name: string }>();
    for (const id of byProject.keys()) {
      const project = projectNames[id];
      if (project) projectsById.set(id, { name: project.name });
    }
    return { optionsFor, lookup: { statesById, labelsById, peopleById, projectsById, cyclesById, modulesById }, people: [...peopleById.values()] };
  }, [byProject, workspaceMembers, projectNames, mixed]);
}
