// What other areas may use.
export { intakePath, INBOX_PARAM } from './paths';
