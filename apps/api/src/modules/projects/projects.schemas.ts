import { projectLiteSchema, projectSchema, projectStatsSchema, slugParamsSchema, uuidSchema } from '@cairn/types';
import { z } from 'zod';

// Route-level schemas of the project modules (params and list answers); the wire shapes live in @cairn/types.

/** `{ slug, projectId }` params of every project-scoped route. */
export const projectParamsSchema = slugParamsSchema.extend({ projectId: uuidSchema });
/** GET projects/ answer. */
export const projectLiteListSchema = z.array(projectLiteSchema);
/** GET projects/details/ answer. */
export const projectListSchema = z.array(projectSchema);
/** GET project-stats/ answer. */
export const projectStatsListSchema = z.array(projectStatsSchema);
