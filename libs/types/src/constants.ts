/** Workspace and project roles as numbers; a higher number may do more. */
export const ROLE = { ADMIN: 20, MEMBER: 15, GUEST: 5 } as const;
/** A role value: admin 20, member 15, guest 5. */
export type Role = (typeof ROLE)[keyof typeof ROLE];
/** Every role value, highest first. */
export const ROLES: readonly Role[] = [ROLE.ADMIN, ROLE.MEMBER, ROLE.GUEST];

/** The 19 interface languages (spec: languages). */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'ja', name: '日本語' },
  { code: 'zh-CN', name: '简体中文' },
  { code: 'zh-TW', name: '繁體中文' },
  { code: 'ru', name: 'Русский' },
  { code: 'it', name: 'Italiano' },
  { code: 'cs', name: 'Čeština' },
  { code: 'sk', name: 'Slovenčina' },
  { code: 'de', name: 'Deutsch' },
  { code: 'ua', name: 'Українська' },
  { code: 'pl', name: 'Polski' },
  { code: 'ko', name: '한국어' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'ro', name: 'Română' },
  { code: 'vi-VN', name: 'Tiếng Việt' },
  { code: 'tr-TR', name: 'Türkçe' },
] as const;
/** A language code from LANGUAGES. */
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
/** Every language code. */
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as unknown as readonly [LanguageCode, ...LanguageCode[]];
/** The default interface language. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/** localStorage key that keeps the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'userLanguage';

/** Theme choices of the profile. */
export const THEMES = ['light', 'dark', 'system'] as const;
/** A theme choice. */
export type ThemeName = (typeof THEMES)[number];

/** Week start values (0 = Sunday … 6 = Saturday); the default is Sunday. */
export const START_OF_WEEK = { SUNDAY: 0, MONDAY: 1, TUESDAY: 2, WEDNESDAY: 3, THURSDAY: 4, FRIDAY: 5, SATURDAY: 6 } as const;

/** The onboarding steps, each a boolean on the profile. */
export const ONBOARDING_STEPS = ['profile_complete', 'workspace_create', 'workspace_invite', 'workspace_join'] as const;
/** An onboarding step name. */
export type OnboardingStepName = (typeof ONBOARDING_STEPS)[number];

/** A password must be longer than this many characters (spec: "more than 8"). */
export const PASSWORD_MIN_LENGTH_EXCLUSIVE = 8;
/** A unique sign-in code lives this long. */
export const MAGIC_CODE_TTL_MS = 10 * 60 * 1000;
/** A unique sign-in code dies after this many wrong tries. */
export const MAGIC_CODE_MAX_ATTEMPTS = 5;
/** Seconds before a new unique code may be requested (the resend countdown). */
export const MAGIC_CODE_RESEND_SECONDS = 30;

/** Workspace slugs that cannot be taken because app routes use them. */
export const RESERVED_WORKSPACE_SLUGS = [
  'api', 'auth', 'god-mode', 'spaces', 'create-workspace', 'onboarding', 'profile', 'sign-up', 'sign-in',
  'accounts', 'invitations', 'workspace-invitations', 'installations', 'static', 'assets', 'settings',
] as const;
