import type { ProfileActivity } from '@cairn/types';
import type { ActivityRow } from '../../data/repositories/profiles.repository';
import { csvDocument } from '../exports/csv';

/** An activity row → the wire shape (the item nested, to link to). */
export function presentActivity(row: ActivityRow): ProfileActivity {
  return {
    id: row.id,
    verb: row.verb,
    field: row.field,
    old_value: row.old_value,
    new_value: row.new_value,
    comment: row.comment,
    created_at: row.created_at.toISOString(),
    actor: row.actor ?? '',
    workspace_slug: row.workspace_slug,
    work_item: {
      id: row.item_id, name: row.item_name, sequence_id: row.sequence_id, project_id: row.project_id, project_identifier: row.project_identifier,
      project_name: row.project_name,
    },
  };
}

const ACTIVITY_CSV_HEADER = ['created_at', 'work_item', 'work_item_name', 'project', 'verb', 'field', 'old_value', 'new_value', 'comment'];

/** The activity rows as a CSV document (formula-guarded, RFC 4180). */
export function activityCsv(rows: ActivityRow[]): string {
  return csvDocument(ACTIVITY_CSV_HEADER, rows.map((r) => [
    r.created_at.toISOString(), `${r.project_identifier}-${r.sequence_id}`, r.item_name, r.project_name, r.verb, r.field, r.old_value, r.new_value, r.comment,
  ]));
}
