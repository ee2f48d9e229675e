// What other areas may use (light: paths, and the "Save as view" button loaded on first render).
export { projectViewsPath, projectViewPath, globalViewPath, teamViewsPath, teamViewPath } from './paths';
export { SaveViewButton } from './components/save-view-button.lazy';
export { GlobalViewTabs } from './components/global-view-tabs.lazy';
