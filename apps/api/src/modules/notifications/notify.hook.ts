import type { Tx } from '../../data/db';
import { appendToNotifyJob, findDescriptionHtmlPair } from '../../data/repositories/notifications.repository';
import type { EventInput } from '../../events/record-event';
import { enqueueJob } from '../../jobs/job-queue';
import { mentionIds } from '../work-items/rich-text';

/** The notify job's payload: the workspace, the events to turn into notifications, new description mentions by event id. */
export interface NotifyPayload {
  workspace_id: string;
  event_ids: number[];
  /** event id → users newly mentioned in the item's description by that change. */
  mentions: Record<string, string[]>;
}

/** Events that may notify someone: work items and comments of a project. */
function notifies(e: EventInput): boolean {
  if (!e.projectId) return false;
  if (e.entityType === 'work_item') return e.action === 'created' || e.action === 'updated';
  return e.entityType === 'comment' && (e.action === 'created' || e.action === 'updated');
}

// The notify job of each open transaction (per workspace): later recordEvents calls of the same transaction add to it.
const jobsOfTx = new WeakMap<object, Map<string, string>>();

/**
 * Called by recordEvents inside the write's transaction: enqueues ONE 'notify' job per transaction and workspace for
 * its work item and comment events (it exists iff the write commits). Description mentions are diffed here, where the
 * new text and the version saved before it are at hand.
 */
export async function enqueueNotifyFor(tx: Tx, inputs: EventInput[], ids: number[]): Promise<void> {
  const byWorkspace = new Map<string, { ids: number[]; mentions: Record<string, string[]> }>();
  for (let i = 0; i < inputs.length; i++) {
    const e = inputs[i];
    if (!notifies(e) || ids[i] === undefined) continue;
    const entry = byWorkspace.get(e.workspaceId) ?? { ids: [], mentions: {} };
    byWorkspace.set(e.workspaceId, entry);
    entry.ids.push(ids[i]);
    if (e.entityType === 'work_item' && (e.action === 'created' || e.changes?.description)) {
      const pair = await findDescriptionHtmlPair(tx, e.entityId, e.at ?? new Date());
      const before = new Set(e.action === 'created' ? [] : mentionIds(e.previousDescriptionHtml ?? pair.previous));
      const added = mentionIds(pair.now).filter((id) => !before.has(id));
      if (added.length > 0) entry.mentions[String(ids[i])] = added;
    }
  }
  if (byWorkspace.size === 0) return;
  const open = jobsOfTx.get(tx) ?? new Map<string, string>();
  jobsOfTx.set(tx, open);
  for (const [workspaceId, entry] of byWorkspace) {
    const jobId = open.get(workspaceId);
    if (jobId) {
      await appendToNotifyJob(tx, jobId, entry.ids, entry.mentions);
      continue;
    }
    const created = await enqueueJob(tx, { kind: 'notify', payload: { workspace_id: workspaceId, event_ids: entry.ids, mentions: entry.mentions } }, inputs[0].at ?? new Date());
    if (created) open.set(workspaceId, created);
  }
}
