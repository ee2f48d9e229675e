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

/** Median, p95, min and max of timing samples (ms, 1 decimal), with the samples. */
export interface SampleSummary {
  runs: number;
  median_ms: number;
  p95_ms: number;
  min_ms: number;
  max_ms: number;
  samples_ms: number[];
}

/** Summarises timing samples (NaN fields when there are none). */
export function summarize(samples: readonly number[]): SampleSummary {
  return {
    runs: samples.length,
    median_ms: round(median(samples), 1),
    p95_ms: round(quantile(samples, 0.95), 1),
    min_ms: samples.length ? round(Math.min(...samples), 1) : Number.NaN,
    max_ms: samples.length ? round(Math.max(...samples), 1) : Number.NaN,
    samples_ms: samples.map((s) => round(s, 1)),
  };
}
