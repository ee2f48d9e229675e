import { GANTT } from '@cairn/types';
import {
  blockGeometry, dayOffset, daysInView, dayUnits, extendSpan, headerUnits, initialSpan, monthUnits, quarterUnits, spanDays, weekUnits,
} from './gantt-timeline';

const span = { from: '2025-03-01', to: '2025-04-30' };

describe('gantt timeline', () => {
  it('opens each scale on its range of whole months around today', () => {
    expect(initialSpan('week', '2025-03-12')).toEqual({ from: '2025-02-01', to: '2025-05-31' });
    expect(initialSpan('month', '2025-03-12')).toEqual({ from: '2025-01-01', to: '2025-06-30' });
    expect(initialSpan('quarter', '2025-03-12')).toEqual({ from: '2024-09-01', to: '2026-08-31' });
    for (const scale of ['week', 'month', 'quarter'] as const) {
      const { from, to } = initialSpan(scale, '2025-03-12');
      const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
      expect(months).toBe(GANTT.rangeMonths[scale]);
      expect(from <= '2025-03-12' && '2025-03-12' <= to).toBe(true);
    }
  });

  it('grows by half a range at either end', () => {
    const month = initialSpan('month', '2025-03-12');
    expect(extendSpan(month, 'month', 'start')).toEqual({ from: '2024-10-01', to: '2025-06-30' });
    expect(extendSpan(month, 'month', 'end')).toEqual({ from: '2025-01-01', to: '2025-09-30' });
    expect(extendSpan(month, 'week', 'end').to).toBe('2025-08-31');
  });

  it('measures days', () => {
    expect(spanDays(span)).toBe(61);
    expect(dayOffset(span, '2025-03-01')).toBe(0);
    expect(dayOffset(span, '2025-02-27')).toBe(-2);
    expect(daysInView(span, 20, 0, 100)).toEqual({ from: '2025-03-01', to: '2025-03-05' });
    expect(daysInView(span, 20, 30, 50)).toEqual({ from: '2025-03-02', to: '2025-03-03' });
    expect(daysInView(span, 20, -500, 99999)).toEqual(span);
  });

  it('places blocks by their dates, one-date items with the default width', () => {
    expect(blockGeometry({ start_date: '2025-03-03', target_date: '2025-03-05' }, span, 20)).toEqual({ left: 40, width: 60, kind: 'range' });
    expect(blockGeometry({ start_date: '2025-03-03', target_date: '2025-03-03' }, span, 60)).toEqual({ left: 120, width: 60, kind: 'range' });
    expect(blockGeometry({ start_date: '2025-03-05', target_date: '2025-03-03' }, span, 20)).toEqual({ left: 40, width: 60, kind: 'range' });
    expect(blockGeometry({ start_date: '2025-03-03', target_date: null }, span, 5)).toEqual({ left: 10, width: GANTT.defaultBlockWidth, kind: 'start' });
    expect(blockGeometry({ start_date: null, target_date: '2025-03-05' }, span, 5)).toEqual({ left: 25 - GANTT.defaultBlockWidth, width: GANTT.defaultBlockWidth, kind: 'target' });
    expect(blockGeometry({ start_date: null, target_date: null }, span, 20)).toBeNull();
    // Before the span: a negative offset (the block is off the chart's left edge).
    expect(blockGeometry({ start_date: '2025-02-27', target_date: '2025-03-01' }, span, 20)).toEqual({ left: -40, width: 60, kind: 'range' });
  });

  it('cuts the header into months, quarters, weeks and days clipped to the span', () => {
    expect(monthUnits(span, 20)).toEqual([
      { start: '2025-03-01', end: '2025-03-31', left: 0, width: 620 },
      { start: '2025-04-01', end: '2025-04-30', left: 620, width: 600 },
    ]);
    const quarters = quarterUnits({ from: '2024-09-01', to: '2025-01-15' }, 5);
    expect(quarters.map((q) => [q.start, q.end])).toEqual([
      ['2024-09-01', '2024-09-30'], ['2024-10-01', '2024-12-31'], ['2025-01-01', '2025-01-15'],
    ]);
    const weeks = weekUnits(span, 20);
    expect(weeks[0]).toEqual({ start: '2025-03-01', end: '2025-03-02', left: 0, width: 40 });
    expect(weeks[1]).toEqual({ start: '2025-03-03', end: '2025-03-09', left: 40, width: 140 });
    expect(weeks.reduce((sum, w) => sum + w.width, 0)).toBe(61 * 20);
    expect(dayUnits(span, 60)).toHaveLength(61);
    expect(headerUnits(span, 'week', 60).bottom).toHaveLength(61);
    expect(headerUnits(span, 'month', 20).bottom).toEqual(weeks);
    expect(headerUnits(span, 'quarter', 5).bottom).toHaveLength(2);
    expect(headerUnits(span, 'quarter', 5).top).toEqual([{ start: '2025-03-01', end: '2025-03-31', left: 0, width: 155 }, { start: '2025-04-01', end: '2025-04-30', left: 155, width: 150 }]);
  });
});
