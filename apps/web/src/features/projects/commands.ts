import type { PaletteCommand } from '../../shared/keyboard/palette-command';
import { projectArchivesPath, projectsPath } from './paths';

/** Command-palette entries of the projects area. */
export const projectsCommands: readonly PaletteCommand[] = [
  { id: 'projects-list', labelKey: 'sidebar.projects', path: projectsPath },
  { id: 'projects-archives', labelKey: 'projects.archives.title', path: projectArchivesPath },
];
