export { roleLabelKey, roleOptions, parseRole, isAdminRole } from './hooks/roles';
