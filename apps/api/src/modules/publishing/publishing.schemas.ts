import { uuidSchema } from '@cairn/types';
import { projectParamsSchema } from '../projects/projects.schemas';

// Route-level schemas of the publishing routes (issue 20); the wire shapes live in @cairn/types (publish.schema.ts).

/** OpenAPI tag of every publishing route. */
export const PUBLISHING_TAGS = ['publishing'];
/** `{ slug, projectId, id }`: the project's published board (project-deploy-boards/{id}/). */
export const projectBoardParamsSchema = projectParamsSchema.extend({ id: uuidSchema });
/** `{ slug, projectId, viewId }`: a project view's publish/ routes. */
export const viewPublishParamsSchema = projectParamsSchema.extend({ viewId: uuidSchema });
/** `{ slug, projectId, id }`: a work item's votes/. */
export const workItemVotesParamsSchema = projectParamsSchema.extend({ id: uuidSchema });
