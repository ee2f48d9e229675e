/** Route of the workspace's inbox. */
export const inboxPath = (slug: string) => `/${slug}/inbox`;
