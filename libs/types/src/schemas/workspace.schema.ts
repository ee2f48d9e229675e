import { z } from 'zod';
import { SCHEMA_TEXT } from '../schema-text';
import { emailSchema, httpUrlSchema, timestampSchema, uuidSchema } from './common.schema';
import { userLiteSchema } from './user.schema';
import { ROLE } from '../constants';

/** A role value on the wire. */
export const roleSchema = z.union([z.literal(ROLE.ADMIN), z.literal(ROLE.MEMBER), z.literal(ROLE.GUEST)]);
/** A workspace slug: lower-case letters, digits, - and _. */
export const workspaceSlugSchema = z.string().trim().toLowerCase().min(1).max(48).regex(/^[a-z0-9][a-z0-9_-]*$/, SCHEMA_TEXT.onlyAZ09And);

/** A workspace. */
export const workspaceSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  organization_size: z.string().nullable(),
  owner: uuidSchema,
  created_by: uuidSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  role: roleSchema.optional(),
  total_members: z.number().int().optional(),
});
/** POST /api/workspaces/ */
export const workspaceCreateSchema = z.strictObject({
  name: z.string().trim().min(1, SCHEMA_TEXT.workspaceNameIsRequired).max(80),
  slug: workspaceSlugSchema,
  organization_size: z.string().max(20).nullable().optional(),
});
/** PATCH /api/workspaces/{slug}/ */
export const workspaceUpdateSchema = z.strictObject({
  name: z.string().trim().min(1).max(80).optional(),
  logo_url: httpUrlSchema.nullable().optional(),
  organization_size: z.string().max(20).nullable().optional(),
});
/** GET /api/workspace-slug-check/?slug= */
export const slugCheckQuerySchema = z.object({ slug: z.string().trim().toLowerCase().min(1).max(48) });
/** Answer of the slug check. */
export const slugCheckResponseSchema = z.object({ status: z.boolean() });

/** A workspace member. */
export const workspaceMemberSchema = z.object({
  id: uuidSchema,
  member: userLiteSchema,
  role: roleSchema,
  is_active: z.boolean(),
  created_at: timestampSchema,
});
/** PATCH /api/workspaces/{slug}/members/{id}/ */
export const workspaceMemberUpdateSchema = z.strictObject({ role: roleSchema });

/** A workspace invitation. */
export const workspaceInvitationSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  role: roleSchema,
  accepted: z.boolean(),
  responded_at: timestampSchema.nullable(),
  workspace: z.object({ id: uuidSchema, name: z.string(), slug: z.string(), logo_url: z.string().nullable() }),
  created_by: uuidSchema,
  created_at: timestampSchema,
});
/** POST /api/workspaces/{slug}/invitations/ */
export const invitationCreateSchema = z.strictObject({
  emails: z.array(z.strictObject({ email: emailSchema, role: roleSchema })).min(1).max(100),
});
/** PATCH /api/workspaces/{slug}/invitations/{id}/ */
export const invitationUpdateSchema = z.strictObject({ role: roleSchema });
/** POST /api/users/me/workspaces/invitations/ — accept several invitations at once. */
export const invitationsAcceptSchema = z.strictObject({ invitations: z.array(uuidSchema).min(1).max(100) });
/** POST /api/workspaces/{slug}/invitations/{id}/join/ */
export const invitationJoinSchema = z.strictObject({ accepted: z.boolean() });

/** A workspace. */
export type Workspace = z.infer<typeof workspaceSchema>;
/** Body of POST /api/workspaces/. */
export type WorkspaceCreate = z.infer<typeof workspaceCreateSchema>;
/** Body of PATCH /api/workspaces/{slug}/. */
export type WorkspaceUpdate = z.infer<typeof workspaceUpdateSchema>;
/** A workspace member. */
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;
/** A workspace invitation. */
export type WorkspaceInvitation = z.infer<typeof workspaceInvitationSchema>;
/** Body of POST /api/workspaces/{slug}/invitations/. */
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;
