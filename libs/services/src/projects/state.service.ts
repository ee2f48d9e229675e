import { apiPaths } from '@cairn/types';
import type { State, StateCreate, StateUpdate } from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the work-item state calls of a project. */
export function createStateService(client: ApiClient) {
  return {
    /** GET projects/{id}/states/ (ordered by group, then sequence). */
    list: (slug: string, projectId: string) => client.get<State[]>(apiPaths.states(slug, projectId)),
    /** POST projects/{id}/states/; answers the new state. */
    create: (slug: string, projectId: string, body: StateCreate) => client.post<State>(apiPaths.states(slug, projectId), body),
    /** PATCH projects/{id}/states/{stateId}/; answers the state. */
    update: (slug: string, projectId: string, stateId: string, body: StateUpdate) => client.patch<State>(apiPaths.state(slug, projectId, stateId), body),
    /** DELETE projects/{id}/states/{stateId}/ (the default state is refused). */
    delete: (slug: string, projectId: string, stateId: string) => client.delete<void>(apiPaths.state(slug, projectId, stateId)),
    /** POST projects/{id}/states/{stateId}/mark-default/ (the previous default is cleared); answers the state. */
    markDefault: (slug: string, projectId: string, stateId: string) => client.post<State>(apiPaths.stateMarkDefault(slug, projectId, stateId)),
  };
}

/** The state calls. */
export type StateService = ReturnType<typeof createStateService>;
