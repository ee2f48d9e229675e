// What other areas may use: the work item's Time section, the cycle / module "Time logged" summary, the duration helper.
export { WorkItemTimeSection } from './components/WorkItemTimeSection';
export { TimeLoggedSummary } from './components/TimeLoggedSummary';
export { formatDuration, parseDuration, splitDuration } from './duration';
export type { DurationUnits } from './duration';
