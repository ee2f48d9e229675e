import type { DbOrTx } from '../../data/db';
import type { IssueViewRow } from '../../data/schema/views.schema';
import { diffFields, recordEvent, type EventChanges } from '../../events/record-event';
import type { ViewsAccess } from './views.policy';

// View events (entity_type 'view') so other members' screens follow creates, edits and deletes live. The stream sends
// an event to everyone who may read its project (project views) or the workspace (global and team views), so:
// - a view private before and after (or created / deleted private) records nothing: only its owner sees it;
// - a view made private records only { access: public → private }: others drop it without learning more;
// - team views (their events reach every workspace member) carry no content, only the access change if any.

/** The fields an event diffs. */
const VIEW_EVENT_FIELDS = [
  'name', 'description', 'access', 'is_locked', 'filters', 'display_filters', 'display_properties', 'logo_props', 'sort_order', 'owned_by',
] as const satisfies ReadonlyArray<keyof IssueViewRow>;

/** What an event about the view may tell every reader of its context; null: record nothing. */
export function viewEventChanges(kind: ViewsAccess['kind'], before: IssueViewRow | null, after: IssueViewRow | null): EventChanges | null {
  const wasPublic = before?.access === 'public';
  const isPublic = after?.access === 'public';
  if (!wasPublic && !isPublic) return null;
  const changes = diffFields(before, after, VIEW_EVENT_FIELDS);
  if (kind === 'team' || (wasPublic && after && !isPublic)) return changes.access && before && after ? { access: changes.access } : {};
  return changes;
}

/** Records a view event in the operation's transaction (see viewEventChanges for what it carries). */
export async function recordViewEvent(
  tx: DbOrTx,
  access: ViewsAccess,
  action: 'created' | 'updated' | 'deleted',
  before: IssueViewRow | null,
  after: IssueViewRow | null,
  now: Date,
): Promise<void> {
  const changes = viewEventChanges(access.kind, before, after);
  if (changes === null) return;
  await recordEvent(tx, {
    workspaceId: access.context.workspaceId,
    projectId: access.context.projectId,
    entityType: 'view',
    entityId: (after ?? before)!.id,
    action,
    changes,
    actorId: access.userId,
    at: now,
  });
}
