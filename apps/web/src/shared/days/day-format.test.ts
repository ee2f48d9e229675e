import { dayFormat, shortDay } from './day-format';

describe('day formats', () => {
  test('shortDay shows the stored day whatever the time zone, and passes anything else through', () => {
    expect(shortDay('2026-03-12', 'en')).toBe('Mar 12');
    expect(shortDay('2026-01-01', 'en')).toBe('Jan 1');
    expect(shortDay('2026-13-45', 'en')).toBe('2026-13-45');
    expect(shortDay('soon', 'en')).toBe('soon');
  });

  test('formatters are built once per language', () => {
    expect(dayFormat('en')).toBe(dayFormat('en'));
    expect(dayFormat('en').medium('2025-03-09')).toBe('Mar 9, 2025');
  });
});
