// Webhooks (issue 18 point 4): the workspace settings' Webhooks screens (admins). Routes are loaded by the router by path.
export { webhooksSettingsPath, webhookSettingsPath } from './paths';
