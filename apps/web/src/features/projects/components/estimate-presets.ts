/** Estimate types the create dialog offers (stored lower-cased). */
export const ESTIMATE_TYPES = ['points', 'categories', 'time'] as const;
/** An estimate type the dialog offers. */
export type EstimateType = (typeof ESTIMATE_TYPES)[number];

/** Starting points per type; the user edits them before creating. */
export const ESTIMATE_PRESETS: Record<EstimateType, string[]> = {
  points: ['1', '2', '3', '5', '8', '13'],
  categories: ['XS', 'S', 'M', 'L', 'XL'],
  time: ['1h', '2h', '4h', '1d', '2d'],
};

/** Longest point value the server accepts. */
export const ESTIMATE_VALUE_MAX = 20;

/** The i18n key of what is wrong with a list of point values, or undefined when it may be sent. */
export function pointValuesProblem(values: readonly string[]): string | undefined {
  const trimmed = values.map((v) => v.trim());
  if (trimmed.length === 0) return 'projects.estimates.points_required';
  if (trimmed.some((v) => !v)) return 'projects.estimates.point_empty';
  if (trimmed.some((v) => v.length > ESTIMATE_VALUE_MAX)) return 'projects.estimates.point_too_long';
  if (new Set(trimmed.map((v) => v.toLowerCase())).size !== trimmed.length) return 'projects.estimates.points_unique';
  return undefined;
}
