import { z } from 'zod';
import { SCHEMA_TEXT } from '../schema-text';
import { timestampSchema, uuidSchema } from './common.schema';
import { hexColorSchema } from './project.schema';
import { STATE_GROUPS } from '../project-constants';

/** A state group on the wire. */
export const stateGroupSchema = z.enum(STATE_GROUPS);

/** A work-item state of a project. Lists are ordered by group (STATE_GROUPS order), then sequence. */
export const stateSchema = z.object({
  id: uuidSchema,
  project_id: uuidSchema,
  workspace_id: uuidSchema,
  name: z.string(),
  color: z.string(),
  group: stateGroupSchema,
  default: z.boolean(),
  sequence: z.number(),
  description: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** POST projects/{id}/states/ — sequence defaults to after the group's last state. Name unique per project. */
export const stateCreateSchema = z.strictObject({
  id: uuidSchema.optional(),
  name: z.string().trim().min(1, SCHEMA_TEXT.stateNameIsRequired).max(255),
  color: hexColorSchema,
  group: stateGroupSchema,
  description: z.string().max(2000).optional(),
  sequence: z.number().finite().optional(),
});

/** PATCH projects/{id}/states/{stateId}/ (reorder = send a new sequence, and group when moving between groups). */
export const stateUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, SCHEMA_TEXT.stateNameIsRequired).max(255).optional(),
  color: hexColorSchema.optional(),
  group: stateGroupSchema.optional(),
  description: z.string().max(2000).optional(),
  sequence: z.number().finite().optional(),
});

/** A state. */
export type State = z.infer<typeof stateSchema>;
/** Body of POST states/. */
export type StateCreate = z.infer<typeof stateCreateSchema>;
/** Body of PATCH states/{id}/. */
export type StateUpdate = z.infer<typeof stateUpdateSchema>;
