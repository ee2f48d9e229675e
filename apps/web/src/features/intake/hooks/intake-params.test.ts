import { filterCount, readIntakeParams } from './intake-params';

const UUID = '00000000-0000-4000-8000-000000000001';

describe('readIntakeParams', () => {
  it('defaults to the open tab in created_at descending order (spec §9)', () => {
    expect(readIntakeParams(new URLSearchParams(''))).toEqual({ list: { tab: 'open', filters: {}, order_by: '-issue__created_at' }, inboxId: undefined });
  });

  it('reads the tab, known filter values, the order and the open request; drops anything else', () => {
    const read = readIntakeParams(new URLSearchParams({
      tab: 'closed', status: 'declined,bogus', priority: 'high,urgent,high', created_by: `${UUID},not-an-id`, created_at: '1_weeks;after;ago,drop table',
      order_by: 'issue__sequence_id', inboxId: UUID,
    }));
    expect(read).toEqual({
      list: { tab: 'closed', filters: { status: ['declined'], priority: ['high', 'urgent'], created_by: [UUID], created_at: ['1_weeks;after;ago'] }, order_by: 'issue__sequence_id' },
      inboxId: UUID,
    });
    expect(filterCount(read.list.filters)).toBe(5);
  });

  it('refuses an unknown tab, order or a request id that is not an id', () => {
    const read = readIntakeParams(new URLSearchParams({ tab: 'all', order_by: 'name; drop', inboxId: '../../x' }));
    expect(read.list.tab).toBe('open');
    expect(read.list.order_by).toBe('-issue__created_at');
    expect(read.inboxId).toBeUndefined();
  });
});
