import { instanceAdminResponseSchema, onboardSchema, profileSchema, profileUpdateSchema, tourCompletedSchema, userSchema, userSettingsSchema, userUpdateSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import { completeTour, deactivateMe, finishOnboarding, getInstanceAdmin, getMe, getProfile, getSettings, updateMe, updateMyProfile } from './users.handlers';

const tags = ['users'];

/** Registers /api/users/me/… (account, profile, settings, onboarding, instance-admin flag). */
export function registerUsersRoutes(app: FastifyInstance): void {
  defineRoute(app, { method: 'GET', url: '/api/users/me/', auth: 'session', tags, summary: 'The signed-in user', response: { 200: userSchema }, handler: getMe });
  defineRoute(app, { method: 'PATCH', url: '/api/users/me/', auth: 'session', tags, summary: 'Update the signed-in user', body: userUpdateSchema, response: { 200: userSchema }, handler: updateMe });
  defineRoute(app, { method: 'DELETE', url: '/api/users/me/', auth: 'session', tags, summary: 'Deactivate the account (ends every session)', response: { 204: z.null() }, handler: deactivateMe });
  defineRoute(app, { method: 'GET', url: '/api/users/me/profile/', auth: 'session', tags, summary: "The signed-in user's profile", response: { 200: profileSchema }, handler: getProfile });
  defineRoute(app, { method: 'PATCH', url: '/api/users/me/profile/', auth: 'session', tags, summary: 'Update the profile (theme and onboarding_step merge)', body: profileUpdateSchema, response: { 200: profileSchema }, handler: updateMyProfile });
  defineRoute(app, { method: 'GET', url: '/api/users/me/settings/', auth: 'session', tags, summary: 'The user settings with the last and fallback workspace', response: { 200: userSettingsSchema }, handler: getSettings });
  defineRoute(app, { method: 'POST', url: '/api/users/me/onboard/', auth: 'session', tags, summary: 'Mark the user onboarded', body: onboardSchema, response: { 200: profileSchema }, handler: finishOnboarding });
  defineRoute(app, { method: 'POST', url: '/api/users/me/tour-completed/', auth: 'session', tags, summary: 'Mark the product tour completed', body: tourCompletedSchema, response: { 200: profileSchema }, handler: completeTour });
  defineRoute(app, { method: 'GET', url: '/api/users/me/instance-admin/', auth: 'session', tags, summary: 'Whether the user is an instance admin', response: { 200: instanceAdminResponseSchema }, handler: getInstanceAdmin });
}
