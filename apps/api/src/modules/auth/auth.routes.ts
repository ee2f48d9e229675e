import {
  changePasswordSchema,
  emailCheckResponseSchema,
  emailCheckSchema,
  forgotPasswordResponseSchema,
  forgotPasswordSchema,
  magicGenerateSchema,
  magicSignInSchema,
  resetPasswordSchema,
  setPasswordSchema,
  signInSchema,
  signUpSchema,
  userSchema,
} from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { changePassword, emailCheck, setPassword, signIn, signOut, signUp } from './auth.handlers';
import { magicGenerateResponseSchema, messageResponseSchema } from './auth.schemas';
import { magicGenerate, magicSignIn } from './magic-code.handlers';
import { forgotPassword, resetPassword } from './password-reset.handlers';

const tags = ['auth'];
// Unknown keys are refused on every body.
const strict = <S extends z.ZodRawShape>(schema: z.ZodObject<S>) => z.strictObject(schema.shape);

/** Registers the /auth/ routes (sign-up, sign-in, unique code, password reset and change, sign-out). */
export function registerAuthRoutes(app: FastifyInstance): void {
  defineRoute(app, { method: 'POST', url: '/auth/email-check/', auth: 'public', tags, summary: 'Does an account exist for this email, and does it have a password', body: strict(emailCheckSchema), response: { 200: emailCheckResponseSchema }, handler: emailCheck });
  defineRoute(app, { method: 'POST', url: '/auth/sign-up/', auth: 'public', tags, summary: 'Create an account with email and password and sign in', body: strict(signUpSchema), response: { 200: userSchema }, handler: signUp });
  defineRoute(app, { method: 'POST', url: '/auth/sign-in/', auth: 'public', tags, summary: 'Sign in with email and password (starts a new session)', body: strict(signInSchema), response: { 200: userSchema }, handler: signIn });
  defineRoute(app, { method: 'POST', url: '/auth/sign-out/', auth: 'public', tags, summary: 'End the current session', response: { 204: z.null() }, handler: signOut });
  defineRoute(app, { method: 'POST', url: '/auth/magic-generate/', auth: 'public', tags, summary: 'Mail a unique sign-in code (valid 10 minutes, 5 tries)', body: strict(magicGenerateSchema), response: { 200: magicGenerateResponseSchema }, handler: magicGenerate });
  defineRoute(app, { method: 'POST', url: '/auth/magic-sign-in/', auth: 'public', tags, summary: 'Sign in (or sign up) with a unique code', body: strict(magicSignInSchema), response: { 200: userSchema }, handler: magicSignIn });
  defineRoute(app, { method: 'POST', url: '/auth/forgot-password/', auth: 'public', tags, summary: 'Mail a password reset link (same answer whether or not the account exists)', body: strict(forgotPasswordSchema), response: { 200: forgotPasswordResponseSchema }, handler: forgotPassword });
  defineRoute(app, { method: 'POST', url: '/auth/reset-password/', auth: 'public', tags, summary: 'Set a new password with a reset token (ends every session of the user)', body: strict(resetPasswordSchema), response: { 204: z.null() }, handler: resetPassword });
  defineRoute(app, { method: 'POST', url: '/auth/set-password/', auth: 'session', tags, summary: 'Set the first password of an account created by unique code', body: strict(setPasswordSchema), response: { 200: userSchema }, handler: setPassword });
  defineRoute(app, { method: 'POST', url: '/auth/change-password/', auth: 'session', tags, summary: 'Change the password (ends the other sessions)', body: strict(changePasswordSchema), response: { 200: messageResponseSchema }, handler: changePassword });
}
