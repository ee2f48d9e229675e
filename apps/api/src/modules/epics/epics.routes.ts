import { listUserPropertiesSchema, listUserPropertiesUpdateSchema, workItemSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { itemParamsSchema } from '../work-items/work-items.schemas';
import { convertWorkItem } from './epic-convert.handlers';
import { getEpicsListProperties, patchEpicsListProperties } from './epics-user-properties.handlers';
import { EPIC_TAGS, workItemConvertSchema } from './epics.schemas';

const tags = EPIC_TAGS;
const base = '/api/workspaces/:slug/projects/:projectId';

/** Epics additions (issue 14): the epics list's per-user settings and converting a work item into an epic and back. */
export function registerEpicsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: `${base}/epics-user-properties/`, auth: 'session', params: projectParamsSchema, response: { 200: listUserPropertiesSchema }, tags,
    summary: "The caller's settings of the project's epics list (filters, display_filters, display_properties), the project list's defaults filled in (every project role)",
    handler: async ({ db, user, params }) => getEpicsListProperties(db, params.slug, params.projectId, user.id),
  });
  defineRoute(app, {
    method: 'PATCH', url: `${base}/epics-user-properties/`, auth: 'session', params: projectParamsSchema, body: listUserPropertiesUpdateSchema,
    response: { 200: listUserPropertiesSchema }, tags,
    summary: "Merges the given parts key by key into the caller's epics list settings (every project role); answers the whole",
    handler: async ({ db, user, params, body, deps }) => patchEpicsListProperties(db, params.slug, params.projectId, user.id, body, deps.now()),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/issues/:issueId/convert/`, auth: 'session', params: itemParamsSchema, body: workItemConvertSchema, response: { 200: workItemSchema }, tags,
    summary:
      'Convert a work item into an epic ({is_epic: true}) or back ({is_epic: false}) (project admins and members), in one transaction with activity rows ' +
      'and an event. An epic has no parent and is in no cycle or module: becoming an epic CLEARS the parent (an epic\'s child included), the cycle and ' +
      "the modules; the item's own children stay its children either way. Archived items, drafts and intake requests → 400 CONVERT_NOT_LIVE; " +
      'already of the asked kind → 200, nothing changes',
    handler: async ({ db, user, params, body, deps }) => convertWorkItem(db, params.slug, params.projectId, user.id, params.issueId, body, deps.now()),
  });
}
