import { customSnoozeTime, snoozeUntil, toLocalInput } from './snooze-times';

describe('snooze times', () => {
  // Wednesday 2025-01-15 14:30 local time.
  const now = new Date(2025, 0, 15, 14, 30);
  it('1 hour, tomorrow 9:00 and next Monday 9:00', () => {
    expect(snoozeUntil('one_hour', now)).toBe(new Date(2025, 0, 15, 15, 30).toISOString());
    expect(snoozeUntil('tomorrow', now)).toBe(new Date(2025, 0, 16, 9, 0).toISOString());
    expect(snoozeUntil('next_week', now)).toBe(new Date(2025, 0, 20, 9, 0).toISOString());
    // On a Monday, next week is the Monday after.
    expect(snoozeUntil('next_week', new Date(2025, 0, 20, 8, 0))).toBe(new Date(2025, 0, 27, 9, 0).toISOString());
  });
  it('takes a custom local time only in the future', () => {
    expect(customSnoozeTime('2025-01-16T08:15', now)).toBe(new Date(2025, 0, 16, 8, 15).toISOString());
    expect(customSnoozeTime('2025-01-15T14:00', now)).toBeUndefined();
    expect(customSnoozeTime('nonsense', now)).toBeUndefined();
    expect(toLocalInput(now)).toBe('2025-01-15T14:30');
  });
});
