/** Command-palette entries of the invitations area. */
export const invitationCommands = [{ id: 'go-invitations', labelKey: 'workspace.switcher.invitations', path: () => '/invitations' }];
