import type { EventAction } from '@cairn/types';
import type { Tx } from '../../data/db';
import type { ModuleLinkRow, ModuleRow } from '../../data/schema/planning.schema';
import { diffFields, recordEvent, type EventChanges } from '../../events/record-event';
import type { ProjectAccess } from '../projects/projects.policy';

/** Module fields whose changes an event carries. */
export const MODULE_EVENT_FIELDS = ['name', 'description', 'start_date', 'target_date', 'status', 'lead_id', 'sort_order', 'archived_at'] as const;

/** What recordModuleChange needs: who, when, what happened, the row before and after, and member sets when they changed. */
export interface ModuleChange {
  access: ProjectAccess;
  userId: string;
  now: Date;
  action: EventAction;
  before: ModuleRow | null;
  after: ModuleRow | null;
  members?: { old: string[]; new: string[] };
  /** A link added (before null), edited, or removed (after null). */
  link?: { before: ModuleLinkRow | null; after: ModuleLinkRow | null };
}

const linkValue = (row: ModuleLinkRow | null) => (row ? { id: row.id, title: row.title, url: row.url } : null);

/**
 * Records a 'module' event in the write's transaction (project set, so the project's streams see it): the changed
 * fields, member_ids when the set changed, and `link` for link changes (the client reloads the module on any of them).
 */
export async function recordModuleChange(tx: Tx, change: ModuleChange): Promise<void> {
  const changes: EventChanges = diffFields(change.before, change.after, MODULE_EVENT_FIELDS);
  const { members, link } = change;
  if (members && JSON.stringify(members.old) !== JSON.stringify(members.new)) changes.member_ids = members;
  if (link) changes.link = { old: linkValue(link.before), new: linkValue(link.after) };
  await recordEvent(tx, {
    workspaceId: change.access.workspace.id,
    projectId: change.access.project.id,
    entityType: 'module',
    entityId: (change.after ?? change.before)!.id,
    action: change.action,
    changes,
    actorId: change.userId,
    at: change.now,
  });
}
