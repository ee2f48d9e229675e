import { issueViewSchema, slugParamsSchema, timestampSchema, uuidSchema } from '@cairn/types';
import { z } from 'zod';
import { projectParamsSchema } from '../projects/projects.schemas';

// Route-level schemas of the saved-view routes (issue 14); the wire shapes live in @cairn/types (view.schema.ts).

/** OpenAPI tag of every view route. */
export const VIEW_TAGS = ['views'];
/** `{ slug, projectId, viewId }`: a project view. */
export const projectViewParamsSchema = projectParamsSchema.extend({ viewId: uuidSchema });
/** `{ slug, viewId }`: a workspace (global) view. */
export const workspaceViewParamsSchema = slugParamsSchema.extend({ viewId: uuidSchema });
/** `{ slug, teamspaceId }`: a teamspace's views. */
export const teamspaceParamsSchema = slugParamsSchema.extend({ teamspaceId: uuidSchema });
/** `{ slug, teamspaceId, viewId }`: a team view. */
export const teamViewParamsSchema = teamspaceParamsSchema.extend({ viewId: uuidSchema });
/** GET views/ answer. */
export const issueViewListSchema = z.array(issueViewSchema);
/** POST user-favorite-views/ answer: the caller's favorite of the view. */
export const viewFavoriteSchema = z.object({ id: uuidSchema, view: uuidSchema, created_at: timestampSchema });
