import { apiPaths, type AssetEntityType, type Attachment } from '@cairn/types';
import type { z } from 'zod';
import type { FileAssetRow } from '../../data/schema/work-items.schema';
import type { assetSchema } from './assets.schemas';

/** An asset row → wire shape. */
export function presentAsset(row: FileAssetRow): z.infer<typeof assetSchema> {
  return {
    id: row.id,
    asset_url: apiPaths.assetFile(row.id),
    entity_type: row.entity_type as AssetEntityType,
    entity_identifier: row.entity_identifier,
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    attributes: row.attributes,
    size: row.size,
    is_uploaded: row.is_uploaded,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at ? row.deleted_at.toISOString() : null,
  };
}

/** An ISSUE_ATTACHMENT asset row → attachment. */
export function presentAttachment(row: FileAssetRow): Attachment {
  return {
    id: row.id,
    issue_id: row.entity_identifier!,
    project_id: row.project_id!,
    attributes: row.attributes,
    asset_url: apiPaths.assetFile(row.id),
    is_uploaded: row.is_uploaded,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
