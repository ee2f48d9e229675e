import type { DeployBoard, WorkItemVotes } from '@cairn/types';
import type { LoadStatus, WebState } from '../../core/types';
import { boardOf, deployBoardKey, type DeployBoardTarget } from './publishing.slice';

/** The target's published board: null when not published, undefined before its first load. */
export const selectDeployBoard = (s: WebState, target: DeployBoardTarget): DeployBoard | null | undefined => boardOf(s, target);
/** Where the target's board load stands. */
export const selectDeployBoardStatus = (s: WebState, target: DeployBoardTarget): LoadStatus => s.deployBoardStatusByKey[deployBoardKey(target)] ?? 'idle';
/** The votes on a work item, or undefined before they are loaded. */
export const selectWorkItemVotes = (s: WebState, itemId: string): WorkItemVotes | undefined => s.votesByItem[itemId];
