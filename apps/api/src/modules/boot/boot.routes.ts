import { bootPayloadSchema, bootQuerySchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { getBoot } from './boot.handlers';

/** Registers GET /api/boot/: what an app URL needs to paint, in one answer (issue 11). */
export function registerBootRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/boot/',
    auth: 'public',
    query: bootQuerySchema,
    response: { 200: bootPayloadSchema },
    tags: ['boot'],
    summary: 'The boot payload of an app path: the answers of the GETs the route makes before its first rows (user, profile, settings, workspaces; the workspace, project or work item of the path), keyed by API path. Signed out → signed_in false.',
    handler: getBoot,
  });
}
