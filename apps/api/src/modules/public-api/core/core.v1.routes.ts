import type { FastifyInstance } from 'fastify';
import { registerV1EstimateRoutes } from './estimates.v1.routes';
import { registerV1ProjectRoutes } from './projects.v1.routes';
import { registerV1StateLabelRoutes } from './states-labels.v1.routes';
import { registerV1StickyMemberRoutes } from './stickies-members.v1.routes';

export { loadV1Project } from './projects.v1.presenter';

/** The public API v1: projects (CRUD, archive, features), states, labels, members, estimates and stickies. */
export function registerV1CoreRoutes(app: FastifyInstance): void {
  registerV1ProjectRoutes(app);
  registerV1StateLabelRoutes(app);
  registerV1EstimateRoutes(app);
  registerV1StickyMemberRoutes(app);
}
