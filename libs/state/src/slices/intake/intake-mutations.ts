import { ORGANISE_TEXT } from '@cairn/types';
import type { IntakeIssue, IntakeIssueUpdate, Priority } from '@cairn/types';
import type { Draft } from 'immer';
import { mutate } from '../../core/mutate';
import type { SliceContext, WebState } from '../../core/types';
import { applyConfirmedWorkItem } from '../../live/live-apply';
import { getWorkspaceBySlug } from '../workspaces/workspaces.selectors';
import { intakeKey, placeIntakeIssue } from './intake-records';

/** The fields of a new request (spec: title, description, priority). */
export interface IntakeIssueInput {
  name: string;
  description_html?: string;
  priority?: Priority;
}

/** A triage decision (spec §4 status machine). */
export type IntakeStatusChange =
  | { status: 'accepted' }
  | { status: 'declined' }
  | { status: 'snoozed'; snoozed_till: string }
  /** Unsnooze: clearing snoozed_till returns the request to pending. */
  | { status: 'pending' }
  | { status: 'duplicate'; duplicate_to: string };

/** The intake writes: optimistic through mutate, rolled back on failure (spec §4). */
export interface IntakeMutations {
  /**
   * Optimistic POST inbox-issues/ with a client id (deps.newId, also the work item's id): the request appears as
   * pending in the project's loaded open lists it matches (at the top in the default order); `onListed` gets the new
   * id at once (a screen opens the request before the server answers). Rethrows after rollback.
   */
  createIntakeIssue(slug: string, projectId: string, input: IntakeIssueInput, options?: { onListed?: (issueId: string) => void }): Promise<IntakeIssue>;
  /**
   * Optimistic PATCH of the status (accept, decline, snooze with snoozed_till, unsnooze, duplicate with duplicate_to):
   * the request leaves the lists of the tab it no longer belongs to (and joins loaded lists it now matches). An
   * accepted request's work item then goes through the one confirmed work-item path (lists, cache). Rethrows after
   * rollback (toast).
   */
  updateIntakeStatus(slug: string, projectId: string, issueId: string, change: IntakeStatusChange): Promise<IntakeIssue>;
  /** Optimistic PATCH {issue: {name?, description_html?, priority?}}. Rethrows after rollback (toast). */
  updateIntakeIssueFields(slug: string, projectId: string, issueId: string, data: Partial<IntakeIssueInput>): Promise<IntakeIssue>;
  /** Optimistic DELETE: out of the records and every list. Rethrows after rollback (toast). */
  deleteIntakeIssue(slug: string, projectId: string, issueId: string): Promise<void>;
}

const isIntake = (value: unknown): value is IntakeIssue =>
  typeof value === 'object' && value !== null && 'status' in value && 'issue' in value;

