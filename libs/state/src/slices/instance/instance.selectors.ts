import type { AdminState } from '../../core/create-admin-store';

/** The public instance info (undefined until loaded). */
export const selectInstanceInfo = (state: AdminState) => state.instanceInfo;
/** Whether GET /api/instances/ is loading, loaded or failed. */
export const selectInstanceInfoStatus = (state: AdminState) => state.instanceInfoStatus;
/** True once an instance admin exists; undefined until the info is loaded. */
export const selectIsSetupDone = (state: AdminState) => state.instanceInfo?.instance.is_setup_done;
/** The instance-admin check of the signed-in user (undefined until asked). */
export const selectIsInstanceAdmin = (state: AdminState) => state.isInstanceAdmin;
/** The console's settings (undefined until loaded). */
export const selectInstanceSettings = (state: AdminState) => state.instanceSettings;
/** The instance admins, in the server's order. */
export const selectInstanceAdmins = (state: AdminState) => state.instanceAdmins;
/** Every workspace of the instance, newest created first once one is added here. */
export const selectInstanceWorkspaces = (state: AdminState) => state.instanceWorkspaces;
/** The SSO providers, in the server's order. */
export const selectSsoProviders = (state: AdminState) => state.ssoProviders;
