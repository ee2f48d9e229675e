export { KanbanLayout } from './KanbanLayout';
