import { z } from 'zod';
import { SCHEMA_TEXT } from '../schema-text';
import { timestampSchema, uuidSchema } from './common.schema';

/** An estimate point: key orders the points, value is what the user sees. */
export const estimatePointSchema = z.object({
  id: uuidSchema,
  key: z.number().int(),
  value: z.string(),
  description: z.string(),
  workspace: uuidSchema,
  project: uuidSchema,
  estimate: uuidSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  created_by: uuidSchema.nullable(),
  updated_by: uuidSchema.nullable(),
});

/** An estimate; the one with last_used true is active, the others are archived. points are ordered by key. */
export const estimateSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  description: z.string(),
  type: z.string(),
  workspace: uuidSchema,
  project: uuidSchema,
  last_used: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  created_by: uuidSchema.nullable(),
  updated_by: uuidSchema.nullable(),
  points: z.array(estimatePointSchema),
});

const pointInputSchema = z.strictObject({
  key: z.number().int().min(0).max(1000),
  value: z.string().trim().min(1, SCHEMA_TEXT.estimateValueIsRequired).max(20),
  description: z.string().max(255).optional(),
});

/**
 * Estimate fields of a create/update body; type is lower-cased (e.g. points, categories, time). last_used is accepted
 * because the seed system's own client sends it on create (`last_used: true`); a new estimate always becomes the
 * active one, so its value changes nothing.
 */
export const estimateFieldsSchema = z.strictObject({
  name: z.string().trim().min(1, SCHEMA_TEXT.estimateNameIsRequired).max(255),
  description: z.string().max(2000).optional(),
  type: z.string().trim().toLowerCase().min(1).max(64),
  last_used: z.boolean().optional(),
});

/** POST projects/{id}/estimates/ — the new estimate becomes last_used (active) and the project's estimate. */
export const estimateCreateSchema = z.strictObject({
  estimate: estimateFieldsSchema,
  estimate_points: z.array(pointInputSchema).min(1).max(20),
});

/** PATCH projects/{id}/estimates/{estimateId}/ — last_used: true activates it (clears the others). */
export const estimateUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, SCHEMA_TEXT.estimateNameIsRequired).max(255).optional(),
  description: z.string().max(2000).optional(),
  type: z.string().trim().toLowerCase().min(1).max(64).optional(),
  last_used: z.literal(true).optional(),
});

/** POST estimates/{id}/estimate-points/ — keys and values must stay unique within the estimate. */
export const estimatePointsCreateSchema = z.strictObject({ estimate_points: z.array(pointInputSchema).min(1).max(20) });
/** PATCH estimates/{id}/estimate-points/{pointId}/ */
export const estimatePointUpdateSchema = z.strictObject({
  key: z.number().int().min(0).max(1000).optional(),
  value: z.string().trim().min(1, SCHEMA_TEXT.estimateValueIsRequired).max(20).optional(),
  description: z.string().max(255).optional(),
});

/** An estimate point. */
export type EstimatePoint = z.infer<typeof estimatePointSchema>;
/** An estimate with its points. */
export type Estimate = z.infer<typeof estimateSchema>;
/** Body of POST estimates/. */
export type EstimateCreate = z.infer<typeof estimateCreateSchema>;
/** Body of PATCH estimates/{id}/. */
export type EstimateUpdate = z.infer<typeof estimateUpdateSchema>;
/** Body of POST estimates/{id}/estimate-points/. */
export type EstimatePointsCreate = z.infer<typeof estimatePointsCreateSchema>;
/** Body of PATCH estimate-points/{id}/. */
export type EstimatePointUpdate = z.infer<typeof estimatePointUpdateSchema>;
