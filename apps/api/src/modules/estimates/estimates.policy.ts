import { PROJECT_ERROR_CODE, PROJECT_TEXT } from '@cairn/types';
import { badRequest, type HttpError } from '../../http/errors';

/** 400 ESTIMATE_POINTS_DUPLICATE. */
export function duplicatePointsRefusal(): HttpError {
  return badRequest(PROJECT_TEXT.estimatePointsDuplicate, { estimate_points: [PROJECT_TEXT.estimatePointsDuplicate] }, PROJECT_ERROR_CODE.ESTIMATE_POINTS_DUPLICATE);
}

/** Refusal when points would repeat a key or a value (case-insensitive) within one estimate, or null. */
export function duplicatePointsError(points: Array<{ key: number; value: string }>): HttpError | null {
  const keys = new Set(points.map((p) => p.key));
  const values = new Set(points.map((p) => p.value.trim().toLowerCase()));
  if (keys.size === points.length && values.size === points.length) return null;
  return duplicatePointsRefusal();
}
