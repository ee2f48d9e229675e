export { CalendarLayout } from './CalendarLayout';
