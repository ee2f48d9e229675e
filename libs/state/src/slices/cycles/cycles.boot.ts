import { ACTIVE_CYCLE_PRIORITIES, ACTIVE_CYCLES_PAGE_SIZE, apiPaths, bootAnswerKey, type AppRoute } from '@cairn/types';
import type { WebState } from '../../core/types';

/**
 * The cycles screens' part of hydrateBoot (issue 13): the project's cycles and archived cycles, the workspace's active
 * cycles, and — for the cycle on screen or the project's current one — its record, analytics and urgent / high items.
 * `run(key, load)` runs a load only when the payload holds that answer (the load takes it without a request).
 */
export function hydrateCyclesBoot(s: WebState, route: AppRoute, answers: Record<string, unknown>, run: (key: string, load: () => Promise<unknown>) => void): void {
  if (route.kind === 'workspace' && route.area === 'cycles') {
    run(bootAnswerKey(apiPaths.activeCycles(route.slug), { per_page: ACTIVE_CYCLES_PAGE_SIZE }), () => s.loadActiveCycles(route.slug));
  }
  if (route.kind !== 'project' || route.section?.area !== 'cycles') return;
  const { slug, projectId: p } = route;
  run(apiPaths.cycles(slug, p), () => s.loadProjectCycles(slug, p));
  run(apiPaths.archivedCycles(slug, p), () => s.loadArchivedCycles(slug, p));
  const list = answers[apiPaths.cycles(slug, p)];
  const current = Array.isArray(list) ? (list as Array<{ id?: unknown; status?: unknown }>).filter((c) => String(c.status).toLowerCase() === 'current') : [];
  const ids = new Set([...(route.section.id ? [route.section.id] : []), ...current.map((c) => String(c.id))]);
  const overview = { priority: ACTIVE_CYCLE_PRIORITIES.join(','), per_page: ACTIVE_CYCLES_PAGE_SIZE };
  for (const id of ids) {
    run(apiPaths.cycle(slug, p, id), () => s.loadCycle(slug, p, id));
    run(apiPaths.cycleCycleProgress(slug, p, id), () => s.loadCycleProgress(slug, p, id));
    run(bootAnswerKey(apiPaths.cycleIssues(slug, p, id), overview), () => s.loadActiveCycleIssues(slug, p, id));
  }
}
