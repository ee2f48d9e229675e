import type { WorkItem } from '@cairn/types';
import { fixtures } from '@cairn/state';
import { calendarDropPatch, calendarWindow, itemsByDay, monthGrid, shiftAnchor, weekGrid, weekdayOrder } from './calendar-grid';

const item = (n: number, over: Partial<WorkItem> = {}) => fixtures.workItem(n, over);

describe('calendar grid', () => {
  it('covers a month with whole weeks starting on Sunday', () => {
    const grid = monthGrid('2025-03-12', 0);
    expect(grid.from).toBe('2025-02-23');
    expect(grid.to).toBe('2025-04-05');
    expect(grid.weeks).toHaveLength(6);
    expect(grid.weeks[0][0]).toBe('2025-02-23');
    expect(grid.weeks[0][6]).toBe('2025-03-01');
    expect(grid.weeks.flat()).toHaveLength(42);
  });

  it('covers a month with whole weeks starting on Monday', () => {
    const grid = monthGrid('2025-03-31', 1);
    expect(grid.from).toBe('2025-02-24');
    expect(grid.to).toBe('2025-04-06');
    expect(grid.weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('needs only four weeks for a February that starts on the week start', () => {
    const grid = monthGrid('2026-02-14', 0);
    expect(grid.weeks).toHaveLength(4);
    expect([grid.from, grid.to]).toEqual(['2026-02-01', '2026-02-28']);
  });

  it('shows one week in the week layout', () => {
    expect(weekGrid('2025-03-12', 1)).toEqual({
      from: '2025-03-10', to: '2025-03-16',
      weeks: [['2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15', '2025-03-16']],
    });
    expect(calendarWindow('week', '2025-03-12', 0).from).toBe('2025-03-09');
    expect(calendarWindow('month', '2025-03-12', 0).from).toBe('2025-02-23');
  });

  it('pages by a month or a week', () => {
    expect(shiftAnchor('month', '2025-01-31', 1)).toBe('2025-02-01');
    expect(shiftAnchor('month', '2025-01-31', -1)).toBe('2024-12-01');
    expect(shiftAnchor('week', '2025-03-12', -1)).toBe('2025-03-05');
  });

  it('orders weekdays from the week start', () => {
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  it('places items on their target date only', () => {
    const a = item(1, { target_date: '2025-03-12' });
    const b = item(2, { target_date: null, start_date: '2025-03-12' });
    const c = item(3, { target_date: '2025-03-12' });
    const d = item(4, { target_date: '2025-03-13' });
    const days = itemsByDay([a, b, c, d]);
    expect(days.get('2025-03-12')).toEqual([a, c]);
    expect(days.get('2025-03-13')).toEqual([d]);
    expect(days.size).toBe(2);
  });

  it('builds the drop patch', () => {
    expect(calendarDropPatch(item(1, { target_date: '2025-03-12' }), '2025-03-12')).toBeNull();
    expect(calendarDropPatch(item(1, { target_date: '2025-03-12', start_date: '2025-03-01' }), '2025-03-20')).toEqual({ target_date: '2025-03-20' });
    expect(calendarDropPatch(item(1, { target_date: null }), '2025-03-20')).toEqual({ target_date: '2025-03-20' });
    expect(calendarDropPatch(item(1, { target_date: '2025-03-12', start_date: '2025-03-10' }), '2025-03-05')).toEqual({
      target_date: '2025-03-05', start_date: '2025-03-05',
    });
  });
});
