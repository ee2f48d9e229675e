import type { PaletteCommand } from '../../shared/keyboard/palette-command';
import { draftsPath } from './paths';

/** Command-palette entries of the work-items area (the project list is reached through the projects' entries). */
export const workItemsCommands: readonly PaletteCommand[] = [{ id: 'workspace-drafts', labelKey: 'sidebar.drafts', path: draftsPath }];
