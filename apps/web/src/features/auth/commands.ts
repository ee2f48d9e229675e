/** Command-palette entries of the auth area. */
export const authCommands = [{ id: 'sign-out', labelKey: 'auth.sign_out.label' }];
