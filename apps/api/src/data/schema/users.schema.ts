import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Accounts. Emails are stored lower-cased, so the unique index is case-insensitive in practice. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    display_name: text('display_name').notNull().default(''),
    avatar_url: text('avatar_url'),
    is_active: boolean('is_active').notNull().default(true),
    is_password_autoset: boolean('is_password_autoset').notNull().default(false),
    is_email_verified: boolean('is_email_verified').notNull().default(false),
    is_instance_admin: boolean('is_instance_admin').notNull().default(false),
    /** Bot accounts (integrations, API automation) are left out of member lists. */
    is_bot: boolean('is_bot').notNull().default(false),
    date_joined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    last_login: timestamp('last_login', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Theme block stored on the profile. */
export interface ProfileTheme {
  theme: 'light' | 'dark' | 'system';
  text?: string;
  palette?: string;
  primary?: string;
  background?: string;
  darkPalette?: boolean;
  sidebarText?: string;
  sidebarBackground?: string;
}

/** Onboarding step flags stored on the profile. */
export interface ProfileOnboardingStep {
  workspace_join: boolean;
  profile_complete: boolean;
  workspace_create: boolean;
  workspace_invite: boolean;
}

/** One profile per user (spec: User profile). last_workspace_id has no foreign key so this file does not depend on workspaces. */
export const profiles = pgTable('profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  user_id: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text('role'),
  last_workspace_id: uuid('last_workspace_id'),
  theme: jsonb('theme').$type<ProfileTheme>().notNull().default({ theme: 'system' }),
  onboarding_step: jsonb('onboarding_step')
    .$type<ProfileOnboardingStep>()
    .notNull()
    .default({ workspace_join: false, profile_complete: false, workspace_create: false, workspace_invite: false }),
  is_onboarded: boolean('is_onboarded').notNull().default(false),
  is_tour_completed: boolean('is_tour_completed').notNull().default(false),
  use_case: text('use_case'),
  billing_address_country: text('billing_address_country'),
  billing_address: text('billing_address'),
  has_billing_address: boolean('has_billing_address').notNull().default(false),
  language: text('language').notNull().default('en'),
  start_of_the_week: integer('start_of_the_week').notNull().default(0),
  ...timestamps,
});

/** Server-side sessions; id is the sha256 (hex) of the cookie's random token, so a database leak gives no usable cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    user_agent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.user_id), index('sessions_expires_at_idx').on(t.expires_at)],
);

/** Unique sign-in codes, stored hashed; one live code per email. */
export const magicCodes = pgTable(
  'magic_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('magic_codes_email_key').on(t.email)],
);

/** Password reset tokens (sha256 of the mailed token), one use, short life. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token_hash: text('token_hash').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.token_hash), index('password_reset_tokens_user_idx').on(t.user_id)],
);

/** Fixed-window rate-limit counters, shared by every API process through the database. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.window_start] }), index('rate_limit_buckets_window_idx').on(t.window_start)],
);

