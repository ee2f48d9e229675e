import { PROJECT_TEXT } from '@cairn/types';
import type { Tx } from '../data/db';
import { lockProject } from '../data/repositories/projects.repository';
import { findState, setDefaultState } from '../data/repositories/states.repository';
import type { StateRow } from '../data/schema/projects.schema';
import { notFound } from '../http/errors';

/**
 * Makes a state of the project its one default, clearing the previous default, inside the caller's transaction.
 * The project row is locked first, so two concurrent calls end with exactly one default (the later one wins).
 */
export async function markDefaultState(tx: Tx, input: { workspaceId: string; projectId: string; stateId: string; now: Date }): Promise<StateRow> {
  await lockProject(tx, input.workspaceId, input.projectId);
  const state = await findState(tx, input.workspaceId, input.projectId, input.stateId);
  if (!state) throw notFound(PROJECT_TEXT.stateNotFound);
  return setDefaultState(tx, input.projectId, state.id, input.now);
}
