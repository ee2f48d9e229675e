// Small statistics helpers for benchmark samples.

/** The q-quantile (0…1) of the samples, linear between the two nearest ranks. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** The median. */
export const median = (samples: readonly number[]) => quantile(samples, 0.5);

/** Rounds for display and JSON (2 decimals by default). */
export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
