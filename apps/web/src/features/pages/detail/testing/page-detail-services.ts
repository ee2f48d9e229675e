import { ApiError } from '@cairn/services';
import { ROLE, type Page, type PageVersion, type Role } from '@cairn/types';
import { fixtures, pageFixtures, type FakeServicesOverrides } from '@cairn/state';
import { projectServices, testProject } from '../../../../testing/project-services';

/** The page most tests open: "Launch plan", public, owned by the signed-in user (user 1), of the test project. */
export const testPage = pageFixtures.page(1, { name: 'Launch plan', description_html: '<p>Hello</p>', project_ids: [testProject.id] });
/** Someone else's id (a page they own). */
export const otherUser = fixtures.id(77);

/** The page's address. */
export const pageUrl = (pageId: string = testPage.id, projectId: string = testProject.id) => `/ws-1/projects/${projectId}/pages/${pageId}`;

/**
 * Fake services for the page screen: the test project opened with `projectRole`, `page` answered by pages.get (404 for
 * other ids), its versions, one project member, and any overrides (pages overrides merge over the defaults).
 */
export function pageDetailServices(opts: { projectRole?: Role; workspaceRole?: Role; page?: Page; versions?: PageVersion[] } & FakeServicesOverrides = {}) {
  const { projectRole = ROLE.MEMBER, workspaceRole = ROLE.MEMBER, page = testPage, versions = [], pages, ...rest } = opts;
  return projectServices({
    workspaceRole,
    projectRole,
    projectMembers: { list: async () => [fixtures.projectMember(1, { member: { ...fixtures.user(), display_name: 'ada' }, role: projectRole })] },
    ...rest,
    pages: {
      list: async () => [],
      summary: async () => ({ public_pages: 1, private_pages: 0, archived_pages: 0 }),
      get: async (_s, _p, id) => {
        if (id !== page.id) throw new ApiError(404, { error: 'Page not found', error_code: 'NOT_FOUND' });
        return page;
      },
      listVersions: async () => versions,
      ...pages,
    },
  });
}
