import { slugParamsSchema, uuidSchema } from '@cairn/types';

// Route-level schemas of the teamspace routes; the wire shapes live in @cairn/types (teamspace.schema.ts).

/** OpenAPI tag of every teamspace route. */
export const TEAMSPACE_TAGS = ['teamspaces'];
/** `{ slug, teamspaceId }`. */
export const teamspaceParamsSchema = slugParamsSchema.extend({ teamspaceId: uuidSchema });
/** `{ slug, teamspaceId, memberId }`. */
export const teamspaceMemberParamsSchema = teamspaceParamsSchema.extend({ memberId: uuidSchema });
/** `{ slug, teamspaceId, projectId }`. */
export const teamspaceProjectParamsSchema = teamspaceParamsSchema.extend({ projectId: uuidSchema });
