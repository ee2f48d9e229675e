import { z } from 'zod';
import { timestampSchema, uuidSchema } from './common.schema';

// Integrations (issue 18; spec workspace-pages-account §2, §3, §7; work-items §7 Tokens): personal API tokens for the
// public REST API v1 (`X-Api-Key`), and workspace webhooks with their delivery log.

/** Messages of the API-token and webhook routes (shown verbatim by the screens). */
export const INTEGRATION_TEXT = {
  tokenNotFound: 'API token not found',
  tokenLabelRequired: 'Title is required',
  tokenExpiryPast: 'The expiry date must be in the future',
  tokenLimit: 'You have reached the limit of API tokens. Delete one to create another.',
  apiKeyInvalid: 'Invalid or expired API key.',
  apiKeyWorkspace: 'This API key does not belong to this workspace.',
  webhookNotFound: 'Webhook not found',
  webhookUrlInvalid: 'Enter a URL that starts with http:// or https://',
  webhookUrlRefused: 'This URL points to an address webhooks may not reach (loopback, private or link-local).',
  webhookUrlUnresolved: 'This URL’s host name could not be resolved.',
  webhookEventsRequired: 'Choose at least one event',
  webhookLimit: 'This workspace has reached the limit of webhooks.',
  deliveryNotFound: 'Delivery not found',
  webhooksAdminsOnly: 'Only workspace admins can manage webhooks',
} as const;

/** Most API tokens one user may hold. */
export const API_TOKEN_MAX_PER_USER = 50;
/** Longest token label and description. */
export const API_TOKEN_LABEL_MAX = 255;
export const API_TOKEN_DESCRIPTION_MAX = 1000;
/** Requests one API key may make per window (fixed window, shared by every API process). */
export const API_RATE_LIMIT = { limit: 60, windowSec: 60 } as const;
/** The prefix every Cairn API token starts with (tells a leaked token apart in logs and secret scanners). */
export const API_TOKEN_PREFIX = 'cairn_api_';

/** The events a webhook can subscribe to (the seed's names). */
export const WEBHOOK_EVENTS = ['project', 'issue', 'cycle', 'module', 'issue_comment'] as const;
/** One webhook event. */
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Most webhooks per workspace. */
export const WEBHOOK_MAX_PER_WORKSPACE = 20;
/** Longest webhook URL. */
export const WEBHOOK_URL_MAX = 2048;
/** Attempts of one delivery before it fails; after that the webhook is turned off and its creator told. */
export const WEBHOOK_MAX_ATTEMPTS = 6;
/** How long one delivery may take (connect + response), ms. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Most response bytes read from a receiver; the log keeps an excerpt of WEBHOOK_LOG_BODY_MAX characters. */
export const WEBHOOK_RESPONSE_MAX_BYTES = 64 * 1024;
export const WEBHOOK_LOG_BODY_MAX = 2000;
/** Deliveries per page of the log. */
export const WEBHOOK_DELIVERY_PAGE_SIZE = 50;
/** Life of a delivery. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
/** One delivery status. */
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** An API token as the settings list shows it (never the token, never its hash). */
export const apiTokenSchema = z.object({
  id: uuidSchema,
  label: z.string(),
  description: z.string(),
  /** The token's last four characters, to tell tokens apart. */
  token_hint: z.string(),
  workspace: uuidSchema,
  workspace_slug: z.string(),
  expired_at: timestampSchema.nullable(),
  /** False once expired_at has passed. */
  is_active: z.boolean(),
  last_used_at: timestampSchema.nullable(),
  created_at: timestampSchema,
});

/** POST api-tokens/ answers the token once, in `token`. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });

/** POST api-tokens/: a label, an optional description and expiry, and the workspace the token may reach. */
export const apiTokenCreateSchema = z.strictObject({
  label: z.string().trim().min(1, INTEGRATION_TEXT.tokenLabelRequired).max(API_TOKEN_LABEL_MAX),
  description: z.string().trim().max(API_TOKEN_DESCRIPTION_MAX).optional(),
  /** ISO date-time; null or absent = never expires. Must be in the future (checked by the server). */
  expired_at: z.string().datetime({ offset: true }).nullable().optional(),
  workspace_slug: z.string().min(1).max(48),
});

/** A webhook URL: http(s) only, at most WEBHOOK_URL_MAX characters. */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, INTEGRATION_TEXT.webhookUrlInvalid)
  .max(WEBHOOK_URL_MAX)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && !url.username && !url.password;
    } catch {
      return false;
    }
  }, INTEGRATION_TEXT.webhookUrlInvalid);

const webhookEventFlags = {
  project: z.boolean(),
  issue: z.boolean(),
  cycle: z.boolean(),
  module: z.boolean(),
  issue_comment: z.boolean(),
};

/** A workspace webhook (secret_key only in the answers to create and regenerate). */
export const webhookSchema = z.object({
  id: uuidSchema,
  workspace: uuidSchema,
  url: z.string(),
  is_active: z.boolean(),
  ...webhookEventFlags,
  /** Why the server turned it off (deliveries kept failing); null otherwise. */
  disabled_reason: z.string().nullable(),
  created_by: uuidSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** The answer to create and regenerate: the webhook with its secret, shown this once. */
export const webhookWithSecretSchema = webhookSchema.extend({ secret_key: z.string() });

/** POST webhooks/: the URL, the events (at least one) and whether it is on (default on). */
export const webhookCreateSchema = z.strictObject({
  url: webhookUrlSchema,
  is_active: z.boolean().optional(),
  project: z.boolean().optional(),
  issue: z.boolean().optional(),
  cycle: z.boolean().optional(),
  module: z.boolean().optional(),
  issue_comment: z.boolean().optional(),
});

/** PATCH webhooks/{id}/: any of the fields. */
export const webhookUpdateSchema = webhookCreateSchema.partial();

/** One delivery in a webhook's log. */
export const webhookDeliverySchema = z.object({
  id: uuidSchema,
  webhook: uuidSchema,
  event: z.string(),
  action: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The request: its headers (signatures included) and the exact JSON body sent. */
  request_headers: z.record(z.string(), z.string()).nullable(),
  request_body: z.string(),
  response_status: z.number().int().nullable(),
  /** The first WEBHOOK_LOG_BODY_MAX characters of the receiver's answer. */
  response_body: z.string().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  redelivery_of: uuidSchema.nullable(),
  created_at: timestampSchema,
  last_attempt_at: timestampSchema.nullable(),
  delivered_at: timestampSchema.nullable(),
});

/** GET webhooks/{id}/deliveries/: newest first, a page at a time. */
export const webhookDeliveryPageSchema = z.object({
  results: z.array(webhookDeliverySchema),
  next_cursor: z.string().nullable(),
});

/** Query of the delivery log. */
export const webhookDeliveryQuerySchema = z.strictObject({ cursor: z.string().max(200).optional() });

export type ApiToken = z.infer<typeof apiTokenSchema>;
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;
export type ApiTokenCreate = z.infer<typeof apiTokenCreateSchema>;
export type Webhook = z.infer<typeof webhookSchema>;
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;
