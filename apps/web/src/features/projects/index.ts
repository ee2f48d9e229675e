export { CreateProjectModal } from './components/CreateProjectModal';
export { ProjectLogo } from './components/ProjectLogo';
export { PROJECT_SECTIONS, projectSectionPath, projectSectionOf } from './project-sections';
export type { ProjectSection } from './project-sections';
export { projectsPath, projectArchivesPath, projectPath, projectSettingsPath } from './paths';
export { projectsCommands } from './commands';
