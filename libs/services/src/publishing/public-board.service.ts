import { apiPaths } from '@cairn/types';
import type {
  PublicBoardMeta, PublicBoardSettings, PublicComment, PublicCommentCreate, PublicCycle, PublicIntakeCreate, PublicIntakeCreated, PublicLabel,
  PublicModule, PublicPerson, PublicReactionCount, PublicState, PublicVoteSummary, PublicWorkItemDetail, PublicWorkItemPage, PublicWorkItemQuery,
} from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/**
 * The public API of a published board (issue 20), read by the spaces viewer: anonymous reads; comments, reactions,
 * votes and intake requests need a session and the board's switch. An unknown or unpublished anchor answers 404.
 */
export function createPublicBoardService(client: ApiClient) {
  return {
    settings: (anchor: string) => client.get<PublicBoardSettings>(apiPaths.publicSettings(anchor)),
    meta: (anchor: string) => client.get<PublicBoardMeta>(apiPaths.publicMeta(anchor)),
    /** A page of the board's items (flat or grouped, the app's shapes) with filters by state, priority and label. */
    workItems: (anchor: string, query: PublicWorkItemQuery = {}) =>
      client.get<PublicWorkItemPage>(apiPaths.publicIssues(anchor), { searchParams: query as Record<string, string | number | undefined> }),
    workItem: (anchor: string, id: string) => client.get<PublicWorkItemDetail>(apiPaths.publicIssue(anchor, id)),
    states: (anchor: string) => client.get<PublicState[]>(apiPaths.publicStates(anchor)),
    labels: (anchor: string) => client.get<PublicLabel[]>(apiPaths.publicLabels(anchor)),
    members: (anchor: string) => client.get<PublicPerson[]>(apiPaths.publicMembers(anchor)),
    cycles: (anchor: string) => client.get<PublicCycle[]>(apiPaths.publicCycles(anchor)),
    modules: (anchor: string) => client.get<PublicModule[]>(apiPaths.publicModules(anchor)),
    comments: (anchor: string, id: string) => client.get<PublicComment[]>(apiPaths.publicComments(anchor, id)),
    addComment: (anchor: string, id: string, body: PublicCommentCreate) => client.post<PublicComment>(apiPaths.publicComments(anchor, id), body),
    updateComment: (anchor: string, id: string, commentId: string, body: PublicCommentCreate) =>
      client.patch<PublicComment>(apiPaths.publicComment(anchor, id, commentId), body),
    removeComment: (anchor: string, id: string, commentId: string) => client.delete<void>(apiPaths.publicComment(anchor, id, commentId)),
    /** Adds the caller's reaction; answers the item's reaction counts. */
    react: (anchor: string, id: string, reaction: string) => client.post<PublicReactionCount[]>(apiPaths.publicReactions(anchor, id), { reaction }),
    unreact: (anchor: string, id: string, reaction: string) => client.delete<PublicReactionCount[]>(apiPaths.publicReaction(anchor, id, reaction)),
    reactComment: (anchor: string, id: string, commentId: string, reaction: string) =>
      client.post<PublicReactionCount[]>(apiPaths.publicCommentReactions(anchor, id, commentId), { reaction }),
    unreactComment: (anchor: string, id: string, commentId: string, reaction: string) =>
      client.delete<PublicReactionCount[]>(apiPaths.publicCommentReaction(anchor, id, commentId, reaction)),
    /** Casts or changes the caller's vote (1 up, -1 down); answers the item's vote summary. */
    vote: (anchor: string, id: string, vote: 1 | -1) => client.post<PublicVoteSummary>(apiPaths.publicVotes(anchor, id), { vote }),
    unvote: (anchor: string, id: string) => client.delete<PublicVoteSummary>(apiPaths.publicVotes(anchor, id)),
    /** Files a request into the project's intake (board switch on, project intake on). */
    createIntake: (anchor: string, body: PublicIntakeCreate) => client.post<PublicIntakeCreated>(apiPaths.publicIntake(anchor), body),
  };
}

/** The public board service's type. */
export type PublicBoardService = ReturnType<typeof createPublicBoardService>;
