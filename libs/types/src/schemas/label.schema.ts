import { z } from 'zod';
import { SCHEMA_TEXT } from '../schema-text';
import { timestampSchema, uuidSchema } from './common.schema';
import { hexColorSchema } from './project.schema';

/** A label of a project; nested by parent (null = top level), ordered by sort_order among siblings. */
export const labelSchema = z.object({
  id: uuidSchema,
  project_id: uuidSchema,
  workspace_id: uuidSchema,
  name: z.string(),
  color: z.string(),
  description: z.string(),
  parent: uuidSchema.nullable(),
  sort_order: z.number(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** POST projects/{id}/issue-labels/ — sort_order defaults to after the last sibling (65535 if none); colour to grey. */
export const labelCreateSchema = z.strictObject({
  id: uuidSchema.optional(),
  name: z.string().trim().min(1, SCHEMA_TEXT.labelNameIsRequired).max(255),
  color: hexColorSchema.optional(),
  description: z.string().max(2000).optional(),
  parent: uuidSchema.nullable().optional(),
  sort_order: z.number().finite().optional(),
});

/** PATCH projects/{id}/issue-labels/{labelId}/ — a move sends parent and/or sort_order (computed with labelSortOrder). */
export const labelUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, SCHEMA_TEXT.labelNameIsRequired).max(255).optional(),
  color: hexColorSchema.optional(),
  description: z.string().max(2000).optional(),
  parent: uuidSchema.nullable().optional(),
  sort_order: z.number().finite().optional(),
});

/** A label. */
export type Label = z.infer<typeof labelSchema>;
/** Body of POST issue-labels/. */
export type LabelCreate = z.infer<typeof labelCreateSchema>;
/** Body of PATCH issue-labels/{id}/. */
export type LabelUpdate = z.infer<typeof labelUpdateSchema>;
