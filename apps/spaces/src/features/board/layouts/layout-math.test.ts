import { monthGrid, shiftMonth } from './calendar-grid';
import { dayOffset, itemSpan, timelineRange, timelineTicks } from './gantt-scale';

describe('calendar grid', () => {
  it('covers the month in whole weeks from Monday', () => {
    const days = monthGrid(2026, 1); // February 2026 starts on a Sunday
    expect(days[0]).toBe('2026-01-26');
    expect(days).toHaveLength(35);
    expect(days).toContain('2026-02-28');
    expect(days.length % 7).toBe(0);
  });

  it('steps across years', () => {
    expect(shiftMonth(2026, 11, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth(2026, 0, -1)).toEqual({ year: 2025, month: 11 });
  });
});

describe('timeline scale', () => {
  it('makes a one-day bar from either date, and orders swapped dates', () => {
    expect(itemSpan(null, null)).toBeUndefined();
    const one = itemSpan(null, '2026-01-10');
    expect(one && one.from === one.to).toBe(true);
    const swapped = itemSpan('2026-01-20', '2026-01-10');
    expect(swapped && swapped.from < swapped.to).toBe(true);
  });

  it('starts on a Monday before the first bar and ticks on Mondays or month starts', () => {
    const span = itemSpan('2026-01-07', '2026-01-20');
    const range = timelineRange(span ? [span] : [], new Date(2026, 0, 8));
    expect(new Date(range.start).getUTCDay()).toBe(1);
    expect(dayOffset(range.start, span?.from ?? 0)).toBeGreaterThan(0);
    expect(timelineTicks(range.start, range.days, 'week').every((t) => new Date(`${t.day}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(timelineTicks(range.start, 60, 'month').every((t) => t.day.endsWith('-01'))).toBe(true);
  });
});
