import { INSTANCE_TEXT, SPEC_TEXT } from '@cairn/types';
import type {
  InstanceAdmin, InstanceEmailTestResult, InstanceInfo, InstanceSettings, InstanceSettingsUpdate, InstanceSetup, InstanceWorkspace,
  InstanceWorkspaceCreate, SsoProvider, SsoProviderWrite, User,
} from '@cairn/types';
import { isApiError } from '@cairn/services';
import type { Draft } from 'immer';
import { mutate } from '../../core/mutate';
import type { LoadStatus, StoreDeps } from '../../core/types';
import type { AdminState, AdminStore } from '../../core/create-admin-store';

/** The instance as the god-mode console sees it: public info, the admin check, and the admin API's data. */
export interface InstanceSlice {
  instanceInfo: InstanceInfo | undefined;
  instanceInfoStatus: LoadStatus;
  /** users/me/instance-admin/ (undefined until asked). */
  isInstanceAdmin: boolean | undefined;
  instanceAdminStatus: LoadStatus;
  instanceSettings: InstanceSettings | undefined;
  instanceSettingsStatus: LoadStatus;
  instanceAdmins: InstanceAdmin[];
  instanceAdminsStatus: LoadStatus;
  instanceWorkspaces: InstanceWorkspace[];
  instanceWorkspacesStatus: LoadStatus;
  ssoProviders: SsoProvider[];
  ssoProvidersStatus: LoadStatus;
  /** GET /api/instances/; a failure is only logged (the screen shows INSTANCE_TEXT.fetchFailed with a retry). Never throws. */
  loadInstanceInfo(): Promise<InstanceInfo | undefined>;
  /** GET users/me/instance-admin/; a 403 from the admin API later also sets it false. Never throws. */
  loadInstanceAdminCheck(): Promise<boolean | undefined>;
  /** The first-run form: creates the first admin, who is signed in. Reports and rethrows on failure. */
  setUpInstance(body: InstanceSetup): Promise<User>;
  loadInstanceSettings(): Promise<InstanceSettings | undefined>;
  /** Optimistic PATCH of the settings (secrets only flip their has_* flag); a refusal rolls back, toasts the server's text, rethrows. */
  updateInstanceSettings(patch: InstanceSettingsUpdate): Promise<InstanceSettings>;
  /** Sends a test mail with the saved settings; answers the server's {ok, message}. Reports and rethrows when the call fails. */
  sendInstanceTestEmail(to: string): Promise<InstanceEmailTestResult>;
  loadInstanceAdmins(): Promise<InstanceAdmin[] | undefined>;
  /** Adds an existing user as instance admin (after the server). */
  addInstanceAdmin(email: string): Promise<InstanceAdmin>;
  /** Optimistic removal; the server refuses the last admin (INSTANCE_TEXT.lastAdmin), which rolls back. */
  removeInstanceAdmin(userId: string): Promise<void>;
  loadInstanceWorkspaces(): Promise<InstanceWorkspace[] | undefined>;
  /** Creates a workspace owned by an existing user (after the server). */
  createInstanceWorkspace(body: InstanceWorkspaceCreate): Promise<InstanceWorkspace>;
  loadSsoProviders(): Promise<SsoProvider[] | undefined>;
  /** Adds a provider (after the server: its key may be taken). */
  createSsoProvider(body: SsoProviderWrite): Promise<SsoProvider>;
  /** Optimistic PATCH of a provider (client_secret absent keeps the stored one). */
  updateSsoProvider(key: string, patch: Partial<SsoProviderWrite>): Promise<SsoProvider>;
  /** Optimistic delete of a provider. */
  deleteSsoProvider(key: string): Promise<void>;
  /** Ends the session and forgets everything the console loaded. Reports and rethrows on failure. */
  signOutAdmin(): Promise<void>;
}

type InstanceData = Omit<InstanceSlice, { [K in keyof InstanceSlice]: InstanceSlice[K] extends (...args: never[]) => unknown ? K : never }[keyof InstanceSlice]>;

