import type { NotificationPreferenceKey } from '@cairn/types';

// Words of a notification (message, message_stripped, message_html) and which mail preference its change belongs to.

/** The activity a notification is about (a work_item_activities row, or the mention). */
export interface ChangeActivity {
  field: string | null;
  verb: string;
  old_value: string | null;
  new_value: string | null;
}

const FIELD_LABEL: Record<string, string> = {
  name: 'the title',
  priority: 'the priority',
  state: 'the state',
  estimate_point: 'the estimate',
  parent: 'the parent',
  type: 'the type',
  cycle: 'the cycle',
  start_date: 'the start date',
  target_date: 'the due date',
  archived_at: 'the archive state',
  intake: 'the intake status',
};

function quote(text: string, max = 140): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A sentence saying what the actor did ("Ada changed the state to Done", "Ada commented: …"). */
export function changeSentence(actor: string, a: ChangeActivity, mentioned: 'description' | 'comment' | null, itemRef: string): string {
  if (mentioned === 'comment') return `${actor} mentioned you in a comment on ${itemRef}: ${quote(a.new_value ?? '')}`;
  if (mentioned === 'description') return `${actor} mentioned you in ${itemRef}`;
  if (a.field === null) return `${actor} created ${itemRef}`;
  if (a.field === 'comment') return `${actor} commented: ${quote(a.new_value ?? '')}`;
  if (a.field === 'description') return `${actor} updated the description`;
  if (a.field === 'assignees') return a.new_value !== null ? `${actor} added ${a.new_value} as an assignee` : `${actor} removed ${a.old_value ?? ''} from the assignees`;
  if (a.field === 'labels') return a.new_value !== null ? `${actor} added the label ${a.new_value}` : `${actor} removed the label ${a.old_value ?? ''}`;
  if (a.field === 'module') return a.new_value !== null ? `${actor} added it to the module ${a.new_value}` : `${actor} removed it from the module ${a.old_value ?? ''}`;
  const label = FIELD_LABEL[a.field] ?? `the ${a.field.replace(/_/g, ' ')}`;
  if (a.new_value === null || a.new_value === '') return `${actor} removed ${label}`;
  return `${actor} changed ${label} to ${quote(a.new_value)}`;
}

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * The mail preferences that cover a change (any one on mails it): a mention; a comment; the state (and, when it moved
 * to a completed group, issue_completed); any other field (creation too) is a property change.
 */
export function mailKindsOf(a: ChangeActivity, mentioned: boolean, completed: boolean): NotificationPreferenceKey[] {
  if (mentioned) return ['mention'];
  if (a.field === 'comment') return ['comment'];
  if (a.field === 'state') return completed ? ['state_change', 'issue_completed'] : ['state_change'];
  return ['property_change'];
}
