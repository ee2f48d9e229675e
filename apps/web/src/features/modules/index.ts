export { modulesPath, modulePath, archivedModulesPath } from './paths';
