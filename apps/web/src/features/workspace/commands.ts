import type { PaletteCommand } from '../../shared/keyboard/palette-command';
import { WORKSPACE_AREAS } from './areas';

/** Command-palette entries of the workspace area: one "go to" per sidebar destination. */
export const workspaceCommands: readonly PaletteCommand[] = [
  { id: 'go-home', labelKey: 'sidebar.home', path: (slug: string) => `/${slug}`, keywords: ['dashboard'] },
  ...WORKSPACE_AREAS.map((area) => ({ id: `go-${area.path}`, labelKey: area.labelKey, path: (slug: string) => `/${slug}/${area.path}` })),
];