/** Creates the intake writes. */
export function createIntakeMutations({ store, deps }: SliceContext): IntakeMutations {
  const { intake } = deps.services;
  // Lists of the project show the 'mutation' loader while any of its writes is on its way; kept outside the patches.
  const running = new Map<string, number>();
  const busy = (projectId: string, delta: 1 | -1) => {
    const count = (running.get(projectId) ?? 0) + delta;
    if (count > 0) running.set(projectId, count);
    else running.delete(projectId);
    store.setState((d) => {
      for (const list of Object.values(d.intakeLists)) {
        if (list.projectId !== projectId) continue;
        if (count > 0 && list.loader === undefined) list.loader = 'mutation';
        else if (count <= 0 && list.loader === 'mutation') delete list.loader;
      }
    }, false, 'intake/mutationLoader');
  };
  const tracked = <T>(projectId: string, run: () => Promise<T>): Promise<T> => {
    busy(projectId, 1);
    return run().finally(() => busy(projectId, -1));
  };
  const commitIssue = (projectId: string, issueId: string) => (d: Draft<WebState>, answer: IntakeIssue) => {
    if (!isIntake(answer) || !d.intakeById[issueId]) return;
    d.intakeById[issueId] = answer;
    placeIntakeIssue(d, projectId, issueId, deps.now());
  };
  const patch = (slug: string, projectId: string, issueId: string, body: IntakeIssueUpdate, apply: (issue: Draft<IntakeIssue>) => void) =>
    tracked(projectId, () => mutate(store, {
      key: intakeKey(issueId),
      apply: (d) => {
        const issue = d.intakeById[issueId];
        if (!issue) return;
        apply(issue);
        placeIntakeIssue(d, projectId, issueId, deps.now());
      },
      call: () => intake.update(slug, projectId, issueId, body),
      commit: commitIssue(projectId, issueId),
    }));
  return {
    createIntakeIssue: (slug, projectId, input, options = {}) => {
      const state = store.getState();
      const id = deps.newId();
      const now = deps.now().toISOString();
      const userId = state.currentUser?.id ?? null;
      const project = state.projectsById[projectId];
      const record: IntakeIssue = {
        id, project: projectId, status: 'pending', snoozed_till: null, duplicate_to: null, duplicate_issue_detail: null, source: 'in-app',
        created_by: userId, created_at: now, updated_at: now,
        issue: {
          id, workspace_id: getWorkspaceBySlug(state, slug)?.id ?? project?.workspace ?? '', project_id: projectId, sequence_id: 0,
          name: input.name, description_html: input.description_html ?? '', sort_order: 65535, state_id: null, state__group: null,
          priority: input.priority ?? 'none', label_ids: [], assignee_ids: [], estimate_point: null, sub_issues_count: 0, attachment_count: 0,
          link_count: 0, parent_id: null, cycle_id: null, module_ids: [], type_id: null, created_at: now, updated_at: now, start_date: null,
          target_date: null, completed_at: null, archived_at: null, deleted_at: null, created_by: userId, updated_by: null, is_draft: false,
          is_subscribed: true, is_epic: false,
        },
      };
      const made = tracked(projectId, () => mutate(store, {
        key: intakeKey(id),
        apply: (d) => {
          d.intakeById[id] = record;
          placeIntakeIssue(d, projectId, id, deps.now());
        },
        call: () => intake.create(slug, projectId, {
          source: 'in-app',
          issue: { id, name: input.name, ...(input.description_html !== undefined ? { description_html: input.description_html } : {}), priority: record.issue.priority },
        }),
        commit: commitIssue(projectId, id),
      }));
      options.onListed?.(id);
      return made;
    },
    updateIntakeStatus: (slug, projectId, issueId, change) => {
      const body: IntakeIssueUpdate = change.status === 'snoozed'
        ? { status: 'snoozed', snoozed_till: change.snoozed_till }
        : change.status === 'duplicate'
          ? { status: 'duplicate', duplicate_to: change.duplicate_to }
          : change.status === 'pending'
            ? { status: 'pending', snoozed_till: null }
            : { status: change.status };
      return patch(slug, projectId, issueId, body, (issue) => {
        issue.status = change.status;
        if (change.status === 'snoozed') issue.snoozed_till = change.snoozed_till;
        if (change.status === 'pending') issue.snoozed_till = null;
        if (change.status === 'duplicate') issue.duplicate_to = change.duplicate_to;
      }).then((answer) => {
        // Accepting adds the item to the project's work items (spec §4): the answer's row enters the loaded lists.
        if (change.status === 'accepted' && isIntake(answer) && answer.issue) {
          applyConfirmedWorkItem(store, deps, slug, answer.issue, { fromOthers: false, sameVersionToo: true });
        }
        return answer;
      });
    },
    updateIntakeIssueFields: (slug, projectId, issueId, data) => {
      const fields: Partial<IntakeIssueInput> = {};
      if (data.name !== undefined) fields.name = data.name;
      if (data.description_html !== undefined) fields.description_html = data.description_html;
      if (data.priority !== undefined) fields.priority = data.priority;
      return patch(slug, projectId, issueId, { issue: fields }, (issue) => {
        Object.assign(issue.issue, fields);
      });
    },
    deleteIntakeIssue: (slug, projectId, issueId) => {
      if (!store.getState().intakeById[issueId]) {
        const error = new Error(ORGANISE_TEXT.intakeIssueNotFound);
        store.getState().reportError(error, ORGANISE_TEXT.intakeIssueNotFound);
        return Promise.reject(error);
      }
      return tracked(projectId, () => mutate(store, {
        key: intakeKey(issueId),
        apply: (d) => {
          delete d.intakeById[issueId];
          placeIntakeIssue(d, projectId, issueId, deps.now());
        },
        call: () => intake.delete(slug, projectId, issueId),
      }));
    },
  };
}
