import { z } from 'zod';
import { SCHEMA_TEXT } from '../schema-text';

/** A UUID on the wire. */
export const uuidSchema = z.string().uuid();
/** An ISO timestamp on the wire. */
export const timestampSchema = z.string();
/** An email address, trimmed and lower-cased. */
export const emailSchema = z.string().trim().toLowerCase().min(1, SCHEMA_TEXT.emailIsRequired).email('Email is invalid').max(255);
/** The error body of every failed call. */
export const errorBodySchema = z.object({
  error: z.string(),
  error_code: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
});
/** `{ slug }` route params. */
export const slugParamsSchema = z.object({ slug: z.string().min(1).max(48) });
/**
 * A link typed without a scheme ("example.com/a", "www.x.org", "localhost:3000") is taken as https: the value with
 * "https://" in front. Anything else (a scheme such as mailto: or javascript:, spaces, no dot in the host) is returned
 * unchanged, for the schema to accept or refuse.
 */
export function assumeHttps(value: string): string {
  const text = value.trim();
  if (!text || /[\s\u0000-\u001f]/.test(text)) return value;
  if (text.startsWith('//')) return `https:${text}`;
  // A scheme is letters then ':' not followed by a digit (that would be a port: "localhost:3000").
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) return value;
  const host = text.split(/[/?#]/, 1)[0] ?? '';
  if (!/^(localhost|[^.:@]+(\.[^.:@]+)+)(:\d+)?$/i.test(host)) return value;
  return `https://${text}`;
}
const withHttps = (value: unknown) => (typeof value === 'string' ? assumeHttps(value) : value);

/** An http(s) URL: other schemes (javascript:, data:) are refused; one typed without a scheme is taken as https. */
export const httpUrlSchema = z.preprocess(
  withHttps,
  z
    .string()
    .trim()
    .max(800)
    .url()
    .refine((v) => /^https?:\/\//i.test(v), 'Only http and https links are allowed'),
);
