import type { EventRow } from '../../data/schema/events.schema';
import { webhookBody, webhookChanges } from './webhook-data';

const at = new Date('2026-01-02T03:04:05.000Z');
const event = (id: number, over: Partial<EventRow>): EventRow => ({
  workspace_id: 'ws', id, version: id, project_id: 'p', entity_type: 'work_item', entity_id: 'item', work_item_id: 'item', action: 'updated', changes: {}, actor_id: 'u', created_at: at,
  ...over,
});

describe('webhook changes', () => {
  it('maps entity types to the seed events and ignores the others', () => {
    const changes = webhookChanges([
      event(1, { entity_type: 'project', entity_id: 'p' }),
      event(2, {}),
      event(3, { entity_type: 'cycle', entity_id: 'c' }),
      event(4, { entity_type: 'module', entity_id: 'm' }),
      event(5, { entity_type: 'comment', entity_id: 'k' }),
      event(6, { entity_type: 'label', entity_id: 'l' }),
      event(7, { entity_type: 'reaction', entity_id: 'r' }),
    ]);
    expect(changes.map((c) => [c.event, c.eventId])).toEqual([['project', 1], ['issue', 2], ['cycle', 3], ['module', 4], ['issue_comment', 5]]);
  });

  it('merges the events of one entity in one operation: first old, last new, keyed by the first event', () => {
    const [change, ...rest] = webhookChanges([
      event(10, { action: 'created', changes: { name: { old: null, new: 'A' } } }),
      event(11, { changes: { name: { old: 'A', new: 'B' }, priority: { old: 'none', new: 'high' } } }),
    ]);
    expect(rest).toEqual([]);
    expect(change).toMatchObject({ eventId: 10, action: 'created', changes: { name: { old: null, new: 'B' }, priority: { old: 'none', new: 'high' } } });
  });

  it('sends archived and restored as updated, archived with archived_at', () => {
    const [archived] = webhookChanges([event(20, { action: 'archived' })]);
    expect(archived).toMatchObject({ action: 'updated', changes: { archived_at: { old: null, new: at.toISOString() } } });
    const [restored] = webhookChanges([event(21, { action: 'restored', changes: { archived_at: { old: at.toISOString(), new: null } } })]);
    expect(restored).toMatchObject({ action: 'updated', changes: { archived_at: { old: at.toISOString(), new: null } } });
    expect(webhookChanges([event(22, { action: 'deleted' }), event(23, {})])[0].action).toBe('deleted');
  });

  it('builds the body: a single changed field fills field / old_value / new_value', () => {
    const [one] = webhookChanges([event(30, { changes: { name: { old: 'A', new: 'B' } } })]);
    const body = JSON.parse(webhookBody({ change: one, webhookId: 'h', workspaceId: 'ws', data: { id: 'item' }, actor: { id: 'u', display_name: 'U', email: 'u@x' } }));
    expect(body).toEqual({
      event: 'issue', action: 'updated', webhook_id: 'h', workspace_id: 'ws', data: { id: 'item' },
      activity: { actor: { id: 'u', display_name: 'U', email: 'u@x' }, field: 'name', old_value: 'A', new_value: 'B', changes: { name: { old: 'A', new: 'B' } } },
    });
  });
});
