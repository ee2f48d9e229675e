// Personal access tokens (issue 18): the settings screen that lists, creates (token shown once) and deletes the
// signed-in user's API tokens. Routes are loaded by the router by path.
export { apiTokensSettingsPath } from './paths';
