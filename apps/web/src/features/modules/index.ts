export { SidebarFavoriteModules } from './components/SidebarFavoriteModules';
export { modulesPath, modulePath, archivedModulesPath } from './paths';
