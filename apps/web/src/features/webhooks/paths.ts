/** Route of the workspace settings' Webhooks list. */
export const webhooksSettingsPath = (slug: string) => `/${slug}/settings/webhooks`;
/** Route of one webhook's settings and delivery log. */
export const webhookSettingsPath = (slug: string, webhookId: string) => `/${slug}/settings/webhooks/${webhookId}`;
