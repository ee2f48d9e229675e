import {
  apiPaths,
  instanceAdminAddSchema,
  instanceAdminSchema,
  instanceEmailTestResultSchema,
  instanceEmailTestSchema,
  instanceInfoSchema,
  instanceSettingsSchema,
  instanceSettingsUpdateSchema,
  instanceSetupSchema,
  instanceWorkspaceCreateSchema,
  instanceWorkspaceSchema,
  userSchema,
  uuidSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { addAdmin, createWorkspaceFor, listAdmins, listWorkspaces, removeAdmin } from './instance-admin.handlers';
import { getAdminSettings, getInstanceInfo, sendTestEmail, setUpInstance, updateAdminSettings } from './instance.handlers';

const tags = ['instance'];
const strict = <S extends z.ZodRawShape>(schema: z.ZodObject<S>) => z.strictObject(schema.shape);
const adminParams = z.object({ userId: uuidSchema });

/**
 * The instance (issue 19): public info, first-run set-up, and the god-mode console's admin API. Every route under
 * /api/instances/admin/ is `auth: 'session'` (401) and then requireInstanceAdmin (403) in its handler.
 */
export function registerInstanceRoutes(app: FastifyInstance): void {
  defineRoute(app, { method: 'GET', url: apiPaths.instances(), auth: 'public', tags, summary: 'The instance and the config the apps need (public, cached briefly)', response: { 200: instanceInfoSchema }, handler: getInstanceInfo });
  defineRoute(app, { method: 'POST', url: apiPaths.instanceSetup(), auth: 'public', tags, summary: 'First run: create the first instance admin (only while none exists; signs in)', body: strict(instanceSetupSchema), response: { 200: userSchema }, handler: setUpInstance });
  defineRoute(app, { method: 'GET', url: apiPaths.instanceSettings(), auth: 'session', tags, summary: 'Instance settings (instance admins; secrets only as has_*)', response: { 200: instanceSettingsSchema }, handler: getAdminSettings });
  defineRoute(app, { method: 'PATCH', url: apiPaths.instanceSettings(), auth: 'session', tags, summary: 'Change instance settings (at least one sign-in method stays on)', body: instanceSettingsUpdateSchema, response: { 200: instanceSettingsSchema }, handler: updateAdminSettings });
  defineRoute(app, { method: 'POST', url: apiPaths.instanceEmailTest(), auth: 'session', tags, summary: "Send a test email now with the saved settings; reports the server's answer", body: strict(instanceEmailTestSchema), response: { 200: instanceEmailTestResultSchema }, handler: sendTestEmail });
  defineRoute(app, { method: 'GET', url: apiPaths.instanceAdmins(), auth: 'session', tags, summary: 'Instance admins', response: { 200: z.array(instanceAdminSchema) }, handler: listAdmins });
  defineRoute(app, { method: 'POST', url: apiPaths.instanceAdmins(), auth: 'session', tags, summary: 'Make an existing user an instance admin', body: strict(instanceAdminAddSchema), response: { 201: instanceAdminSchema }, handler: addAdmin });
  defineRoute(app, { method: 'DELETE', url: '/api/instances/admin/admins/:userId/', auth: 'session', tags, summary: 'Remove an instance admin (never the last)', params: adminParams, response: { 204: z.null() }, handler: removeAdmin });
  defineRoute(app, { method: 'GET', url: apiPaths.instanceWorkspaces(), auth: 'session', tags, summary: 'Every workspace with owner, member and project counts', response: { 200: z.array(instanceWorkspaceSchema) }, handler: listWorkspaces });
  defineRoute(app, { method: 'POST', url: apiPaths.instanceWorkspaces(), auth: 'session', tags, summary: 'Create a workspace owned by an existing user', body: strict(instanceWorkspaceCreateSchema), response: { 201: instanceWorkspaceSchema }, handler: createWorkspaceFor });
}
