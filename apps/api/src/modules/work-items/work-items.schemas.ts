import { displayPropertiesSchema, timestampSchema, uuidSchema } from '@cairn/types';
import { z } from 'zod';
import { projectParamsSchema } from '../projects/projects.schemas';

// Route-level schemas of the work-item module (params and small answers); wire shapes live in @cairn/types.

/** `{ slug, projectId, issueId }` params of item-scoped routes. */
export const itemParamsSchema = projectParamsSchema.extend({ issueId: uuidSchema });
/** POST {type}/{id}/archive/ and bulk-archive-issues/ answer. */
export const archiveResponseSchema = z.object({ archived_at: timestampSchema });
/** GET and POST issue-display-properties/ answer. */
export const displayPropertiesResponseSchema = z.object({ properties: displayPropertiesSchema });
