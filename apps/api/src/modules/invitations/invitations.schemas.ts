import { workspaceInvitationSchema } from '@cairn/types';
import { z } from 'zod';

// Answer schemas libs/types does not have yet (the lead may move them there).

/** Answer of POST /api/workspaces/{slug}/invitations/: invitations created or refreshed, and emails skipped. */
export const invitationCreateResponseSchema = z.object({
  invitations: z.array(workspaceInvitationSchema),
  skipped: z.array(z.object({ email: z.string(), reason: z.literal('already_member') })),
});

/** A list of invitations. */
export const invitationListSchema = z.array(workspaceInvitationSchema);

/** Answer of POST /api/workspaces/{slug}/invitations/ as a type. */
export type InvitationCreateResponse = z.infer<typeof invitationCreateResponseSchema>;
