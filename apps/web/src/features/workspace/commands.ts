import { WORKSPACE_AREAS } from './areas';

/** Command-palette entries of the workspace area: one "go to" per sidebar destination. */
export const workspaceCommands = [
  { id: 'go-home', labelKey: 'sidebar.home', path: (slug: string) => `/${slug}` },
  ...WORKSPACE_AREAS.map((area) => ({ id: `go-${area.path}`, labelKey: area.labelKey, path: (slug: string) => `/${slug}/${area.path}` })),
];
