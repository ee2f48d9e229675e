import type { Activity, Attachment, Comment, Link, RelationsResponse } from '@cairn/types';
import type { DbOrTx } from '../../../data/db';
import { findWorkspaceComment } from '../../../data/repositories/comments.repository';
import { presentComment } from '../../comments/comments.presenter';
import { stripRichText } from '../../work-items/rich-text';
import { V1_RELATION_KEYS } from './work-items.v1.schemas';

// The seed's v1 shapes of what hangs on a work item (its WorkItemComment, Link, WorkItemActivity, WorkItemAttachment
// and WorkItemRelationResponse models), built from the app's wire shapes. `scope` carries the ids the app shapes omit.

/** The workspace (and project) the child belongs to. */
export interface V1Scope {
  workspaceId: string;
  projectId: string;
}

/** An app comment → the seed's WorkItemComment. */
export function presentV1Comment(c: Comment): Record<string, unknown> {
  return {
    id: c.id,
    comment_html: c.comment_html,
    comment_stripped: stripRichText(c.comment_html),
    attachments: [],
    access: c.access,
    external_source: null,
    external_id: null,
    edited_at: c.edited_at,
    is_member: true,
    project: c.project_id,
    workspace: c.workspace_id,
    issue: c.issue,
    actor: c.actor,
    created_by: c.actor,
    updated_by: c.actor,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

/** An app link → the seed's Link. */
export function presentV1Link(l: Link, scope: V1Scope): Record<string, unknown> {
  return {
    id: l.id,
    title: l.title,
    url: l.url,
    metadata: l.metadata,
    issue: l.issue,
    project: scope.projectId,
    workspace: scope.workspaceId,
    created_by: l.created_by,
    updated_by: l.created_by,
    created_at: l.created_at,
    updated_at: l.updated_at,
  };
}

/** An app activity row → the seed's WorkItemActivity (comment activities name the comment in issue_comment). */
export function presentV1Activity(a: Activity): Record<string, unknown> {
  const commentId = a.field === 'comment' ? (a.new_identifier ?? a.old_identifier) : null;
  return {
    id: a.id,
    verb: a.verb,
    field: a.field,
    old_value: a.old_value,
    new_value: a.new_value,
    comment: a.comment,
    attachments: [],
    old_identifier: a.old_identifier,
    new_identifier: a.new_identifier,
    epoch: Math.floor(Date.parse(a.created_at) / 1000),
    project: a.project_id,
    workspace: a.workspace_id,
    issue: a.issue,
    issue_comment: commentId,
    actor: a.actor,
    created_at: a.created_at,
    updated_at: a.created_at,
  };
}

/** An app attachment → the seed's WorkItemAttachment (`asset` is the download path). */
export function presentV1Attachment(a: Attachment, scope: V1Scope): Record<string, unknown> {
  return {
    id: a.id,
    attributes: a.attributes,
    asset: a.asset_url,
    asset_url: a.asset_url,
    entity_type: 'ISSUE_ATTACHMENT',
    entity_identifier: a.issue_id,
    size: a.attributes.size,
    is_uploaded: a.is_uploaded,
    is_deleted: false,
    is_archived: false,
    external_source: null,
    external_id: null,
    issue: a.issue_id,
    project: a.project_id,
    workspace: scope.workspaceId,
    created_by: a.created_by,
    updated_by: a.created_by,
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}

/** The app's relations (related items per type) → the seed's WorkItemRelationResponse (ids per type, every key present). */
export function presentV1Relations(r: RelationsResponse): Record<(typeof V1_RELATION_KEYS)[number], string[]> {
  const out = Object.fromEntries(V1_RELATION_KEYS.map((k) => [k, [] as string[]])) as Record<(typeof V1_RELATION_KEYS)[number], string[]>;
  for (const key of ['blocking', 'blocked_by', 'duplicate', 'relates_to'] as const) out[key] = r[key].map((i) => i.id);
  return out;
}

/** The v1 shape of a comment for webhook payloads (server-internal: no access checks); null when it does not exist. */
export async function loadV1Comment(db: DbOrTx, workspaceId: string, id: string): Promise<Record<string, unknown> | null> {
  const row = await findWorkspaceComment(db, workspaceId, id);
  return row ? presentV1Comment(presentComment(row, [])) : null;
}
