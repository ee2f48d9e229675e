import { exportCreateSchema, slugParamsSchema, uuidSchema, workItemExportListSchema, workItemExportSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import type { AssetStorage } from '../../storage/asset-storage';
import { createAssetStorage } from '../../storage/create-asset-storage';
import { createExport, downloadExport, listOwnExports } from './exports.handlers';

const tags = ['exports'];

/** Project work-item exports: create (a job writes the file), list the caller's, download when completed. */
export function registerExportsRoutes(app: FastifyInstance): void {
  const base = '/api/workspaces/:slug/export-issues';
  let storage: AssetStorage | undefined;
  const storageOf = () => (storage ??= createAssetStorage(app.deps.config.assets));
  defineRoute(app, {
    method: 'POST', url: `${base}/`, auth: 'session', params: slugParamsSchema, body: exportCreateSchema, response: { 201: workItemExportSchema }, tags,
    summary: 'Export the live work items of 1..50 projects (each one the caller is a member or admin of; guests 403) as csv or json: a queued export; a job writes the file',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const row = await createExport(db, params.slug, user.id, body, deps.now());
      reply.code(201);
      return row;
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/`, auth: 'session', params: slugParamsSchema, response: { 200: workItemExportListSchema }, tags,
    summary: "The caller's exports in the workspace, newest first (at most 50); poll while one is queued or processing",
    handler: async ({ db, user, params }) => listOwnExports(db, params.slug, user.id),
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/:exportId/download/`, auth: 'session', params: slugParamsSchema.extend({ exportId: uuidSchema }), tags,
    summary: "The export's file as an attachment, to its creator only (others 404); 409 EXPORT_NOT_READY until completed",
    handler: async ({ db, user, params, reply }) => downloadExport(db, storageOf(), reply, params.slug, user.id, params.exportId),
  });
}
