export { roleLabelKey, roleOptions, parseRole, isAdminRole } from './hooks/roles';
export { ConfirmByTypingModal } from './components/ConfirmByTypingModal';
export { SettingsSection } from './components/SettingsSection';
export { settingsCommands } from './commands';
