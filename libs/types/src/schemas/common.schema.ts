import { z } from 'zod';

/** A UUID on the wire. */
export const uuidSchema = z.string().uuid();
/** An ISO timestamp on the wire. */
export const timestampSchema = z.string();
/** An email address, trimmed and lower-cased. */
export const emailSchema = z.string().trim().toLowerCase().min(1, 'Email is required').email('Email is invalid').max(255);
/** The error body of every failed call. */
export const errorBodySchema = z.object({
  error: z.string(),
  error_code: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
});
/** `{ slug }` route params. */
export const slugParamsSchema = z.object({ slug: z.string().min(1).max(48) });
/** An http(s) URL: other schemes (javascript:, data:) are refused. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(800)
  .url()
  .refine((v) => /^https?:\/\//i.test(v), 'Only http and https links are allowed');
