export { PaletteHost } from './components/PaletteHost';
export { commandMatches, navigationCommands } from './hooks/palette-commands';
