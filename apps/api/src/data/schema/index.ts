/** Every Drizzle table: the source drizzle-kit generates migrations from. */
export * from './users.schema';
export * from './workspaces.schema';
export * from './projects.schema';
export * from './planning.schema';
export * from './work-items.schema';
export * from './teamspaces.schema';
export * from './views.schema';
export * from './intake.schema';
export * from './events.schema';
export * from './jobs.schema';
export * from './pages.schema';
export * from './home.schema';
export * from './reports.schema';
export * from './instance.schema';
export * from './integrations.schema';
export * from './publishing.schema';
