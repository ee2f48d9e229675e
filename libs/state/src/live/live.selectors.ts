import type { WebState } from '../core/types';
import type { LiveStatus } from './live.slice';

/** The live stream's status for a workspace (undefined when its stream is not open). */
export function selectLiveStatus(state: WebState, slug: string): LiveStatus | undefined {
  return state.live?.slug === slug ? state.live.status : undefined;
}
