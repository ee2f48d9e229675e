import { uuidSchema, workspaceSchema, workspaceUpdateSchema } from '@cairn/types';
import { z } from 'zod';

// Schemas the workspace routes need that libs/types does not have yet (the lead may move them there).

/** POST /api/users/last-visited-workspace/ */
export const lastVisitedWorkspaceSchema = z.strictObject({ workspace_id: uuidSchema });

/** `{ slug, id }` route params of member and invitation routes. */
export const slugIdParamsSchema = z.object({ slug: z.string().min(1).max(48), id: uuidSchema });

/** A list of workspaces with the caller's role and member count. */
export const workspaceListSchema = z.array(workspaceSchema);

/** PATCH /api/workspaces/{slug}/ body: the shared schema, with logo_url limited to http(s) (z.url() also takes javascript:). */
export const workspacePatchSchema = workspaceUpdateSchema.superRefine((body, ctx) => {
  if (body.logo_url && !/^https?:\/\//i.test(body.logo_url)) {
    ctx.addIssue({ code: 'custom', path: ['logo_url'], message: 'Only http and https addresses are allowed' });
  }
});
