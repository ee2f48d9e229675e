import type { PaletteCommand } from '../../shared/keyboard/palette-command';

/** Command-palette entries of the invitations area. */
export const invitationCommands: readonly PaletteCommand[] = [{ id: 'go-invitations', labelKey: 'workspace.switcher.invitations', path: () => '/invitations' }];
