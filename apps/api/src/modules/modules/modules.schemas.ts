import { uuidSchema } from '@cairn/types';
import { projectParamsSchema } from '../projects/projects.schemas';

// Route-level schemas of the modules module (params); the wire shapes live in @cairn/types (planning.schema.ts).

/** `{ slug, projectId, moduleId }` params of module-scoped routes. */
export const moduleParamsSchema = projectParamsSchema.extend({ moduleId: uuidSchema });
/** `{ slug, projectId, moduleId, issueId }` of modules/{id}/issues/{issueId}/. */
export const moduleItemParamsSchema = moduleParamsSchema.extend({ issueId: uuidSchema });
/** `{ slug, projectId, moduleId, linkId }` of module-links/{linkId}/. */
export const moduleLinkParamsSchema = moduleParamsSchema.extend({ linkId: uuidSchema });

/** Base of the project-scoped module paths. */
export const PROJECT_BASE = '/api/workspaces/:slug/projects/:projectId';
