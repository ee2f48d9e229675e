import type { BurndownPoint } from '@cairn/types';

/**
 * A burndown for stories and tests: `days` days from `start`, `total` remaining at the start, an ideal straight line
 * to zero and the recorded `actual` values (days after them are null).
 */
export function burndownFixture(start: string, days: number, total: number, actual: ReadonlyArray<number>): BurndownPoint[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => ({
    date: new Date(first + i * 86_400_000).toISOString().slice(0, 10),
    ideal: days > 1 ? Math.round((total - (total * i) / (days - 1)) * 100) / 100 : total,
    actual: i < actual.length ? actual[i] : null,
  }));
}
