import { expiryFor, localDay } from './expiry';

describe('token expiry choices', () => {
  const now = new Date(2026, 0, 31, 9, 30);

  it('counts presets from now, and never is null', () => {
    expect(expiryFor('never', now)).toEqual({ ok: true, expired_at: null });
    expect(expiryFor('one_week', now)).toEqual({ ok: true, expired_at: new Date(2026, 1, 7, 9, 30).toISOString() });
    expect(expiryFor('three_months', now)).toEqual({ ok: true, expired_at: new Date(2026, 3, 31, 9, 30).toISOString() });
    expect(expiryFor('one_year', now)).toEqual({ ok: true, expired_at: new Date(2027, 0, 31, 9, 30).toISOString() });
    const month = expiryFor('one_month', now);
    expect(month.ok && Date.parse(month.expired_at ?? '') > now.getTime() + 27 * 86_400_000).toBe(true);
  });

  it('lets a custom date last to the end of that day, and refuses an empty or past one', () => {
    expect(expiryFor('custom', now, '2026-02-10')).toEqual({ ok: true, expired_at: new Date(2026, 1, 10, 23, 59, 59, 999).toISOString() });
    expect(expiryFor('custom', now, localDay(now))).toEqual({ ok: true, expired_at: new Date(2026, 0, 31, 23, 59, 59, 999).toISOString() });
    expect(expiryFor('custom', now, '')).toEqual({ ok: false, reason: 'custom_date_required' });
    expect(expiryFor('custom', now, '31/01/2026')).toEqual({ ok: false, reason: 'custom_date_required' });
    expect(expiryFor('custom', now, '2026-01-30')).toEqual({ ok: false, reason: 'custom_date_past' });
  });
});
