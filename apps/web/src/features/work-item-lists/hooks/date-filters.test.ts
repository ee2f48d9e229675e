import { parseDateFilter } from '@cairn/types';
import { DATE_PRESETS, customRange, presetOf, rangeOf } from './date-filters';

describe('date filter clauses', () => {
  it('presets are relative clauses the shared parser understands', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    expect(parseDateFilter([...DATE_PRESETS.next_2_weeks], now)).toEqual([
      { op: 'gte', date: '2025-03-10' },
      { op: 'lte', date: '2025-03-24' },
    ]);
    expect(parseDateFilter([...DATE_PRESETS.next_month], now)[1]).toEqual({ op: 'lte', date: '2025-04-09' });
    expect(parseDateFilter([...DATE_PRESETS.overdue], now)).toEqual([{ op: 'lte', date: '2025-03-09' }]);
  });

  it('recognises a preset whatever the clause order', () => {
    expect(presetOf(['1_weeks;before;fromnow', '0_days;after;fromnow'])).toBe('next_week');
    expect(presetOf(['2025-01-01;after'])).toBeUndefined();
    expect(presetOf(undefined)).toBeUndefined();
  });

  it('custom ranges: absolute after/before clauses, either end optional, invalid days dropped', () => {
    expect(customRange('2025-01-01', '2025-01-31')).toEqual(['2025-01-01;after', '2025-01-31;before']);
    expect(customRange('', '2025-01-31')).toEqual(['2025-01-31;before']);
    expect(customRange('nope', '')).toEqual([]);
    expect(rangeOf(['2025-01-01;after', '2_weeks;after;fromnow', '2025-01-31;before'])).toEqual({ from: '2025-01-01', to: '2025-01-31' });
  });
});
