import { ROLE, WORK_ITEM_TEXT, type AssetEntityType, type Role, API_TEXT } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import { findFileAsset, type AssetScope } from '../../data/repositories/file-assets.repository';
import type { FileAssetRow, WorkItemRow } from '../../data/schema/work-items.schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { PROJECT_ADMIN_ONLY, requireProjectRole, type ProjectAccess } from '../projects/projects.policy';
import { WORK_ITEM_READERS, WORK_ITEM_WRITERS, requireWorkItem } from '../work-items/work-items.policy';
import { ADMIN_ONLY, ANY_ROLE, MEMBER_OR_ADMIN, requireWorkspaceRole, type WorkspaceAccess } from '../workspaces/workspaces.policy';

/** Who may upload an entity type, whether its entity is a work item, and whether only images are accepted. */
export interface AssetRule {
  roles: readonly Role[];
  /** 'required': entity_identifier must be a visible work item of the project; 'optional': checked when given. */
  workItem: 'required' | 'optional' | 'none';
  imagesOnly: boolean;
}

/** Project-level entity types (POST assets/v2/workspaces/{slug}/projects/{projectId}/). */
export const PROJECT_ASSET_RULES: Partial<Record<AssetEntityType, AssetRule>> = {
  ISSUE_ATTACHMENT: { roles: WORK_ITEM_WRITERS, workItem: 'required', imagesOnly: false },
  // Images pasted while creating an item have no item yet, so the identifier is optional.
  ISSUE_DESCRIPTION: { roles: WORK_ITEM_WRITERS, workItem: 'optional', imagesOnly: true },
  COMMENT_DESCRIPTION: { roles: WORK_ITEM_READERS, workItem: 'optional', imagesOnly: true },
  PROJECT_COVER: { roles: PROJECT_ADMIN_ONLY, workItem: 'none', imagesOnly: true },
};

/** Workspace-level entity types (POST assets/v2/workspaces/{slug}/). */
export const WORKSPACE_ASSET_RULES: Partial<Record<AssetEntityType, AssetRule>> = {
  WORKSPACE_LOGO: { roles: ADMIN_ONLY, workItem: 'none', imagesOnly: true },
  PAGE_DESCRIPTION: { roles: MEMBER_OR_ADMIN, workItem: 'none', imagesOnly: true },
};

/** User-level entity types (POST assets/v2/user-assets/). */
export const USER_ASSET_RULES: Partial<Record<AssetEntityType, AssetRule>> = {
  USER_AVATAR: { roles: ANY_ROLE, workItem: 'none', imagesOnly: true },
  USER_COVER: { roles: ANY_ROLE, workItem: 'none', imagesOnly: true },
};

/** 404 'Asset not found'. */
export function assetNotFound() {
  return notFound(WORK_ITEM_TEXT.assetNotFound);
}

/** The rule of an entity type at this level, or 400 naming the field. */
export function ruleFor(rules: Partial<Record<AssetEntityType, AssetRule>>, entityType: string): AssetRule {
  const rule = rules[entityType as AssetEntityType];
  if (!rule) throw badRequest(API_TEXT.thisEntityTypeCannotBeUploaded, { entity_type: ['This entity type cannot be uploaded here'] });
  return rule;
}

/** An asset loaded through the URL's workspace or project, with the caller's access and its rule. */
export interface LoadedAsset {
  asset: FileAssetRow;
  rule: AssetRule;
  scope: AssetScope;
  /** The caller's workspace role (workspace and project assets). */
  role: Role;
  projectAccess?: ProjectAccess;
  workspaceAccess?: WorkspaceAccess;
  /** The work item the asset belongs to, when its entity is one. */
  item?: WorkItemRow;
}

/** What the caller wants to do with an existing asset. */
export type AssetAction = 'read' | 'complete' | 'remove';

/**
 * Creator-only actions: marking uploaded always; removing and restoring too, except attachments and description
 * images (any writer of the item may remove those) and project/workspace admins.
 */
