import { z } from 'zod';
import { ORGANISE_TEXT } from '../organise-constants';
import { timestampSchema, uuidSchema } from './common.schema';

// Teamspaces on the wire (issue 14): a workspace groups members and projects into teams.

/** A teamspace with its member and project ids. */
export const teamspaceSchema = z.object({
  id: uuidSchema,
  workspace: uuidSchema,
  name: z.string(),
  description: z.string(),
  logo_props: z.record(z.string(), z.unknown()),
  lead: uuidSchema.nullable(),
  member_ids: z.array(uuidSchema),
  project_ids: z.array(uuidSchema),
  created_by: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

const teamspaceName = z.string().trim().min(1, ORGANISE_TEXT.teamspaceNameRequired).max(255);

/** POST teamspaces/ (workspace admins): the creator becomes a member; member_ids and project_ids are optional. */
export const teamspaceCreateSchema = z.strictObject({
  id: uuidSchema.optional(),
  name: teamspaceName,
  description: z.string().max(10_000).optional(),
  logo_props: z.record(z.string(), z.unknown()).optional(),
  lead: uuidSchema.nullable().optional(),
  member_ids: z.array(uuidSchema).max(1000).optional(),
  project_ids: z.array(uuidSchema).max(1000).optional(),
});
/** PATCH teamspaces/{id}/. */
export const teamspaceUpdateSchema = teamspaceCreateSchema.omit({ id: true, member_ids: true, project_ids: true }).partial();
/** POST teamspaces/{id}/members/ {member_ids}. */
export const teamspaceMembersAddSchema = z.strictObject({ member_ids: z.array(uuidSchema).min(1).max(1000) });
/** POST teamspaces/{id}/projects/ {project_ids}. */
export const teamspaceProjectsAddSchema = z.strictObject({ project_ids: z.array(uuidSchema).min(1).max(1000) });

export type Teamspace = z.infer<typeof teamspaceSchema>;
export type TeamspaceCreate = z.infer<typeof teamspaceCreateSchema>;
export type TeamspaceUpdate = z.infer<typeof teamspaceUpdateSchema>;
