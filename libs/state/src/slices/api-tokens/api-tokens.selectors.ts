import type { ApiToken } from '@cairn/types';
import { listOf } from '../../core/memo';
import type { LoadStatus, WebState } from '../../core/types';

/** The signed-in user's API tokens, newest first. */
export const selectApiTokens = (s: WebState): readonly ApiToken[] => listOf(s.apiTokenIds, s.apiTokensById);
/** One API token, when loaded. */
export const selectApiToken = (s: WebState, id: string): ApiToken | undefined => s.apiTokensById[id];
/** Where the token list stands. */
export const selectApiTokensStatus = (s: WebState): LoadStatus => s.apiTokensStatus;