/** The instance slice's data when the store starts or after sign-out. */
export function initialInstanceState(): InstanceData {
  return {
    instanceInfo: undefined, instanceInfoStatus: 'idle', isInstanceAdmin: undefined, instanceAdminStatus: 'idle',
    instanceSettings: undefined, instanceSettingsStatus: 'idle', instanceAdmins: [], instanceAdminsStatus: 'idle',
    instanceWorkspaces: [], instanceWorkspacesStatus: 'idle', ssoProviders: [], ssoProvidersStatus: 'idle',
  };
}

/** What the instance slice is built from. */
export interface InstanceSliceContext {
  store: AdminStore;
  deps: StoreDeps;
}

const SETTINGS_KEY = 'instance:settings';

// Applies a settings PATCH locally: secrets are never held, only whether they are set.
function applySettingsPatch(settings: Draft<InstanceSettings>, patch: InstanceSettingsUpdate): void {
  const { smtp_password, unsplash_access_key, ...plain } = patch;
  Object.assign(settings, plain);
  if (smtp_password !== undefined) settings.has_smtp_password = smtp_password !== '';
  if (unsplash_access_key !== undefined) settings.has_unsplash_access_key = unsplash_access_key !== '';
}

// Keeps the public info the shell shows (instance name, sign-in methods) in step with saved settings.
function syncInfo(d: Draft<AdminState>, settings: InstanceSettings): void {
  if (!d.instanceInfo) return;
  d.instanceInfo.instance.name = settings.instance_name;
  const { config } = d.instanceInfo;
  config.is_signup_enabled = settings.is_signup_enabled;
  config.is_email_password_enabled = settings.is_email_password_enabled;
  config.is_magic_code_enabled = settings.is_magic_code_enabled;
  config.is_workspace_creation_enabled = settings.is_workspace_creation_enabled;
  config.has_unsplash_configured = settings.has_unsplash_access_key;
}

