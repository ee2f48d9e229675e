import { API_V1_PREFIX, projectCreateSchema, projectUpdateSchema, slugParamsSchema, type Project } from '@cairn/types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../data/db';
import { defineRoute } from '../../../http/route';
import { listMembers as listProjectMembers } from '../../project-members/project-members.handlers';
import {
  archiveProject,
  createProject,
  getProject,
  listProjectDetails,
  listProjects,
  patchProject,
  removeProject,
  restoreProject,
} from '../../projects/projects.handlers';
import { pickFields } from '../v1-fields';
import { v1EnvelopeOfArray, v1ListQuerySchema, v1ReadQuerySchema, v1PageSchemaOf } from '../v1-pagination';
import { V1_TAGS } from '../v1-tags';
import { v1ProjectCreateSchema, v1ProjectFeaturesUpdateSchema, v1ProjectParamsSchema, v1ProjectsLiteQuerySchema, v1ProjectUpdateSchema, type V1ProjectUpdate } from './core.v1.schemas';
import { v1MemberResponseSchema, v1ProjectFeaturesResponseSchema, v1ProjectLiteResponseSchema, v1ProjectResponseSchema } from './core.v1.responses';
import { presentV1Project, presentV1ProjectFeatures, presentV1ProjectLite, presentV1ProjectMember, v1ProjectCounts } from './projects.v1.presenter';
import { definedOnly, textOrEmpty, toAppLogoProps } from './v1-body';

const ws = `${API_V1_PREFIX}/workspaces/:slug`;
const one = `${ws}/projects/:projectId`;

/** Presents app projects with their cycle and module counts. */
async function v1Projects(db: Db, projects: Project[]): Promise<Array<Record<string, unknown>>> {
  if (projects.length === 0) return [];
  const counts = await v1ProjectCounts(db, projects[0].workspace, projects.map((p) => p.id));
  return projects.map((p) => presentV1Project(p, counts.get(p.id)));
}

/** A v1 project update → the app's PATCH body (validated by the app's schema: its limits and patterns decide). */
function toAppProjectUpdate(body: V1ProjectUpdate) {
  return projectUpdateSchema.parse(
    definedOnly({
      name: body.name,
      identifier: body.identifier,
      description: textOrEmpty(body.description),
      network: body.network,
      logo_props: toAppLogoProps(body.logo_props),
      module_view: body.module_view,
      cycle_view: body.cycle_view,
      issue_views_view: body.issue_views_view,
      page_view: body.page_view,
      inbox_view: body.intake_view,
      is_time_tracking_enabled: body.is_time_tracking_enabled,
      guest_view_all_features: body.guest_view_all_features,
      archive_in: body.archive_in,
      close_in: body.close_in,
      default_state: body.default_state,
      estimate: body.estimate,
    }),
  );
}

