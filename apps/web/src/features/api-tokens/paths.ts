/** Route of the settings' Personal access tokens screen. */
export const apiTokensSettingsPath = (slug: string) => `/${slug}/settings/api-tokens`;
