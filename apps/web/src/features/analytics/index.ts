// What other areas may use.
export { analyticsPath, projectAnalyticsPath } from './paths';