function checkOwnership(loaded: LoadedAsset, userId: string, action: AssetAction): void {
  if (action === 'read') return;
  const isCreator = loaded.asset.created_by === userId;
  if (action === 'complete') {
    if (!isCreator) throw forbidden();
    return;
  }
  const sharedByWriters = loaded.asset.entity_type === 'ISSUE_ATTACHMENT' || loaded.asset.entity_type === 'ISSUE_DESCRIPTION';
  if (!isCreator && !sharedByWriters && loaded.role !== ROLE.ADMIN) throw forbidden();
}

/** When the asset's entity is a work item, it must be one the caller can see with the rule's roles. */
async function requireEntityItem(h: DbOrTx, slug: string, projectId: string, rule: AssetRule, entityId: string | null, userId: string): Promise<WorkItemRow | undefined> {
  if (rule.workItem === 'none' || !entityId) return undefined;
  return (await requireWorkItem(h, slug, projectId, entityId, userId, rule.roles)).item;
}

/**
 * A project asset from the URL: project access (404/403 as every project route), the asset by (workspace, project,
 * id) (404 'Asset not found'), the entity type's roles (403), the work item it belongs to (404 when not visible) and
 * creator rules for the action.
 */
export async function loadProjectAsset(h: DbOrTx, slug: string, projectId: string, assetId: string, userId: string, action: AssetAction, options: { lock?: boolean } = {}): Promise<LoadedAsset> {
  const projectAccess = await requireProjectRole(h, slug, projectId, userId, WORK_ITEM_READERS);
  const scope: AssetScope = { kind: 'project', workspaceId: projectAccess.workspace.id, projectId };
  const asset = await findFileAsset(h, scope, assetId, options);
  const rule = asset ? PROJECT_ASSET_RULES[asset.entity_type as AssetEntityType] : undefined;
  if (!asset || !rule) throw assetNotFound();
  if (action !== 'read' && !rule.roles.includes(projectAccess.projectRole)) throw forbidden();
  const item = await requireEntityItem(h, slug, projectId, action === 'read' ? { ...rule, roles: WORK_ITEM_READERS } : rule, asset.entity_identifier, userId);
  const loaded: LoadedAsset = { asset, rule, scope, role: projectAccess.projectRole, projectAccess, item };
  checkOwnership(loaded, userId, action);
  return loaded;
}

/** A workspace asset from the URL: membership (404), the asset by (workspace, id), the type's roles, creator rules. */
export async function loadWorkspaceAsset(h: DbOrTx, slug: string, assetId: string, userId: string, action: AssetAction, options: { lock?: boolean } = {}): Promise<LoadedAsset> {
  const workspaceAccess = await requireWorkspaceRole(h, slug, userId, ANY_ROLE);
  const scope: AssetScope = { kind: 'workspace', workspaceId: workspaceAccess.workspace.id };
  const asset = await findFileAsset(h, scope, assetId, options);
  const rule = asset ? WORKSPACE_ASSET_RULES[asset.entity_type as AssetEntityType] : undefined;
  if (!asset || !rule) throw assetNotFound();
  if (action !== 'read' && !rule.roles.includes(workspaceAccess.role)) throw forbidden();
  const loaded: LoadedAsset = { asset, rule, scope, role: workspaceAccess.role, workspaceAccess };
  checkOwnership(loaded, userId, action);
  return loaded;
}

/** A user asset: only its creator may change it (anyone else: 404, as if it did not exist). */
export async function loadUserAsset(h: DbOrTx, assetId: string, userId: string, options: { lock?: boolean } = {}): Promise<LoadedAsset> {
  const scope: AssetScope = { kind: 'user', userId };
  const asset = await findFileAsset(h, scope, assetId, options);
  const rule = asset ? USER_ASSET_RULES[asset.entity_type as AssetEntityType] : undefined;
  if (!asset || !rule) throw assetNotFound();
  return { asset, rule, scope, role: ROLE.MEMBER };
}
