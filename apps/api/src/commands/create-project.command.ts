import { translatorIn } from '@cairn/i18n/server';
import { DEFAULT_STATES, LABEL_DEFAULT_SORT_ORDER, PROJECT_ERROR_CODE, PROJECT_NETWORK, PROJECT_TEXT, ROLE, type ProjectCreate } from '@cairn/types';
import type { Tx } from '../data/db';
import { insertProjectMembers } from '../data/repositories/project-members.repository';
import { insertProject, isIdentifierTaken } from '../data/repositories/projects.repository';
import { findLanguageByUserId } from '../data/repositories/users.repository';
import { insertStates } from '../data/repositories/states.repository';
import type { ProjectRow } from '../data/schema/projects.schema';
import { recordEvent } from '../events/record-event';
import { conflict } from '../http/errors';

/** What creating a project needs. */
export interface CreateProjectInput {
  workspaceId: string;
  userId: string;
  body: ProjectCreate;
  now: Date;
}

/**
 * Creates a project with its creator as admin and the five default states (Backlog is the default), inside the
 * caller's transaction. A used identifier → 409 PROJECT_IDENTIFIER_TAKEN (the unique index settles races).
 */
export async function createProjectWithDefaults(tx: Tx, input: CreateProjectInput): Promise<ProjectRow> {
  const { workspaceId, userId, body, now } = input;
  if (await isIdentifierTaken(tx, workspaceId, body.identifier)) {
    throw conflict(PROJECT_TEXT.identifierTaken, PROJECT_ERROR_CODE.PROJECT_IDENTIFIER_TAKEN);
  }
  const project = await insertProject(tx, {
    ...(body.id ? { id: body.id } : {}),
    workspace_id: workspaceId,
    name: body.name,
    identifier: body.identifier,
    description: body.description ?? '',
    logo_props: body.logo_props ?? null,
    network: body.network ?? PROJECT_NETWORK.PUBLIC,
    created_by: userId,
    updated_by: userId,
    created_at: now,
    updated_at: now,
  });
  await insertProjectMembers(tx, [{ workspace_id: workspaceId, project_id: project.id, member: userId, role: ROLE.ADMIN }], now);
  // The default states are named in the creator's language (issue 21): a Japanese team's board says 進行中, not In Progress.
  const t = await translatorIn(await findLanguageByUserId(tx, userId));
  await insertStates(
    tx,
    DEFAULT_STATES.map((s) => ({
      workspace_id: workspaceId,
      project_id: project.id,
      name: t(`default_states.${s.group}`, { defaultValue: s.name }),
      color: s.color,
      group: s.group,
      default: s.default,
      // One state per group, so each starts the group's sequence.
      sequence: LABEL_DEFAULT_SORT_ORDER,
      created_at: now,
      updated_at: now,
    })),
  );
  await recordEvent(tx, { workspaceId, projectId: project.id, entityType: 'project', entityId: project.id, action: 'created', actorId: userId, at: now });
  return project;
}
