export { ListLayout, LIST_VIRTUAL_THRESHOLD } from './ListLayout';
