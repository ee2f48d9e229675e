import { apiPaths } from '@cairn/types';
import type {
  InstanceAdmin, InstanceEmailTestResult, InstanceInfo, InstanceSettings, InstanceSettingsUpdate, InstanceSetup, InstanceWorkspace,
  InstanceWorkspaceCreate, SsoProvider, SsoProviderWrite, User,
} from '@cairn/types';
import type { ApiClient } from '../client/api-client';

/** Creates the instance calls (issue 19): the public instance info, first-run set-up, and the god-mode console's admin API. */
export function createInstanceService(client: ApiClient) {
  return {
    /** GET /api/instances/ (public). */
    getInfo: () => client.get<InstanceInfo>(apiPaths.instances()),
    /** POST admins/sign-up/: the first-run form; signs the new admin in (sets the session cookie). */
    setUp: (body: InstanceSetup) => client.post<User>(apiPaths.instanceSetup(), body),
    getSettings: () => client.get<InstanceSettings>(apiPaths.instanceSettings()),
    updateSettings: (body: InstanceSettingsUpdate) => client.patch<InstanceSettings>(apiPaths.instanceSettings(), body),
    /** Sends a test mail with the saved settings; ok false carries the server's answer in message. */
    sendTestEmail: (to: string) => client.post<InstanceEmailTestResult>(apiPaths.instanceEmailTest(), { to }),
    listAdmins: () => client.get<InstanceAdmin[]>(apiPaths.instanceAdmins()),
    addAdmin: (email: string) => client.post<InstanceAdmin>(apiPaths.instanceAdmins(), { email }),
    removeAdmin: (userId: string) => client.delete<void>(apiPaths.instanceAdminUser(userId)),
    listWorkspaces: () => client.get<InstanceWorkspace[]>(apiPaths.instanceWorkspaces()),
    createWorkspace: (body: InstanceWorkspaceCreate) => client.post<InstanceWorkspace>(apiPaths.instanceWorkspaces(), body),
    listSsoProviders: () => client.get<SsoProvider[]>(apiPaths.instanceSsoProviders()),
    createSsoProvider: (body: SsoProviderWrite) => client.post<SsoProvider>(apiPaths.instanceSsoProviders(), body),
    updateSsoProvider: (key: string, body: Partial<SsoProviderWrite>) => client.patch<SsoProvider>(apiPaths.instanceSsoProvider(key), body),
    deleteSsoProvider: (key: string) => client.delete<void>(apiPaths.instanceSsoProvider(key)),
  };
}

/** The instance service's type. */
export type InstanceService = ReturnType<typeof createInstanceService>;
