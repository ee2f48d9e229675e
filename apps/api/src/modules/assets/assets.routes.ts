import multipart from '@fastify/multipart';
import { ASSET_MAX_FILE_SIZE, assetUpdateSchema, assetUploadRequestSchema, assetUploadResponseSchema, attachmentSchema, slugParamsSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { createAssetStorage } from '../../storage/create-asset-storage';
import type { AssetStorage } from '../../storage/asset-storage';
import { projectParamsSchema } from '../projects/projects.schemas';
import { receiveUpload, serveAssetFile } from './asset-files.handlers';
import { completeAsset, createProjectAssetSlot, createUserAssetSlot, createWorkspaceAssetSlot, listAttachments, removeAsset, restoreAsset, type AssetLoader } from './assets.handlers';
import { loadProjectAsset, loadUserAsset, loadWorkspaceAsset, type AssetAction } from './assets.policy';
import { assetIdParamsSchema, assetSchema, attachmentsParamsSchema, projectAssetParamsSchema, workspaceAssetParamsSchema } from './assets.schemas';

const tags = ['assets'];
const base = '/api/assets/v2';

type Scoped<P> = { params: P; userId: string; action: AssetAction };
type ScopeDef<P> = { prefix: string; params: z.ZodType<P>; label: string; loader: (s: Scoped<P>) => AssetLoader };

/** PATCH, DELETE and restore of one asset under a scope (project, workspace or user). */
function registerAssetItemRoutes<P>(app: FastifyInstance, def: ScopeDef<P>) {
  defineRoute(app, {
    method: 'PATCH',
    url: `${def.prefix}/:assetId/`,
    auth: 'session',
    params: def.params,
    body: assetUpdateSchema,
    response: { 200: assetSchema },
    tags,
    summary: `Mark a ${def.label} asset uploaded (the server checks the stored bytes: size and content type) or rename it (its creator)`,
    handler: async ({ db, user, params, body, deps }) =>
      completeAsset(db, storageOf(app), def.loader({ params: params as P, userId: user.id, action: 'complete' }), user.id, body, deps.now()),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: `${def.prefix}/:assetId/`,
    auth: 'session',
    params: def.params,
    tags,
    summary: `Soft-delete a ${def.label} asset (restorable)`,
    handler: async ({ db, user, params, deps }) => removeAsset(db, def.loader({ params: params as P, userId: user.id, action: 'remove' }), user.id, deps.now()),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${def.prefix}/:assetId/restore/`,
    auth: 'session',
    params: def.params,
    response: { 200: assetSchema },
    tags,
    summary: `Restore a deleted ${def.label} asset`,
    handler: async ({ db, user, params, deps }) => restoreAsset(db, def.loader({ params: params as P, userId: user.id, action: 'remove' }), user.id, deps.now()),
  });
}

const storages = new WeakMap<FastifyInstance, AssetStorage>();
function storageOf(app: FastifyInstance): AssetStorage {
  const root = app.deps;
  let storage = storages.get(app);
  if (!storage) {
    storage = createAssetStorage(root.config.assets);
    storages.set(app, storage);
  }
  return storage;
}

/** Assets v2: upload slots, uploads, marking uploaded, delete and restore, serving files; work-item attachments. */
export function registerAssetsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: `${base}/workspaces/:slug/projects/:projectId/`,
    auth: 'session',
    params: projectParamsSchema,
    body: assetUploadRequestSchema,
    response: { 201: assetUploadResponseSchema },
    tags,
    summary:
      'Ask for an upload slot for ISSUE_ATTACHMENT (project admins and members; entity_identifier = work item), ISSUE_DESCRIPTION (admins and members), COMMENT_DESCRIPTION (any project role) or PROJECT_COVER (project admins); then POST upload_data.fields and the file as multipart to upload_data.url, then PATCH is_uploaded',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const answer = await createProjectAssetSlot(db, storageOf(app), params.slug, params.projectId, user.id, body, deps.now());
      reply.code(201);
      return answer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/workspaces/:slug/`,
    auth: 'session',
    params: slugParamsSchema,
    body: assetUploadRequestSchema,
    response: { 201: assetUploadResponseSchema },
    tags,
    summary: 'Ask for an upload slot for WORKSPACE_LOGO (workspace admins) or PAGE_DESCRIPTION (admins and members)',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const answer = await createWorkspaceAssetSlot(db, storageOf(app), params.slug, user.id, body, deps.now());
      reply.code(201);
      return answer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${base}/user-assets/`,
    auth: 'session',
    body: assetUploadRequestSchema,
    response: { 201: assetUploadResponseSchema },
    tags,
    summary: "Ask for an upload slot for the caller's USER_AVATAR or USER_COVER",
    handler: async ({ db, user, body, reply, deps }) => {
      const answer = await createUserAssetSlot(db, storageOf(app), user.id, body, deps.now());
      reply.code(201);
      return answer;
    },
  });

  registerAssetItemRoutes(app, {
    prefix: `${base}/workspaces/:slug/projects/:projectId`,
    params: projectAssetParamsSchema,
    label: 'project',
    loader: ({ params, userId, action }) => (h, options) => loadProjectAsset(h, params.slug, params.projectId, params.assetId, userId, action, options),
  });
  registerAssetItemRoutes(app, {
    prefix: `${base}/workspaces/:slug`,
    params: workspaceAssetParamsSchema,
    label: 'workspace',
    loader: ({ params, userId, action }) => (h, options) => loadWorkspaceAsset(h, params.slug, params.assetId, userId, action, options),
  });
  registerAssetItemRoutes(app, {
    prefix: `${base}/user-assets`,
    params: assetIdParamsSchema,
    label: 'user',
    loader: ({ params, userId }) => (h, options) => loadUserAsset(h, params.assetId, userId, options),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${base}/files/:assetId/`,
    auth: 'session',
    params: assetIdParamsSchema,
    response: { 200: z.string().describe('The file bytes (302 to a signed link when files are on S3)') },
    tags,
    summary: 'Download an uploaded file (anyone who can see its work item, workspace members, or any signed-in user for user assets)',
    handler: async ({ db, user, params, reply }) => serveAssetFile(db, storageOf(app), reply, params.assetId, user.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/workspaces/:slug/projects/:projectId/issues/:id/issue-attachments/',
    auth: 'session',
    params: attachmentsParamsSchema,
    response: { 200: z.array(attachmentSchema) },
    tags,
    summary: 'Uploaded attachments of a work item, oldest first (any project role that can see the item)',
    handler: async ({ db, user, params }) => listAttachments(db, params.slug, params.projectId, params.id, user.id),
  });

  // Multipart parsing exists only inside this child context, for the upload route alone.
  void app.register(async (child) => {
    await child.register(multipart, { limits: { fileSize: ASSET_MAX_FILE_SIZE, files: 1, fields: 10, fieldSize: 4096, parts: 12 } });
    defineRoute(child, {
      method: 'POST',
      url: `${base}/uploads/:assetId/`,
      auth: 'session',
      params: assetIdParamsSchema,
      tags,
      summary:
        'Local storage only: upload the file of a slot (multipart/form-data: the upload_data fields, then `file`; at most 5 MiB; only the slot creator; 204)',
      handler: async ({ db, user, params, req }) => receiveUpload(db, storageOf(app), req, params.assetId, user.id),
    });
  });
}
