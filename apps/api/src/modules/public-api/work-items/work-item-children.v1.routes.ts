import multipart from '@fastify/multipart';
import { API_V1_PREFIX, ASSET_MAX_FILE_SIZE } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../../http/route';
import { v1ListQuerySchema, v1ReadQuerySchema } from '../v1-pagination';
import { V1_TAGS as tags } from '../v1-tags';
import {
  createV1Attachment,
  deleteV1Attachment,
  listV1Attachments,
  retrieveV1Attachment,
  updateV1Attachment,
  uploadV1Attachment,
} from './work-item-attachments.v1.handlers';
import {
  createV1Comment,
  createV1Link,
  createV1Relations,
  deleteV1Comment,
  deleteV1Link,
  listV1Activities,
  listV1Comments,
  listV1Links,
  listV1Relations,
  removeV1Relation,
  retrieveV1Activity,
  retrieveV1Comment,
  retrieveV1Link,
  updateV1Comment,
  updateV1Link,
  type V1ItemTarget,
} from './work-item-children.v1.handlers';
import { v1ObjectPageSchema, v1ObjectSchema, v1RelationsSchema } from './work-items.v1.responses';
import {
  V1_ITEM_SEGMENTS,
  v1AttachmentCreateSchema,
  v1AttachmentUpdateSchema,
  v1ChildParamsSchema,
  v1CommentCreateSchema,
  v1CommentUpdateSchema,
  v1ItemParamsSchema,
  v1LinkCreateSchema,
  v1LinkUpdateSchema,
  v1RelationCreateSchema,
  v1RelationRemoveSchema,
} from './work-items.v1.schemas';

const target = (p: { slug: string; projectId: string; workItemId: string }): V1ItemTarget => ({ slug: p.slug, projectId: p.projectId, workItemId: p.workItemId });

/** Links, comments, activities, attachments and relations of a work item, under work-items/ and issues/. */
export function registerV1WorkItemChildRoutes(app: FastifyInstance): void {
  for (const seg of V1_ITEM_SEGMENTS) {
    const item = `${API_V1_PREFIX}/workspaces/:slug/projects/:projectId/${seg}/:workItemId`;
    registerLinkRoutes(app, item);
    registerCommentRoutes(app, item);
    registerRecordRoutes(app, item);
    registerAttachmentRoutes(app, item);
  }
}

function registerLinkRoutes(app: FastifyInstance, item: string): void {
  defineRoute(app, {
    method: 'GET', url: `${item}/links/`, auth: 'apiKey', params: v1ItemParamsSchema, query: v1ListQuerySchema, response: { 200: v1ObjectPageSchema }, tags,
    summary: "The work item's links, oldest first (every project role that can see the item)",
    handler: async ({ db, user, params, query }) => listV1Links(db, target(params), user.id, query),
  });
  defineRoute(app, {
    method: 'POST', url: `${item}/links/`, auth: 'apiKey', params: v1ItemParamsSchema, body: v1LinkCreateSchema, response: { 201: v1ObjectSchema }, tags,
    summary: 'Add a link: http(s) or mailto url and an optional title (project admins and members)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const link = await createV1Link(db, target(params), user.id, body, deps.now());
      reply.code(201);
      return link;
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${item}/links/:childId/`, auth: 'apiKey', params: v1ChildParamsSchema, query: v1ReadQuerySchema, response: { 200: v1ObjectSchema }, tags,
    summary: 'One link of the work item',
    handler: async ({ db, user, params, query }) => retrieveV1Link(db, target(params), user.id, params.childId, query),
  });
  defineRoute(app, {
    method: 'PATCH', url: `${item}/links/:childId/`, auth: 'apiKey', params: v1ChildParamsSchema, body: v1LinkUpdateSchema, response: { 200: v1ObjectSchema }, tags,
    summary: 'Change a link (project admins and members)',
    handler: async ({ db, user, params, body, deps }) => updateV1Link(db, target(params), user.id, params.childId, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${item}/links/:childId/`, auth: 'apiKey', params: v1ChildParamsSchema, tags,
    summary: 'Remove a link (project admins and members); 204',
    handler: async ({ db, user, params, deps }) => deleteV1Link(db, target(params), user.id, params.childId, deps.now()),
  });
}

function registerCommentRoutes(app: FastifyInstance, item: string): void {
  defineRoute(app, {
    method: 'GET', url: `${item}/comments/`, auth: 'apiKey', params: v1ItemParamsSchema, query: v1ListQuerySchema, response: { 200: v1ObjectPageSchema }, tags,
    summary: "The work item's comments, oldest first (every project role that can see the item)",
    handler: async ({ db, user, params, query }) => listV1Comments(db, target(params), user.id, query),
  });
  defineRoute(app, {
    method: 'POST', url: `${item}/comments/`, auth: 'apiKey', params: v1ItemParamsSchema, body: v1CommentCreateSchema, response: { 201: v1ObjectSchema }, tags,
    summary: 'Add a comment: comment_html (sanitised), access INTERNAL or EXTERNAL (every project role, guests too)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const comment = await createV1Comment(db, target(params), user.id, body, deps.now());
      reply.code(201);
      return comment;
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${item}/comments/:childId/`, auth: 'apiKey', params: v1ChildParamsSchema, query: v1ReadQuerySchema, response: { 200: v1ObjectSchema }, tags,
    summary: 'One comment of the work item',
    handler: async ({ db, user, params, query }) => retrieveV1Comment(db, target(params), user.id, params.childId, query),
  });
  defineRoute(app, {
    method: 'PATCH', url: `${item}/comments/:childId/`, auth: 'apiKey', params: v1ChildParamsSchema, body: v1CommentUpdateSchema, response: { 200: v1ObjectSchema }, tags,
    summary: 'Edit a comment (its author only)',
    handler: async ({ db, user, params, body, deps }) => updateV1Comment(db, target(params), user.id, params.childId, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${item}/comments/:childId/`, auth: 'apiKey', params: v1ChildParamsSchema, tags,
    summary: 'Delete a comment (its author or a project admin); 204',
    handler: async ({ db, user, params, deps }) => deleteV1Comment(db, target(params), user.id, params.childId, deps.now()),
  });
}

