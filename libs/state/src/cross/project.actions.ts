import { dropProjectWorkItemArea } from '../slices/work-items/work-item-area';
import { ROLE } from '@cairn/types';
import type { Draft } from 'immer';
import { confirmed } from '../core/confirmed';
import { mutate } from '../core/mutate';
import type { SliceContext, WebState } from '../core/types';
import { dropProject, projectKey, workspaceRoleOfSlug } from '../slices/projects/projects.slice';
import { dropProjectMembers } from '../slices/project-members/project-members.slice';
import { dropProjectStates } from '../slices/states/states.slice';
import { dropProjectLabels } from '../slices/labels/labels.slice';
import { dropProjectEstimates } from '../slices/estimates/estimates.slice';
import { dropProjectCycles } from '../slices/cycles/cycles.slice';
import { dropProjectIntake } from '../slices/intake/intake.slice';
import { dropProjectViews } from '../slices/views/views.slice';
import { dropProjectPages } from '../slices/pages/page-records';

/** Project actions that touch the per-project slices too. */
export interface ProjectCrossActions {
  /** Optimistic DELETE of a project: drops it with its members, states, labels and estimates; rethrows after rollback. */
  deleteProject(slug: string, projectId: string): Promise<void>;
  /**
   * Leaves a project (waits for the server: the last admin cannot leave), then forgets the user's membership:
   * member_role null, is_member false (a workspace guest no longer sees it at all); rethrows.
   */
  leaveProject(slug: string, projectId: string): Promise<void>;
}

/** Forgets everything the store holds under a project. */
export function dropProjectData(d: Draft<WebState>, slug: string, projectId: string): void {
  dropProjectWorkItemArea(d, projectId);
  dropProject(d, slug, projectId);
  dropProjectMembers(d, projectId);
  dropProjectStates(d, projectId);
  dropProjectLabels(d, projectId);
  dropProjectEstimates(d, projectId);
  dropProjectCycles(d, projectId);
  dropProjectIntake(d, projectId);
  dropProjectViews(d, projectId);
  dropProjectPages(d, projectId);
}

/** Creates the cross-slice project actions. */
export function createProjectCrossActions({ store, deps }: SliceContext): ProjectCrossActions {
  const { projects, projectMembers } = deps.services;
  return {
    deleteProject: (slug, projectId) => mutate(store, {
      key: projectKey(projectId),
      apply: (d) => dropProjectData(d, slug, projectId),
      call: () => projects.delete(slug, projectId),
    }),
    leaveProject: async (slug, projectId) => {
      await confirmed(store, { action: 'cross/leaveProject', call: () => projectMembers.leave(slug, projectId) });
      const guest = workspaceRoleOfSlug(store.getState(), slug) === ROLE.GUEST;
      store.setState((d) => {
        dropProjectMembers(d, projectId);
        if (guest) {
          dropProjectData(d, slug, projectId);
          return;
        }
        const project = d.projectsById[projectId];
        if (!project) return;
        project.member_role = null;
        project.is_member = false;
      }, false, 'cross/leaveProject/done');
    },
  };
}
