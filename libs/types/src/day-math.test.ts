import {
  addDays, addMonths, dayNumber, daysInMonth, diffDays, endOfMonth, fromDayNumber, isIsoDay, normaliseWeekStart, startOfMonth, startOfWeek,
  todayIso, weekday,
} from './day-math';

describe('day math', () => {
  it('round-trips day numbers', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(fromDayNumber(dayNumber('2024-02-29'))).toBe('2024-02-29');
    expect(fromDayNumber(-1)).toBe('1969-12-31');
    expect(() => dayNumber('2025-3-1')).toThrow('Not a YYYY-MM-DD day');
  });

  it('validates days', () => {
    expect(isIsoDay('2025-02-28')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-13-01')).toBe(false);
    expect(isIsoDay('')).toBe(false);
    expect(isIsoDay(null)).toBe(false);
  });

  it('adds and subtracts days across months, years and leap days', () => {
    expect(addDays('2025-03-30', 3)).toBe('2025-04-02');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(diffDays('2025-03-01', '2025-03-31')).toBe(30);
    expect(diffDays('2025-03-31', '2025-03-01')).toBe(-30);
    // The spring-forward night (Europe, US) changes nothing: days are whole.
    expect(diffDays('2025-03-29', '2025-03-31')).toBe(2);
  });

  it('knows the weekday and the start of a week for every week start', () => {
    expect(weekday('2025-03-12')).toBe(3); // Wednesday
    expect(weekday('1970-01-01')).toBe(4);
    expect(weekday('1969-12-28')).toBe(0);
    expect(startOfWeek('2025-03-12', 0)).toBe('2025-03-09');
    expect(startOfWeek('2025-03-12', 1)).toBe('2025-03-10');
    expect(startOfWeek('2025-03-12', 6)).toBe('2025-03-08');
    expect(startOfWeek('2025-03-09', 0)).toBe('2025-03-09');
    expect(startOfWeek('2025-03-09', 1)).toBe('2025-03-03');
    expect(normaliseWeekStart(9)).toBe(0);
    expect(normaliseWeekStart(1.5)).toBe(0);
  });

  it('handles month boundaries', () => {
    expect(startOfMonth('2025-03-12')).toBe('2025-03-01');
    expect(endOfMonth('2024-02-03')).toBe('2024-02-29');
    expect(daysInMonth('2025-02-10')).toBe(28);
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(addMonths('2025-11-30', 14)).toBe('2027-01-30');
    expect(addMonths('2025-03-01', -27)).toBe('2022-12-01');
  });

  it("formats today's local date", () => {
    expect(todayIso(new Date(2025, 2, 5, 23, 59))).toBe('2025-03-05');
  });
});
