import {
  descriptionVersionSchema,
  intakeIssueCreateSchema,
  intakeIssuePageSchema,
  intakeIssueSchema,
  intakeIssueUpdateSchema,
  intakeListQuerySchema,
  uuidSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { projectParamsSchema } from '../projects/projects.schemas';
import { createIntake, deleteIntake, listIntake, listIntakeVersions, patchIntake, retrieveIntake, retrieveIntakeVersion } from './intake.handlers';

const tags = ['intake'];
const base = '/api/workspaces/:slug/projects/:projectId';
/** `{ slug, projectId, issueId }`: issueId is the request's WORK ITEM id. */
const intakeParams = projectParamsSchema.extend({ issueId: uuidSchema });
/** ?expand=issue_inbox (accepted; the answer always carries the work item). */
const retrieveQuery = z.object({ expand: z.string().max(200).optional() });

/** Intake (issue 14; spec §7): requests of a project, their triage and their description versions. */
export function registerIntakeRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: `${base}/inbox-issues/`, auth: 'session', params: projectParamsSchema, query: intakeListQuerySchema,
    response: { 200: intakeIssuePageSchema }, tags,
    summary:
      "The project's intake requests (guests: their own): tab open|closed or status, priority, created_by, created_at/updated_at, search, " +
      'order_by issue__created_at|issue__updated_at|issue__sequence_id (- = descending; default -issue__created_at), per_page (10) and cursor perPage:page:offset',
    handler: async ({ db, user, params, query, deps }) => listIntake(db, { slug: params.slug, projectId: params.projectId, userId: user.id }, query, deps.now()),
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/inbox-issues/`, auth: 'session', params: projectParamsSchema, body: intakeIssueCreateSchema,
    response: { 201: intakeIssueSchema }, tags,
    summary: 'Submit a request (any project role, guests too; intake must be on): a work item outside every list, status pending, source in-app',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const created = await createIntake(db, { slug: params.slug, projectId: params.projectId, userId: user.id }, body, deps.now());
      reply.code(201);
      return created;
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/inbox-issues/:issueId/`, auth: 'session', params: intakeParams, query: retrieveQuery,
    response: { 200: intakeIssueSchema }, tags,
    summary: 'One request by its work item id (guests: their own); a passed snooze reads as pending',
    handler: async ({ db, user, params, deps }) => retrieveIntake(db, { slug: params.slug, projectId: params.projectId, userId: user.id }, params.issueId, deps.now()),
  });
  defineRoute(app, {
    method: 'PATCH', url: `${base}/inbox-issues/:issueId/`, auth: 'session', params: intakeParams, body: intakeIssueUpdateSchema,
    response: { 200: intakeIssueSchema }, tags,
    summary:
      'Triage (admins and members): pending ↔ snoozed (snoozed_till in the future; null clears it), accepted (final: joins the project), declined, ' +
      'duplicate (duplicate_to of this project); declined/duplicate → pending. issue {name, description_html, priority}: admins, members, the creator while pending',
    handler: async ({ db, user, params, body, deps }) => patchIntake(db, { slug: params.slug, projectId: params.projectId, userId: user.id }, params.issueId, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/inbox-issues/:issueId/`, auth: 'session', params: intakeParams, tags,
    summary: 'Delete a request and its work item (an accepted item stays in the project); project admins, or the creator while pending',
    handler: async ({ db, user, params, deps }) => deleteIntake(db, { slug: params.slug, projectId: params.projectId, userId: user.id }, params.issueId, deps.now()),
  });

  defineRoute(app, {
    method: 'GET', url: `${base}/intake-work-items/:issueId/description-versions/`, auth: 'session', params: intakeParams,
    response: { 200: z.array(descriptionVersionSchema) }, tags,
    summary: "Saved description versions of a request's work item, newest first",
    handler: async ({ db, user, params }) => listIntakeVersions(db, { slug: params.slug, projectId: params.projectId, userId: user.id }, params.issueId),
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/intake-work-items/:issueId/description-versions/:versionId/`, auth: 'session',
    params: intakeParams.extend({ versionId: uuidSchema }), response: { 200: descriptionVersionSchema }, tags,
    summary: "One saved description version of a request's work item",
    handler: async ({ db, user, params }) =>
      retrieveIntakeVersion(db, { slug: params.slug, projectId: params.projectId, userId: user.id }, params.issueId, params.versionId),
  });
}
