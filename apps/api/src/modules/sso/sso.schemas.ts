import { ssoProviderSchema, ssoProviderWriteSchema } from '@cairn/types';
import { z } from 'zod';

/** {key} of the SSO paths (any text: an unknown key is answered like a disabled provider, never by a 5xx). */
export const ssoKeyParamsSchema = z.object({ key: z.string().min(1).max(200) });
export type SsoKeyParams = z.infer<typeof ssoKeyParamsSchema>;

/** GET /auth/sso/{key}/: where to go after signing in (kept only when it is a same-origin relative path). */
export const ssoStartQuerySchema = z.object({ next_path: z.string().max(4000).optional() });
export type SsoStartQuery = z.infer<typeof ssoStartQuerySchema>;

/** GET /auth/sso/{key}/callback/: the provider's authorization response. */
export const ssoCallbackQuerySchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(1000).optional(),
  iss: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
export type SsoCallbackQuery = z.infer<typeof ssoCallbackQuerySchema>;

/** POST body (unknown keys refused). */
export const ssoProviderCreateBodySchema = z.strictObject(ssoProviderWriteSchema.shape);
/** PATCH body: any subset; the key is the path's and cannot change. */
export const ssoProviderUpdateBodySchema = z.strictObject(ssoProviderWriteSchema.omit({ key: true }).partial().shape);
export type SsoProviderUpdateBody = z.infer<typeof ssoProviderUpdateBodySchema>;

/** Answers. */
export const ssoProviderListSchema = z.array(ssoProviderSchema);
export { ssoProviderSchema };
