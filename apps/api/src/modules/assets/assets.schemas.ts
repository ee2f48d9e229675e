import { ASSET_ENTITY_TYPES, slugParamsSchema, timestampSchema, uuidSchema } from '@cairn/types';
import { z } from 'zod';
import { projectParamsSchema } from '../projects/projects.schemas';

// Route-level schemas of the assets module; request bodies and the upload answer live in @cairn/types.

/** An asset as PATCH and restore answer it. */
export const assetSchema = z.object({
  id: uuidSchema,
  asset_url: z.string(),
  entity_type: z.enum(ASSET_ENTITY_TYPES),
  entity_identifier: uuidSchema.nullable(),
  workspace_id: uuidSchema.nullable(),
  project_id: uuidSchema.nullable(),
  attributes: z.object({ name: z.string(), type: z.string(), size: z.number() }),
  size: z.number(),
  is_uploaded: z.boolean(),
  created_by: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  deleted_at: timestampSchema.nullable(),
});

/** `{ assetId }`. */
export const assetIdParamsSchema = z.object({ assetId: uuidSchema });
/** `{ slug, assetId }`. */
export const workspaceAssetParamsSchema = slugParamsSchema.extend({ assetId: uuidSchema });
/** `{ slug, projectId, assetId }`. */
export const projectAssetParamsSchema = projectParamsSchema.extend({ assetId: uuidSchema });
/** `{ slug, projectId, id }` of the attachments list. */
export const attachmentsParamsSchema = projectParamsSchema.extend({ id: uuidSchema });
