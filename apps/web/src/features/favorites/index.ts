// What other areas may use: the sidebar's Favorites section (light: the drag layer loads on its own when idle).
export { SidebarFavoritesSection } from './components/SidebarFavoritesSection';
export { favoritePath } from './paths';
