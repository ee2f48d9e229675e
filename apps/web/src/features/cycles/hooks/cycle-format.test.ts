import { ROLE } from '@cairn/types';
import { cycleFixtures } from '@cairn/state';
import { canDeleteCycle, canEditCycles } from './cycle-permissions';
import { completionPercent, daysBetween, formatDateRange, groupCounts, shownStatus } from './cycle-format';

describe('cycle format', () => {
  it('formats a range in the reader\'s language (the year once when both days share it)', () => {
    expect(formatDateRange('2025-01-01', '2025-01-14', 'en')).toBe('Jan 1 – Jan 14, 2025');
    expect(formatDateRange('2024-12-20', '2025-01-03', 'en')).toBe('Dec 20, 2024 – Jan 3, 2025');
    expect(formatDateRange(null, '2025-01-03', 'en')).toBeUndefined();
  });

  it('shows completed once the end date passed, whatever the status says, and reads statuses case-insensitively', () => {
    expect(shownStatus(cycleFixtures.cycle(1, { status: 'current', end_date: '2025-01-04' }), '2025-01-05')).toBe('completed');
    expect(shownStatus({ status: 'UPCOMING' as never, end_date: '2025-02-01' }, '2025-01-05')).toBe('upcoming');
    expect(shownStatus(cycleFixtures.cycle(1, { status: 'draft', start_date: null, end_date: null }), '2025-01-05')).toBe('draft');
  });

  it('counts days, groups and completion', () => {
    expect(daysBetween('2025-01-05', '2025-01-14')).toBe(9);
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    const cycle = cycleFixtures.cycle(1, { total_issues: 4, completed_issues: 1, started_issues: 3 });
    expect(completionPercent(cycle)).toBe(25);
    expect(groupCounts(cycle, 'issues').map((g) => g.value)).toEqual([0, 0, 3, 1, 0]);
  });
});

describe('cycle permissions', () => {
  const mine = { created_by: 'me' };
  it('lets members and admins edit, admins and the creator delete, guests neither', () => {
    expect(canEditCycles(ROLE.GUEST)).toBe(false);
    expect(canEditCycles(ROLE.MEMBER)).toBe(true);
    expect(canDeleteCycle(ROLE.ADMIN, { created_by: 'other' }, 'me')).toBe(true);
    expect(canDeleteCycle(ROLE.MEMBER, mine, 'me')).toBe(true);
    expect(canDeleteCycle(ROLE.MEMBER, { created_by: 'other' }, 'me')).toBe(false);
    expect(canDeleteCycle(ROLE.GUEST, mine, 'me')).toBe(false);
    expect(canDeleteCycle(undefined, mine, 'me')).toBe(false);
  });
});
