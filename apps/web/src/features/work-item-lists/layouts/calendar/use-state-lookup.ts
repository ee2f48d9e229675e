import { useMemo } from 'react';
import type { State, WorkItem } from '@cairn/types';
import type { ProjectOptions } from '../../../work-items';

/** item → its state, through the item's project options (one id map per project, rebuilt when the options change). */
export function useStateLookup(optionsFor: (projectId: string) => ProjectOptions): (item: WorkItem) => State | undefined {
  return useMemo(() => {
    const byProject = new Map<string, Map<string, State>>();
    return (item: WorkItem) => {
      if (!item.state_id) return undefined;
      let states = byProject.get(item.project_id);
      if (!states) {
        states = new Map(optionsFor(item.project_id).states.map((s) => [s.id, s]));
        // States still loading: ask again next time instead of remembering an empty project.
        if (states.size > 0) byProject.set(item.project_id, states);
      }
      return states.get(item.state_id);
    };
  }, [optionsFor]);
}
