import { API_V1_PREFIX, type IntakeIssueUpdate } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { defineRoute } from '../../../http/route';
import { createIntake, deleteIntake, listIntake, patchIntake, retrieveIntake } from '../../intake/intake.handlers';
import { pickFields } from '../v1-fields';
import { v1Envelope, v1ListQuerySchema, v1PageOf, v1ReadQuerySchema } from '../v1-pagination';
import { V1_TAGS as tags } from '../v1-tags';
import { presentV1Intake } from './intake.v1.presenter';
import {
  v1IntakeCreateSchema,
  v1IntakeParamsSchema,
  v1IntakeStatusBodySchema,
  v1IntakeUpdateSchema,
  v1ObjectSchema,
  v1PageSchema,
  v1ProjectParamsSchema,
} from './planning.v1.schemas';

const base = `${API_V1_PREFIX}/workspaces/:slug/projects/:projectId/intake-issues`;

/** A v1 intake PATCH → the app's: the request's own fields and the triage fields that were sent. */
function appIntakeUpdate(body: z.infer<typeof v1IntakeUpdateSchema>): IntakeIssueUpdate {
  const out: IntakeIssueUpdate = {};
  if (body.status !== undefined) out.status = body.status;
  if (body.snoozed_till !== undefined) out.snoozed_till = body.snoozed_till;
  if (body.duplicate_to !== undefined) out.duplicate_to = body.duplicate_to;
  if (body.issue) {
    const issue: NonNullable<IntakeIssueUpdate['issue']> = {};
    if (body.issue.name !== undefined) issue.name = body.issue.name;
    if (body.issue.description_html !== undefined) issue.description_html = body.issue.description_html;
    if (body.issue.priority !== undefined) issue.priority = body.issue.priority;
    out.issue = issue;
  }
  return out;
}

/**
 * Public API v1 intake requests, through the app's intake handlers and rules (intake must be on; guests submit and see
 * their own; admins and members triage). Paths take the request's work item id (the `issue` of an answer).
 */
export function registerV1IntakeRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: `${base}/`, auth: 'apiKey', params: v1ProjectParamsSchema, query: v1ListQuerySchema, response: { 200: v1PageSchema }, tags,
    summary: "v1: the project's intake requests of every status, newest first, paged (guests: their own)",
    handler: async ({ db, user, params, query, deps }) => {
      const page = v1PageOf(query);
      const target = { slug: params.slug, projectId: params.projectId, userId: user.id };
      const found = await listIntake(db, target, { per_page: page.perPage, cursor: `${page.perPage}:${page.page}:${page.offset}` }, deps.now());
      return v1Envelope(found.results.map((r) => pickFields(presentV1Intake(r), query.fields)), found.total_results, page);
    },
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/`, auth: 'apiKey', params: v1ProjectParamsSchema, body: v1IntakeCreateSchema, response: { 201: v1ObjectSchema }, tags,
    summary: 'v1: submit an intake request {issue: {name, description_html, priority}}; it starts pending (any project role; intake must be on)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const target = { slug: params.slug, projectId: params.projectId, userId: user.id };
      const created = await createIntake(db, target, { issue: body.issue }, deps.now());
      reply.code(201);
      return presentV1Intake(created);
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/:issueId/`, auth: 'apiKey', params: v1IntakeParamsSchema, query: v1ReadQuerySchema, response: { 200: v1ObjectSchema }, tags,
    summary: 'v1: one intake request by its work item id (guests: their own); fields trims the answer',
    handler: async ({ db, user, params, query, deps }) => {
      const target = { slug: params.slug, projectId: params.projectId, userId: user.id };
      return pickFields(presentV1Intake(await retrieveIntake(db, target, params.issueId, deps.now())), query.fields);
    },
  });
  defineRoute(app, {
    method: 'PATCH', url: `${base}/:issueId/`, auth: 'apiKey', params: v1IntakeParamsSchema, body: v1IntakeUpdateSchema, response: { 200: v1ObjectSchema }, tags,
    summary:
      'v1: edit the request (issue: admins, members, its creator while pending) and/or triage it (status -2 pending, -1 declined, 0 snoozed with ' +
      'snoozed_till, 1 accepted, 2 duplicate with duplicate_to; admins and members)',
    handler: async ({ db, user, params, body, deps }) => {
      const target = { slug: params.slug, projectId: params.projectId, userId: user.id };
      return presentV1Intake(await patchIntake(db, target, params.issueId, appIntakeUpdate(body), deps.now()));
    },
  });
  defineRoute(app, {
    method: 'PATCH', url: `${base}/:issueId/status/`, auth: 'apiKey', params: v1IntakeParamsSchema, body: v1IntakeStatusBodySchema, response: { 200: v1ObjectSchema }, tags,
    summary: 'v1: triage a request: status (-2 pending, -1 declined, 0 snoozed, 1 accepted, 2 duplicate), snoozed_till, duplicate_to (admins and members)',
    handler: async ({ db, user, params, body, deps }) => {
      const target = { slug: params.slug, projectId: params.projectId, userId: user.id };
      return presentV1Intake(await patchIntake(db, target, params.issueId, appIntakeUpdate(body), deps.now()));
    },
  });
  defineRoute(app, {
    method: 'DELETE', url: `${base}/:issueId/`, auth: 'apiKey', params: v1IntakeParamsSchema, tags,
    summary: 'v1: delete a request and its work item (an accepted item stays in the project); project admins, or its creator while pending',
    handler: async ({ db, user, params, deps }) => {
      const target = { slug: params.slug, projectId: params.projectId, userId: user.id };
      await deleteIntake(db, target, params.issueId, deps.now());
    },
  });
}
