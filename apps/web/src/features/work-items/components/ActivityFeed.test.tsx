import { render, screen } from '@testing-library/react';
import type { Activity, HistoryEntry } from '@cairn/types';
import { ActivityFeed } from './ActivityFeed';

// Property history in words: old → new display values the server stores (names, not ids).

let n = 0;
function activity(over: Partial<Activity>): HistoryEntry {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    issue: 'i',
    project_id: 'p',
    workspace_id: 'w',
    actor: 'u1',
    verb: 'updated',
    field: null,
    old_value: null,
    new_value: null,
    old_identifier: null,
    new_identifier: null,
    comment: 'updated something',
    created_at: `2026-01-01T00:00:${String(n % 60).padStart(2, '0')}.000Z`,
    activity_type: 'issue-property',
    ...over,
  } as HistoryEntry;
}

function feed(entries: HistoryEntry[]) {
  render(
    <ActivityFeed
      entries={entries}
      userId="u1"
      nameOf={() => 'Ada'}
      formatWhen={() => 'just now'}
      actions={{ onEditComment: () => Promise.resolve(), onDeleteComment: () => Promise.resolve(), onReactComment: () => undefined }}
    />,
  );
  return screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' ').replace(' just now', '').trim());
}

describe('ActivityFeed', () => {
  it('says what changed in words, old → new, for every kind of field', () => {
    const lines = feed([
      activity({ verb: 'created', comment: 'created the work item' }),
      activity({ field: 'state', old_value: 'Todo', new_value: 'In Progress', comment: 'updated state' }),
      activity({ field: 'estimate_point', old_value: null, new_value: '5', comment: 'updated estimate_point' }),
      activity({ field: 'estimate_point', old_value: '5', new_value: '8' }),
      activity({ field: 'priority', old_value: 'none', new_value: 'urgent' }),
      activity({ field: 'assignees', new_value: 'Grace Hopper' }),
      activity({ field: 'assignees', old_value: 'Grace Hopper' }),
      activity({ field: 'labels', new_value: 'Bug' }),
      activity({ field: 'labels', old_value: 'Bug' }),
      activity({ field: 'start_date', old_value: null, new_value: '2026-03-01' }),
      activity({ field: 'target_date', old_value: '2026-03-09', new_value: null }),
      activity({ field: 'parent', new_value: 'WEB-12' }),
      activity({ field: 'name', old_value: 'Old', new_value: 'New' }),
      activity({ field: 'description', old_value: 'a', new_value: 'b' }),
      activity({ field: 'archived_at', new_value: '2026-01-01T00:00:00.000Z' }),
      activity({ field: 'blocking', verb: 'created', new_value: 'WEB-3' }),
      activity({ field: 'link', verb: 'created', new_value: 'https://example.com/a?b=1&c=2' }),
      activity({ field: 'attachment', verb: 'deleted', old_value: 'spec.pdf' }),
    ]);
    expect(lines).toEqual([
      'Ada created the work item',
      'Ada changed the state from Todo to In Progress',
      'Ada set the estimate to 5',
      'Ada changed the estimate from 5 to 8',
      'Ada changed the priority from None to Urgent',
      'Ada assigned Grace Hopper',
      'Ada unassigned Grace Hopper',
      'Ada added the label Bug',
      'Ada removed the label Bug',
      `Ada set the start date to ${new Date('2026-03-01T00:00:00').toLocaleDateString('en', { dateStyle: 'medium' })}`,
      `Ada removed the target date ${new Date('2026-03-09T00:00:00').toLocaleDateString('en', { dateStyle: 'medium' })}`,
      'Ada set the parent to WEB-12',
      'Ada renamed the work item from “Old” to “New”',
      'Ada updated the description',
      'Ada archived the work item',
      'Ada marked this as blocking WEB-3',
      'Ada added the link https://example.com/a?b=1&c=2',
      'Ada deleted the attachment spec.pdf',
    ]);
  });
});
