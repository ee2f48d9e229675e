export { GanttLayout } from './GanttLayout';
