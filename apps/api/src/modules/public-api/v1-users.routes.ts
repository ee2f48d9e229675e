import { API_V1_PREFIX, userSchema } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { presentUser } from '../users/users.presenter';
import { V1_TAGS } from './v1-tags';

/** GET /api/v1/users/me/: the token's user (the seed's first call of every script). */
export function registerV1UserRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: `${API_V1_PREFIX}/users/me/`,
    auth: 'apiKey',
    tags: V1_TAGS,
    summary: "The API token's user",
    response: { 200: userSchema },
    handler: async ({ user }) => presentUser(user),
  });
}
