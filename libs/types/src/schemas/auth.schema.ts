import { z } from 'zod';
import { emailSchema } from './common.schema';
import { LANGUAGE_CODES, PASSWORD_MIN_LENGTH_EXCLUSIVE } from '../constants';
import { SPEC_TEXT } from '../texts';

/** A new password: longer than 8 characters. */
export const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH_EXCLUSIVE + 1, SPEC_TEXT.passwordTooShort).max(128);

/** POST /auth/email-check/ */
export const emailCheckSchema = z.object({ email: emailSchema });
/** Answer of /auth/email-check/: CREDENTIAL when the account has a password, else MAGIC_CODE. */
export const emailCheckResponseSchema = z.object({ existing: z.boolean(), status: z.enum(['CREDENTIAL', 'MAGIC_CODE']) });
/** POST /auth/sign-up/ */
/** The interface language a new account starts with (the one the visitor's browser showed the sign-up screen in). */
const signUpLanguageSchema = z.enum(LANGUAGE_CODES, { error: SPEC_TEXT.invalidLanguage }).optional();
export const signUpSchema = z.object({ email: emailSchema, password: newPasswordSchema, language: signUpLanguageSchema });
/** POST /auth/sign-in/ */
export const signInSchema = z.object({ email: emailSchema, password: z.string().min(1, SPEC_TEXT.passwordRequired).max(128) });
/** POST /auth/magic-generate/ */
export const magicGenerateSchema = z.object({ email: emailSchema, language: signUpLanguageSchema });
/** POST /auth/magic-sign-in/ */
export const magicSignInSchema = z.object({ email: emailSchema, code: z.string().trim().min(1).max(64), language: signUpLanguageSchema });
/** POST /auth/forgot-password/ */
export const forgotPasswordSchema = z.object({ email: emailSchema });
/** Answer of /auth/forgot-password/: whether a mail was sent (false when SMTP is not configured). */
export const forgotPasswordResponseSchema = z.object({ sent: z.boolean(), smtp_configured: z.boolean() });
/** POST /auth/reset-password/ */
export const resetPasswordSchema = z.object({ token: z.string().min(1).max(256), new_password: newPasswordSchema });
/** POST /auth/set-password/ (only when is_password_autoset) */
export const setPasswordSchema = z.object({ password: newPasswordSchema });
/** POST /auth/change-password/ */
export const changePasswordSchema = z.object({ old_password: z.string().min(1).max(128), new_password: newPasswordSchema });
/** Answer of GET /auth/get-csrf-token/ */
export const csrfTokenResponseSchema = z.object({ csrf_token: z.string() });

/** Body of POST /auth/email-check/. */
export type EmailCheckRequest = z.infer<typeof emailCheckSchema>;
/** Answer of POST /auth/email-check/. */
export type EmailCheckResponse = z.infer<typeof emailCheckResponseSchema>;
/** Body of POST /auth/sign-up/. */
export type SignUpRequest = z.infer<typeof signUpSchema>;
/** Body of POST /auth/sign-in/. */
export type SignInRequest = z.infer<typeof signInSchema>;
/** Body of POST /auth/magic-sign-in/. */
export type MagicSignInRequest = z.infer<typeof magicSignInSchema>;
/** Body of POST /auth/reset-password/. */
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;
/** Body of POST /auth/change-password/. */
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;
/** Answer of POST /auth/forgot-password/. */
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;