/** Projects: list, lite list, create, retrieve, update, delete, archive/unarchive, features and members. */
export function registerV1ProjectRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: `${ws}/projects/`,
    auth: 'apiKey',
    params: slugParamsSchema,
    query: v1ListQuerySchema,
    response: { 200: v1PageSchemaOf(v1ProjectResponseSchema) },
    tags: V1_TAGS,
    summary: 'Projects the token’s user may see (paginated)',
    handler: async ({ db, user, params, query }) => {
      const page = v1EnvelopeOfArray(await listProjectDetails(db, params.slug, user.id), query);
      return { ...page, results: (await v1Projects(db, page.results)).map((p) => pickFields(p, query.fields)) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${ws}/projects-lite/`,
    auth: 'apiKey',
    params: slugParamsSchema,
    query: v1ProjectsLiteQuerySchema,
    response: { 200: v1PageSchemaOf(v1ProjectLiteResponseSchema) },
    tags: V1_TAGS,
    summary: 'Projects in the lite shape for pickers (paginated; archived ones with include_archived=true)',
    handler: async ({ db, user, params, query }) => {
      const withArchived = query.include_archived === 'true' || query.include_archived === '1';
      const rows = (await listProjects(db, params.slug, user.id)).filter((p) => withArchived || !p.archived_at);
      const page = v1EnvelopeOfArray(rows, query);
      return { ...page, results: page.results.map((p) => pickFields(presentV1ProjectLite(p), query.fields)) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${ws}/projects/`,
    auth: 'apiKey',
    params: slugParamsSchema,
    body: v1ProjectCreateSchema,
    response: { 201: v1ProjectResponseSchema },
    tags: V1_TAGS,
    summary: 'Create a project (workspace admins and members); the creator becomes its admin',
    handler: async ({ db, user, params, body, reply, deps }) => {
      const { name, identifier, description, network, logo_props, ...settings } = body;
      const appBody = projectCreateSchema.parse(
        definedOnly({ name, identifier, description: textOrEmpty(description), network, logo_props: toAppLogoProps(logo_props) }),
      );
      // Both bodies are checked before anything is written; toggles and automations the app's create does not take
      // follow as the creator's first update (the creator is the new project's admin).
      const toggles = toAppProjectUpdate(settings);
      let project = await createProject(db, params.slug, user.id, appBody, deps.now());
      if (Object.keys(toggles).length > 0) project = await patchProject(db, params.slug, project.id, user.id, toggles, deps.now());
      reply.code(201);
      return (await v1Projects(db, [project]))[0];
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${one}/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    query: v1ReadQuerySchema,
    response: { 200: v1ProjectResponseSchema },
    tags: V1_TAGS,
    summary: 'A project (any project role)',
    handler: async ({ db, user, params, query }) => pickFields((await v1Projects(db, [await getProject(db, params.slug, params.projectId, user.id)]))[0], query.fields),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${one}/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    body: v1ProjectUpdateSchema,
    response: { 200: v1ProjectResponseSchema },
    tags: V1_TAGS,
    summary: 'Update a project: general fields, feature toggles, automations, default state, estimate (project admins)',
    handler: async ({ db, user, params, body, deps }) => {
      const project = await patchProject(db, params.slug, params.projectId, user.id, toAppProjectUpdate(body), deps.now());
      return (await v1Projects(db, [project]))[0];
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${one}/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    tags: V1_TAGS,
    summary: 'Delete a project with its states, labels, estimates and members (project admins)',
    handler: async ({ db, user, params, reply, deps }) => {
      await removeProject(db, params.slug, params.projectId, user.id, deps.now());
      reply.code(204);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${one}/archive/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    tags: V1_TAGS,
    summary: 'Archive a project (project admins); 204',
    handler: async ({ db, user, params, reply, deps }) => {
      await archiveProject(db, params.slug, params.projectId, user.id, deps.now());
      reply.code(204);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: `${one}/archive/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    tags: V1_TAGS,
    summary: 'Unarchive a project (project admins); 204',
    handler: async ({ db, user, params, reply, deps }) => {
      await restoreProject(db, params.slug, params.projectId, user.id, deps.now());
      reply.code(204);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${one}/features/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    response: { 200: v1ProjectFeaturesResponseSchema },
    tags: V1_TAGS,
    summary: 'The project’s feature toggles (any project role)',
    handler: async ({ db, user, params }) => presentV1ProjectFeatures(await getProject(db, params.slug, params.projectId, user.id)),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: `${one}/features/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    body: v1ProjectFeaturesUpdateSchema,
    response: { 200: v1ProjectFeaturesResponseSchema },
    tags: V1_TAGS,
    summary: 'Turn project features on or off (project admins); epics are always on, work item types unsupported',
    handler: async ({ db, user, params, body, deps }) => {
      const patch = toAppProjectUpdate({
        module_view: body.modules,
        cycle_view: body.cycles,
        issue_views_view: body.views,
        page_view: body.pages,
        intake_view: body.intakes,
        is_time_tracking_enabled: body.is_time_tracking_enabled,
      });
      return presentV1ProjectFeatures(await patchProject(db, params.slug, params.projectId, user.id, patch, deps.now()));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${one}/project-members/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    response: { 200: z.array(v1MemberResponseSchema) },
    tags: V1_TAGS,
    summary: 'The project’s members with their roles (any project role; a plain array, as the seed answers)',
    handler: async ({ db, user, params }) => (await listProjectMembers(db, params.slug, params.projectId, user.id)).map(presentV1ProjectMember),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${one}/project-members-lite/`,
    auth: 'apiKey',
    params: v1ProjectParamsSchema,
    query: v1ListQuerySchema,
    response: { 200: v1PageSchemaOf(v1MemberResponseSchema) },
    tags: V1_TAGS,
    summary: 'The project’s members with their roles (any project role; paginated)',
    handler: async ({ db, user, params, query }) => {
      const page = v1EnvelopeOfArray(await listProjectMembers(db, params.slug, params.projectId, user.id), query);
      return { ...page, results: page.results.map((m) => pickFields(presentV1ProjectMember(m), query.fields)) };
    },
  });
}
