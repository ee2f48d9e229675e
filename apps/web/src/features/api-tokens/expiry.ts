/** The expiry choices of the create dialog, in the order shown. */
export const EXPIRY_CHOICES = ['one_week', 'one_month', 'three_months', 'one_year', 'custom', 'never'] as const;
/** One expiry choice. */
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

/** What the dialog sends for a choice: an ISO date-time, null (never), or why it cannot. */
export type ExpiryResult = { ok: true; expired_at: string | null } | { ok: false; reason: 'custom_date_required' | 'custom_date_past' };

/** `YYYY-MM-DD` of a date in the reader's time zone (what an `<input type="date">` holds). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The expiry for a choice at `now`: presets count calendar days / months from now; a custom date lasts to the end of
 * that day in the reader's time zone and must be in the future; never is null.
 */
export function expiryFor(choice: ExpiryChoice, now: Date, customDay = ''): ExpiryResult {
  const at = new Date(now.getTime());
  switch (choice) {
    case 'never':
      return { ok: true, expired_at: null };
    case 'one_week':
      at.setDate(at.getDate() + 7);
      break;
    case 'one_month':
      at.setMonth(at.getMonth() + 1);
      break;
    case 'three_months':
      at.setMonth(at.getMonth() + 3);
      break;
    case 'one_year':
      at.setFullYear(at.getFullYear() + 1);
      break;
    case 'custom': {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(customDay);
      if (!match) return { ok: false, reason: 'custom_date_required' };
      const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
      if (Number.isNaN(end.getTime())) return { ok: false, reason: 'custom_date_required' };
      if (end.getTime() <= now.getTime()) return { ok: false, reason: 'custom_date_past' };
      return { ok: true, expired_at: end.toISOString() };
    }
  }
  return { ok: true, expired_at: at.toISOString() };
}
