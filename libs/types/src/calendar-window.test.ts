import { calendarDays, todayInTimeZone } from './calendar-window';

describe('calendarDays', () => {
  it('a month: the whole weeks covering it, from the week start', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(calendarDays('month', '2026-11-26', 0)).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    expect(calendarDays('month', '2026-11-26', 1)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(calendarDays('month', '2024-02-29', 6)).toEqual({ from: '2024-01-27', to: '2024-03-01' });
  });

  it('a week: the seven days holding the anchor; an odd week start counts as Sunday', () => {
    expect(calendarDays('week', '2026-11-26', 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(calendarDays('week', '2026-11-29', 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(calendarDays('week', '2026-11-26', 9)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
  });
});

describe('todayInTimeZone', () => {
  const at = new Date('2026-11-26T23:30:00Z');

  it("answers the zone's date, not the runtime's", () => {
    expect(todayInTimeZone('UTC', at)).toBe('2026-11-26');
    expect(todayInTimeZone('Asia/Tokyo', at)).toBe('2026-11-27');
    expect(todayInTimeZone('America/Los_Angeles', at)).toBe('2026-11-26');
    expect(todayInTimeZone('Pacific/Pago_Pago', new Date('2026-11-26T05:00:00Z'))).toBe('2026-11-25');
  });

  it('answers undefined for what is no zone', () => {
    for (const odd of ['Mars/Olympus_Mons', '', 'Europe/', '../etc', '\u0000', 'x'.repeat(500)]) expect(todayInTimeZone(odd, at)).toBeUndefined();
  });
});
