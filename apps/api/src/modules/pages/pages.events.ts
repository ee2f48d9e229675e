import type { EventAction } from '@cairn/types';
import type { DbOrTx } from '../../data/db';
import type { PageWithProjects } from '../../data/repositories/pages.repository';
import { diffFields, recordEvents, type EventChanges } from '../../events/record-event';

// Page events (entity_type 'page') so other members' lists follow creates, edits, access, lock, archive, moves and
// deletes live. The stream sends a project's events to every reader of that project (events/stream-access.ts), so
// the views privacy model applies:
// - a page private before and after (or created / deleted private) records nothing: only its owner sees it;
// - a page made private records only { access: public → private }: others drop it without learning more.
// Content edits are not events: the collaboration WebSocket carries them.
// A page's event is recorded in each of its projects (before and after: a move tells the old project's readers that
// project_ids no longer hold it, and the new project's that it arrived).

/** The fields an event diffs. */
const PAGE_EVENT_FIELDS = [
  'name', 'access', 'is_locked', 'archived_at', 'color', 'label_ids', 'logo_props', 'owned_by', 'project_ids',
] as const satisfies ReadonlyArray<keyof PageWithProjects>;

/** What an event about the page may tell every reader of its projects; null: record nothing. */
export function pageEventChanges(before: PageWithProjects | null, after: PageWithProjects | null): EventChanges | null {
  const wasPublic = before?.access === 'public';
  const isPublic = after?.access === 'public';
  if (!wasPublic && !isPublic) return null;
  const changes = diffFields(before, after, PAGE_EVENT_FIELDS);
  if (wasPublic && after && !isPublic) return changes.access ? { access: changes.access } : {};
  return changes;
}

/** Records the page's event in the operation's transaction (see pageEventChanges for what it carries). */
export async function recordPageEvent(
  tx: DbOrTx,
  input: { workspaceId: string; actorId: string; action: EventAction; before: PageWithProjects | null; after: PageWithProjects | null; at: Date },
): Promise<void> {
  const changes = pageEventChanges(input.before, input.after);
  if (changes === null) return;
  const page = (input.after ?? input.before)!;
  const projectIds = [...new Set([...(input.before?.project_ids ?? []), ...(input.after?.project_ids ?? [])])];
  await recordEvents(tx, projectIds.map((projectId) => ({
    workspaceId: input.workspaceId,
    projectId,
    entityType: 'page' as const,
    entityId: page.id,
    action: input.action,
    changes,
    actorId: input.actorId,
    at: input.at,
  })));
}
