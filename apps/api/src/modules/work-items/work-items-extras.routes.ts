import {
  anyWorkItemPageSchema,
  bulkIdsSchema,
  bulkOperationSchema,
  descriptionVersionSchema,
  displayPropertiesUpdateSchema,
  subIssuesAddSchema,
  subIssuesResponseSchema,
  subscriptionStatusSchema,
  uuidSchema,
  workItemCreateSchema,
  workItemDatesUpdateSchema,
  workItemListFilterQuerySchema,
  workItemSchema,
  workItemUpdateSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { listProjectWorkItems } from '../work-item-lists/work-item-lists.handlers';
import { projectParamsSchema } from '../projects/projects.schemas';
import { bulkArchive, bulkDelete, bulkOperation, bulkSubscribe, updateDates } from './work-items-bulk.handlers';
import {
  addSubIssues,
  getDisplayProperties,
  listSubIssues,
  listVersions,
  retrieveVersion,
  setDisplayProperties,
  setSubscription,
  subscriptionStatus,
} from './work-items-extras.handlers';
import { createDraft, deleteDraft, patchDraft, retrieveDraft } from './work-items-lifecycle.handlers';
import { archiveResponseSchema, displayPropertiesResponseSchema, itemParamsSchema } from './work-items.schemas';

const tags = ['work-items'];
const base = '/api/workspaces/:slug/projects/:projectId';

/** Project drafts, sub-issues, subscriptions, description versions, display properties, dates and bulk calls. */
export function registerWorkItemExtrasRoutes(app: FastifyInstance): void {
  // issue-drafts/: work items with is_draft true.
  defineRoute(app, {
    method: 'GET',
    url: `${base}/issue-drafts/`,
    auth: 'session',
    params: projectParamsSchema,
    query: workItemListFilterQuerySchema,
    response: { 200: anyWorkItemPageSchema },
    tags,
    summary: 'Draft work items (not epics) of the project: the list query of issues/ (filters, grouping, order, cursor)',
    handler: async ({ db, user, params, query, deps }) => listProjectWorkItems(db, params.slug, params.projectId, user.id, query, 'drafts', 'issues', deps.now()),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/issue-drafts/`,
    auth: 'session',
    params: projectParamsSchema,
    body: workItemCreateSchema,
    response: { 201: workItemSchema },
    tags,
    summary: 'Create a draft work item (is_draft forced true; project admins and members)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const item = await createDraft(db, params.slug, params.projectId, user.id, body, deps.now());
      reply.code(201);
      return item;
    },
  });
  const draftParams = projectParamsSchema.extend({ draftId: uuidSchema });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/issue-drafts/:draftId/`,
    auth: 'session',
    params: draftParams,
    response: { 200: workItemSchema },
    tags,
    summary: 'One draft work item',
    handler: async ({ db, user, params }) => retrieveDraft(db, params.slug, params.projectId, user.id, params.draftId),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: `${base}/issue-drafts/:draftId/`,
    auth: 'session',
    params: draftParams,
    body: workItemUpdateSchema,
    response: { 200: workItemSchema },
    tags,
    summary: 'Update a draft work item; is_draft false makes it a normal item',
    handler: async ({ db, user, params, body, deps }) => patchDraft(db, params.slug, params.projectId, user.id, params.draftId, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/issue-drafts/:draftId/`,
    auth: 'session',
    params: draftParams,
    tags,
    summary: 'Soft-delete a draft work item (project admins any, members only their own)',
    handler: async ({ db, user, params, deps }) => deleteDraft(db, params.slug, params.projectId, user.id, params.draftId, deps.now()),
  });

  // Sub-issues: issues/{id}/sub-issues/ and epics/{id}/issues/.
  for (const [type, path] of [['issues', 'sub-issues'], ['epics', 'issues']] as const) {
    defineRoute(app, {
      method: 'GET',
      url: `${base}/${type}/:issueId/${path}/`,
      auth: 'session',
      params: itemParamsSchema,
      response: { 200: subIssuesResponseSchema },
      tags,
      summary: `Children of the ${type === 'epics' ? 'epic' : 'work item'} and their count per state group`,
      handler: async ({ db, user, params }) => listSubIssues(db, params.slug, params.projectId, user.id, params.issueId, type),
    });
    defineRoute(app, {
      method: 'POST',
      url: `${base}/${type}/:issueId/${path}/`,
      auth: 'session',
      params: itemParamsSchema,
      body: subIssuesAddSchema,
      response: { 200: subIssuesResponseSchema },
      tags,
      summary: `Make each of sub_issue_ids a child of the ${type === 'epics' ? 'epic' : 'work item'} (same project, no loops; writers)`,
      handler: async ({ db, user, params, body, deps }) => addSubIssues(db, params.slug, params.projectId, user.id, params.issueId, body.sub_issue_ids, type, deps.now()),
    });
  }

  const sub = `${base}/issues/:issueId/subscribe/`;
  defineRoute(app, {
    method: 'GET',
    url: sub,
    auth: 'session',
    params: itemParamsSchema,
    response: { 200: subscriptionStatusSchema },
    tags,
    summary: 'Whether the caller is subscribed to the work item',
    handler: async ({ db, user, params }) => subscriptionStatus(db, params.slug, params.projectId, user.id, params.issueId),
  });
  for (const method of ['POST', 'DELETE'] as const) {
    defineRoute(app, {
      method,
      url: sub,
      auth: 'session',
      params: itemParamsSchema,
      response: { 200: subscriptionStatusSchema },
      tags,
      summary: method === 'POST' ? 'Subscribe the caller to the work item (any project role)' : 'Unsubscribe the caller from the work item',
      handler: async ({ db, user, params, deps }) => setSubscription(db, params.slug, params.projectId, user.id, params.issueId, method === 'POST', deps.now()),
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: `${base}/issues/:issueId/description-versions/`,
    auth: 'session',
    params: itemParamsSchema,
    response: { 200: z.array(descriptionVersionSchema) },
    tags,
    summary: 'Saved description versions of the work item, newest first',
    handler: async ({ db, user, params }) => listVersions(db, params.slug, params.projectId, user.id, params.issueId),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${base}/issues/:issueId/description-versions/:versionId/`,
    auth: 'session',
    params: itemParamsSchema.extend({ versionId: uuidSchema }),
    response: { 200: descriptionVersionSchema },
    tags,
    summary: 'One saved description version',
    handler: async ({ db, user, params }) => retrieveVersion(db, params.slug, params.projectId, user.id, params.issueId, params.versionId),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/issue-display-properties/`,
    auth: 'session',
    params: projectParamsSchema,
    response: { 200: displayPropertiesResponseSchema },
    tags,
    summary: "The caller's display properties for the project's lists (all on by default)",
    handler: async ({ db, user, params }) => getDisplayProperties(db, params.slug, params.projectId, user.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/issue-display-properties/`,
    auth: 'session',
    params: projectParamsSchema,
    body: displayPropertiesUpdateSchema,
    response: { 200: displayPropertiesResponseSchema },
    tags,
    summary: "Store the caller's display properties for the project (merged over the defaults)",
    handler: async ({ db, user, params, body, deps }) => setDisplayProperties(db, params.slug, params.projectId, user.id, body.properties, deps.now()),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/issue-dates/`,
    auth: 'session',
    params: projectParamsSchema,
    body: workItemDatesUpdateSchema,
    tags,
    summary: 'Set start/target dates of several items (writers; every id the project\'s, start ≤ target; all or nothing)',
    handler: async ({ db, user, params, body, deps }) => updateDates(db, params.slug, params.projectId, user.id, body.updates, deps.now()),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/bulk-operation-issues/`,
    auth: 'session',
    params: projectParamsSchema,
    body: bulkOperationSchema,
    tags,
    summary: 'Set the same properties on several items (writers; any foreign id → 400 BULK_FOREIGN_IDS, nothing changes)',
    handler: async ({ db, user, params, body, deps }) => bulkOperation(db, params.slug, params.projectId, user.id, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${base}/bulk-delete-issues/`,
    auth: 'session',
    params: projectParamsSchema,
    body: bulkIdsSchema,
    tags,
    summary: 'Soft-delete several items (project admins; members only their own; all or nothing)',
    handler: async ({ db, user, params, body, deps }) => bulkDelete(db, params.slug, params.projectId, user.id, body.issue_ids, deps.now()),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/bulk-archive-issues/`,
    auth: 'session',
    params: projectParamsSchema,
    body: bulkIdsSchema,
    response: { 200: archiveResponseSchema },
    tags,
    summary: 'Archive several items (writers; each in a completed or cancelled state; all or nothing)',
    handler: async ({ db, user, params, body, deps }) => bulkArchive(db, params.slug, params.projectId, user.id, body.issue_ids, deps.now()),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${base}/bulk-subscribe-issues/`,
    auth: 'session',
    params: projectParamsSchema,
    body: bulkIdsSchema,
    tags,
    summary: 'Subscribe the caller to several items (any project role; all or nothing)',
    handler: async ({ db, user, params, body, deps }) => bulkSubscribe(db, params.slug, params.projectId, user.id, body.issue_ids, deps.now()),
  });
}
