/** Route of the workspace settings' Exports screen. */
export const exportsSettingsPath = (slug: string) => `/${slug}/settings/exports`;
