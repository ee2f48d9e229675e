import { dayPeriod, greetingDate, hourIn } from './greeting';

describe('greeting', () => {
  it.each([
    ['2025-01-01T06:30:00Z', 'UTC', 'morning'],
    ['2025-01-01T11:59:00Z', 'UTC', 'morning'],
    ['2025-01-01T12:00:00Z', 'UTC', 'afternoon'],
    ['2025-01-01T17:59:00Z', 'UTC', 'afternoon'],
    ['2025-01-01T18:00:00Z', 'UTC', 'evening'],
    ['2025-01-01T02:00:00Z', 'UTC', 'evening'],
    // The user's time zone decides: 10:00 UTC is evening in Tokyo (19:00) and morning in Berlin (11:00).
    ['2025-01-01T10:00:00Z', 'Asia/Tokyo', 'evening'],
    ['2025-01-01T10:00:00Z', 'Europe/Berlin', 'morning'],
  ])('%s in %s is %s', (iso, zone, period) => {
    expect(dayPeriod(new Date(iso), zone)).toBe(period);
  });

  it('reads the hour in the zone and falls back to the local hour for an unknown zone', () => {
    expect(hourIn(new Date('2025-01-01T23:30:00Z'), 'UTC')).toBe(23);
    const date = new Date('2025-01-01T08:00:00Z');
    expect(hourIn(date, 'Not/AZone')).toBe(date.getHours());
  });

  it('formats the date in the language and zone', () => {
    expect(greetingDate(new Date('2025-01-01T10:00:00Z'), 'en-US', 'UTC')).toBe('Wednesday, January 1');
    expect(greetingDate(new Date('2025-01-01T23:30:00Z'), 'en-US', 'Asia/Tokyo')).toBe('Thursday, January 2');
  });
});