/** Creates the instance slice. */
export function createInstanceSlice({ store, deps }: InstanceSliceContext): InstanceSlice {
  const { instance, users, auth } = deps.services;
  const set = (recipe: (d: Draft<AdminState>) => void, action: string) => store.setState(recipe, false, action);

  // A read that never throws: marks loading, stores the answer, or marks the failure and reports it once.
  async function read<T>(action: string, call: () => Promise<T>, status: (d: Draft<AdminState>, s: LoadStatus) => void,
    done: (d: Draft<AdminState>, result: T) => void, opts: { quiet?: boolean } = {}): Promise<T | undefined> {
    set((d) => status(d, 'loading'), `${action}/start`);
    try {
      const result = await call();
      set((d) => {
        done(d, result);
        status(d, 'ready');
      }, `${action}/done`);
      return result;
    } catch (error) {
      set((d) => {
        status(d, 'error');
        // A 403 from the admin API means the session lost its admin right: the console shows the refusal page.
        if (isApiError(error) && error.status === 403) d.isInstanceAdmin = false;
      }, `${action}/failed`);
      if (opts.quiet) store.getState().logError(error, INSTANCE_TEXT.fetchFailed);
      else store.getState().reportError(error);
      return undefined;
    }
  }

  // A write that waits for the server: reports once and rethrows, else applies the answer.
  async function write<T>(action: string, call: () => Promise<T>, done?: (d: Draft<AdminState>, result: T) => void, errorText?: string): Promise<T> {
    let result: T;
    try {
      result = await call();
    } catch (error) {
      store.getState().reportError(error, errorText);
      throw error;
    }
    if (done) set((d) => done(d, result), action);
    return result;
  }

  return {
    ...initialInstanceState(),
    loadInstanceInfo: () => read('instance/loadInfo', () => instance.getInfo(), (d, s) => {
      d.instanceInfoStatus = s;
    }, (d, info) => {
      d.instanceInfo = info;
    }, { quiet: true }),
    loadInstanceAdminCheck: async () => {
      const answer = await read('instance/loadAdminCheck', () => users.getInstanceAdmin(), (d, s) => {
        d.instanceAdminStatus = s;
      }, (d, result) => {
        d.isInstanceAdmin = result.is_instance_admin;
      });
      return answer?.is_instance_admin;
    },
    setUpInstance: (body) => write('instance/setUp', () => instance.setUp(body), (d, user) => {
      d.currentUser = user;
      d.currentUserStatus = 'signed-in';
      d.isInstanceAdmin = true;
      d.instanceAdminStatus = 'ready';
      if (d.instanceInfo) {
        d.instanceInfo.instance.is_setup_done = true;
        d.instanceInfo.instance.name = body.instance_name.trim();
      }
    }),
    loadInstanceSettings: () => read('instance/loadSettings', () => instance.getSettings(), (d, s) => {
      d.instanceSettingsStatus = s;
    }, (d, settings) => {
      d.instanceSettings = settings;
    }),
    updateInstanceSettings: (patch) => mutate(store, {
      key: SETTINGS_KEY,
      apply: (d) => {
        if (d.instanceSettings) applySettingsPatch(d.instanceSettings, patch);
      },
      call: () => instance.updateSettings(patch),
      commit: (d, settings) => {
        d.instanceSettings = settings;
        syncInfo(d, settings);
      },
    }),
    sendInstanceTestEmail: (to) => write('instance/sendTestEmail', () => instance.sendTestEmail(to)),
    loadInstanceAdmins: () => read('instance/loadAdmins', () => instance.listAdmins(), (d, s) => {
      d.instanceAdminsStatus = s;
    }, (d, admins) => {
      d.instanceAdmins = admins;
    }),
    addInstanceAdmin: (email) => write('instance/addAdmin', () => instance.addAdmin(email), (d, admin) => {
      if (!d.instanceAdmins.some((a) => a.id === admin.id)) d.instanceAdmins.push(admin);
    }),
    removeInstanceAdmin: (userId) => mutate(store, {
      key: `instance-admin:${userId}`,
      apply: (d) => {
        const index = d.instanceAdmins.findIndex((a) => a.id === userId);
        if (index >= 0) d.instanceAdmins.splice(index, 1);
      },
      call: () => instance.removeAdmin(userId),
    }),
    loadInstanceWorkspaces: () => read('instance/loadWorkspaces', () => instance.listWorkspaces(), (d, s) => {
      d.instanceWorkspacesStatus = s;
    }, (d, workspaces) => {
      d.instanceWorkspaces = workspaces;
    }),
    createInstanceWorkspace: (body) => write('instance/createWorkspace', () => instance.createWorkspace(body), (d, workspace) => {
      d.instanceWorkspaces.unshift(workspace);
      if (d.instanceInfo) d.instanceInfo.instance.workspaces_exist = true;
    }),
    loadSsoProviders: () => read('instance/loadSsoProviders', () => instance.listSsoProviders(), (d, s) => {
      d.ssoProvidersStatus = s;
    }, (d, providers) => {
      d.ssoProviders = providers;
    }),
    createSsoProvider: (body) => write('instance/createSsoProvider', () => instance.createSsoProvider(body), (d, provider) => {
      d.ssoProviders.push(provider);
    }),
    updateSsoProvider: (key, patch) => mutate(store, {
      key: `sso-provider:${key}`,
      apply: (d) => {
        const provider = d.ssoProviders.find((p) => p.key === key);
        if (!provider) return;
        const { client_secret, ...plain } = patch;
        Object.assign(provider, plain);
        if (client_secret) provider.has_client_secret = true;
      },
      call: () => instance.updateSsoProvider(key, patch),
      commit: (d, provider) => {
        const index = d.ssoProviders.findIndex((p) => p.key === key);
        if (index >= 0) d.ssoProviders[index] = provider;
      },
    }),
    deleteSsoProvider: (key) => mutate(store, {
      key: `sso-provider:${key}`,
      apply: (d) => {
        const index = d.ssoProviders.findIndex((p) => p.key === key);
        if (index >= 0) d.ssoProviders.splice(index, 1);
      },
      call: () => instance.deleteSsoProvider(key),
    }),
    signOutAdmin: () => write('instance/signOut', () => auth.signOut(), (d) => {
      const { instanceInfo, instanceInfoStatus } = d;
      Object.assign(d, initialInstanceState(), { instanceInfo, instanceInfoStatus });
      d.currentUser = undefined;
      d.currentUserStatus = 'signed-out';
      d.profile = undefined;
      d.profileStatus = 'idle';
    }, SPEC_TEXT.signOutFailed),
  };
}
