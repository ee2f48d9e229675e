// The spaces viewer's item peek (issue 20): one published item with votes, reactions, comments and activity.
export { WorkItemPeek } from './components/WorkItemPeek';
export type { WorkItemPeekProps } from './components/WorkItemPeek';
// Shared with the request form (features/intake).
export { SignInPrompt } from './components/SignInPrompt';
export { TextArea } from './components/TextArea';
export { plainTextToHtml } from './components/comment-html';
