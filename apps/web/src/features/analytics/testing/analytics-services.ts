import type { AnalyticsOverview } from '@cairn/types';
import { analyticsFixtures, fixtures, type FakeServicesOverrides } from '@cairn/state';
import { signedInServices } from '../../../testing/signed-in-services';

/** The two projects of the analytics tests. */
export const analyticsProjects = [fixtures.project(1, { name: 'Website', identifier: 'WEB' }), fixtures.project(2, { name: 'Mobile', identifier: 'MOB' })];

/** Fake services of a member of two projects with analytics answers (overridable), the overview by default. */
export function analyticsServices(opts: { overview?: Partial<AnalyticsOverview> } & FakeServicesOverrides = {}) {
  const { overview, analytics, ...rest } = opts;
  return signedInServices({
    projectList: analyticsProjects,
    ...rest,
    projects: { get: async (_slug: string, id: string) => analyticsProjects.find((p) => p.id === id) ?? analyticsProjects[0], ...rest.projects },
    analytics: {
      getOverview: async () => analyticsFixtures.overview(overview),
      getChart: async () => analyticsFixtures.chart(),
      getProjects: async () => [analyticsFixtures.projectRow(1, { project_id: analyticsProjects[0].id, name: 'Website', identifier: 'WEB' })],
      ...analytics,
    },
  });
}
