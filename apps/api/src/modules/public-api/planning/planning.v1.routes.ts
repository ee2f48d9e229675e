import type { FastifyInstance } from 'fastify';
import { registerV1CycleRoutes } from './cycles.v1.routes';
import { registerV1IntakeRoutes } from './intake.v1.routes';
import { registerV1ModuleRoutes } from './modules.v1.routes';

/** The public API v1: cycles, modules and intake issues. */
export function registerV1PlanningRoutes(app: FastifyInstance): void {
  registerV1CycleRoutes(app);
  registerV1ModuleRoutes(app);
  registerV1IntakeRoutes(app);
}
