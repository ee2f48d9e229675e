// Work-item exports (issue 17 point 4): the workspace settings' Exports screen. Routes are loaded by the router by path.
export { exportsSettingsPath } from './paths';
