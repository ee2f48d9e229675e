import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.schema';

// The instance's own settings and single sign-on (issue 19: the god-mode console).

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Instance settings set in the god-mode console, one row per key (the keys are INSTANCE_SETTING_KEYS in libs/types).
 * A row overrides the environment variable of the same meaning; no row = the environment's value or the default.
 * Secrets (SMTP password, SSO client secrets, the Unsplash key) are stored encrypted (is_encrypted): value is then
 * a string "v1:<iv>:<tag>:<ciphertext>" (AES-256-GCM, key from CAIRN_SECRET_KEY) and never leaves the server.
 */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  is_encrypted: boolean('is_encrypted').notNull().default(false),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updated_at: ts('updated_at').notNull().defaultNow(),
});

/**
 * A user's sign-in identity at a single sign-on provider (provider = an SSO provider key such as 'oidc', 'github',
 * 'gitlab', 'google'); subject = the provider's stable user id ("sub"). One user may have several.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    last_login_at: ts('last_login_at'),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject), index('user_identities_user_idx').on(t.user_id)],
);

/**
 * One single sign-on attempt between the redirect to the provider and its callback (state, nonce and the PKCE
 * verifier; id = sha256 of the state). Used once: deleted by the callback; expired rows are ignored and swept.
 */
export const ssoLoginStates = pgTable(
  'sso_login_states',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    nonce: text('nonce').notNull(),
    code_verifier: text('code_verifier').notNull(),
    next_path: text('next_path'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
  },
  (t) => [index('sso_login_states_expires_idx').on(t.expires_at)],
);