/** Activities (read-only) and relations. */
function registerRecordRoutes(app: FastifyInstance, item: string): void {
  defineRoute(app, {
    method: 'GET', url: `${item}/activities/`, auth: 'apiKey', params: v1ItemParamsSchema, query: v1ListQuerySchema, response: { 200: v1ObjectPageSchema }, tags,
    summary: "The work item's activity (who changed what, old → new), oldest first",
    handler: async ({ db, user, params, query }) => listV1Activities(db, target(params), user.id, query),
  });
  defineRoute(app, {
    method: 'GET', url: `${item}/activities/:childId/`, auth: 'apiKey', params: v1ChildParamsSchema, query: v1ReadQuerySchema, response: { 200: v1ObjectSchema }, tags,
    summary: 'One activity row of the work item',
    handler: async ({ db, user, params, query }) => retrieveV1Activity(db, target(params), user.id, params.childId, query),
  });
  defineRoute(app, {
    method: 'GET', url: `${item}/relations/`, auth: 'apiKey', params: v1ItemParamsSchema, response: { 200: v1RelationsSchema }, tags,
    summary: 'Related work item ids per relation type, seen from this item (start_*/finish_* are always empty here)',
    handler: async ({ db, user, params }) => listV1Relations(db, target(params), user.id),
  });
  defineRoute(app, {
    method: 'POST', url: `${item}/relations/`, auth: 'apiKey', params: v1ItemParamsSchema, body: v1RelationCreateSchema, response: { 201: z.array(v1ObjectSchema) }, tags,
    summary: 'Relate this item to each of `issues` (blocking, blocked_by, duplicate, relates_to; admins and members; an id the caller cannot see → 400, nothing changed)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const created = await createV1Relations(db, target(params), user.id, body, deps.now());
      reply.code(201);
      return created;
    },
  });
  defineRoute(app, {
    method: 'POST', url: `${item}/relations/remove/`, auth: 'apiKey', params: v1ItemParamsSchema, body: v1RelationRemoveSchema, tags,
    summary: 'Remove the relation(s) between this item and related_issue (admins and members; 404 when there is none); 204',
    handler: async ({ db, user, params, body, deps }) => removeV1Relation(db, target(params), user.id, body.related_issue, deps.now()),
  });
}

function registerAttachmentRoutes(app: FastifyInstance, item: string): void {
  defineRoute(app, {
    method: 'GET', url: `${item}/attachments/`, auth: 'apiKey', params: v1ItemParamsSchema, response: { 200: z.array(v1ObjectSchema) }, tags,
    summary: "The work item's uploaded attachments, oldest first (a plain array)",
    handler: async ({ db, user, params }) => listV1Attachments(db, target(params), user.id),
  });
  defineRoute(app, {
    method: 'POST', url: `${item}/attachments/`, auth: 'apiKey', params: v1ItemParamsSchema, body: v1AttachmentCreateSchema, response: { 201: v1ObjectSchema }, tags,
    summary:
      'Ask for an upload slot {name, type, size ≤ 5 MiB} (admins and members): the attachment plus upload_data {url, fields}; POST the file there (multipart: fields, then `file`), then PATCH {is_uploaded: true}',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const slot = await createV1Attachment(app, db, target(params), user.id, body, deps.now());
      reply.code(201);
      return slot;
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${item}/attachments/:childId/`, auth: 'apiKey', params: v1ChildParamsSchema, response: { 200: v1ObjectSchema }, tags,
    summary: 'One attachment of the work item (is_uploaded tells whether its file has arrived)',
    handler: async ({ db, user, params }) => retrieveV1Attachment(db, target(params), user.id, params.childId),
  });
  defineRoute(app, {
    method: 'PATCH', url: `${item}/attachments/:childId/`, auth: 'apiKey', params: v1ChildParamsSchema, body: v1AttachmentUpdateSchema, response: { 200: v1ObjectSchema }, tags,
    summary: 'Mark the attachment uploaded (the stored bytes are checked: size and type by content) or rename it (its creator)',
    handler: async ({ db, user, params, body, deps }) => updateV1Attachment(app, db, target(params), user.id, params.childId, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE', url: `${item}/attachments/:childId/`, auth: 'apiKey', params: v1ChildParamsSchema, tags,
    summary: 'Delete an attachment (admins and members); 204',
    handler: async ({ db, user, params, deps }) => deleteV1Attachment(db, target(params), user.id, params.childId, deps.now()),
  });
  // Multipart parsing exists only inside this child context, for the upload route alone (as the assets module does).
  void app.register(async (child) => {
    await child.register(multipart, { limits: { fileSize: ASSET_MAX_FILE_SIZE, files: 1, fields: 10, fieldSize: 4096, parts: 12 } });
    defineRoute(child, {
      method: 'POST', url: `${item}/attachments/:childId/upload/`, auth: 'apiKey', params: v1ChildParamsSchema, tags,
      summary: "Local storage only: the attachment's file (multipart/form-data: upload_data fields, then `file`; ≤ 5 MiB; the slot's creator); 204",
      handler: async ({ db, user, params, req }) => uploadV1Attachment(app, db, req, target(params), user.id, params.childId),
    });
  });
}
