import { ApiError } from '@cairn/services';
import { INSTANCE_TEXT, SPEC_TEXT } from '@cairn/types';
import type { InstanceSettings } from '@cairn/types';
import { createAdminStore } from '../../core/create-admin-store';
import { createFakeServices, type FakeServicesOverrides } from '../../testing/fake-services';
import { fixtures } from '../../testing/fixtures';
import { deferred } from '../../testing/test-store.test-util';
import { instanceFixtures } from './instance.fixtures';
import { selectInstanceAdmins, selectInstanceSettings, selectIsInstanceAdmin, selectIsSetupDone, selectSsoProviders } from './instance.selectors';

function makeAdminStore(overrides: FakeServicesOverrides = {}) {
  let n = 0;
  const onError = jest.fn();
  const store = createAdminStore({ services: createFakeServices(overrides), now: () => new Date(1_700_000_000_000), newId: () => `id-${++n}`, onError });
  return { store, onError };
}

const refusal = (status: number, error: string) => new ApiError(status, { error, error_code: status === 400 ? 'VALIDATION_ERROR' : 'FORBIDDEN' });

describe('instance slice', () => {
  it('loads the info; a failure is only logged and marks the status', async () => {
    const ok = makeAdminStore({ instance: { getInfo: async () => instanceFixtures.info({ instance: { is_setup_done: false } }) } }).store;
    await ok.getState().loadInstanceInfo();
    expect(selectIsSetupDone(ok.getState())).toBe(false);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, onError } = makeAdminStore({ instance: { getInfo: () => Promise.reject(new ApiError(0)) } });
    await expect(store.getState().loadInstanceInfo()).resolves.toBeUndefined();
    expect(store.getState().instanceInfoStatus).toBe('error');
    expect(store.getState().toasts).toEqual([]);
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), { text: INSTANCE_TEXT.fetchFailed });
    warn.mockRestore();
  });

  it('asks users/me/instance-admin/, and a 403 from the admin API turns the console away', async () => {
    const { store } = makeAdminStore({
      users: { getInstanceAdmin: async () => ({ is_instance_admin: true }) },
      instance: { getSettings: () => Promise.reject(refusal(403, INSTANCE_TEXT.notInstanceAdmin)) },
    });
    await expect(store.getState().loadInstanceAdminCheck()).resolves.toBe(true);
    await store.getState().loadInstanceSettings();
    expect(selectIsInstanceAdmin(store.getState())).toBe(false);
    expect(store.getState().instanceSettingsStatus).toBe('error');
  });

  it('sets the instance up: the new admin is signed in and the info says set up', async () => {
    const user = fixtures.user();
    const setUp = jest.fn(async () => user);
    const { store } = makeAdminStore({ instance: { getInfo: async () => instanceFixtures.info({ instance: { is_setup_done: false } }), setUp } });
    await store.getState().loadInstanceInfo();
    const body = { first_name: 'Ada', last_name: 'L', email: 'ada@example.com', password: 'Str0ng!pass', instance_name: ' Acme ' };
    await store.getState().setUpInstance(body);
    expect(setUp).toHaveBeenCalledWith(body);
    expect(store.getState().currentUser).toEqual(user);
    expect(store.getState().currentUserStatus).toBe('signed-in');
    expect(selectIsInstanceAdmin(store.getState())).toBe(true);
    expect(store.getState().instanceInfo?.instance).toMatchObject({ is_setup_done: true, name: 'Acme' });
  });

  it('a refused set-up reports the server text and rethrows', async () => {
    const { store } = makeAdminStore({ instance: { setUp: () => Promise.reject(refusal(403, INSTANCE_TEXT.setupDone)) } });
    await expect(store.getState().setUpInstance({ first_name: 'A', email: 'a@b.co', password: 'x', instance_name: 'C' })).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().toasts).toMatchObject([{ title: INSTANCE_TEXT.setupDone }]);
    expect(store.getState().currentUser).toBeUndefined();
  });

  it('updates settings optimistically (secrets only as has_*) and takes the server answer', async () => {
    const answer = deferred<InstanceSettings>();
    const updateSettings = jest.fn(() => answer.promise);
    const { store } = makeAdminStore({
      instance: { getInfo: async () => instanceFixtures.info(), getSettings: async () => instanceFixtures.settings(), updateSettings },
    });
    await store.getState().loadInstanceInfo();
    await store.getState().loadInstanceSettings();
    const pending = store.getState().updateInstanceSettings({ is_signup_enabled: false, smtp_password: 'secret' });
    expect(selectInstanceSettings(store.getState())).toMatchObject({ is_signup_enabled: false, has_smtp_password: true });
    expect(selectInstanceSettings(store.getState())).not.toHaveProperty('smtp_password');
    const server = instanceFixtures.settings({ is_signup_enabled: false, has_smtp_password: true });
    answer.resolve(server);
    await pending;
    expect(selectInstanceSettings(store.getState())).toEqual(server);
    expect(store.getState().instanceInfo?.config.is_signup_enabled).toBe(false);
  });

  it('rolls a refused settings change back and shows the server message (last sign-in method)', async () => {
    const settings = instanceFixtures.settings({ is_magic_code_enabled: false });
    const { store } = makeAdminStore({
      instance: { getSettings: async () => settings, updateSettings: () => Promise.reject(refusal(400, INSTANCE_TEXT.lastMethod)) },
    });
    await store.getState().loadInstanceSettings();
    await expect(store.getState().updateInstanceSettings({ is_email_password_enabled: false })).rejects.toBeInstanceOf(ApiError);
    expect(selectInstanceSettings(store.getState())?.is_email_password_enabled).toBe(true);
    expect(store.getState().toasts).toMatchObject([{ type: 'error', title: INSTANCE_TEXT.lastMethod }]);
  });

  it('adds admins after the server, removes optimistically and rolls back the last one', async () => {
    const admins = [instanceFixtures.admin(1), instanceFixtures.admin(2)];
    const removeAdmin = jest.fn(async () => undefined);
    const { store } = makeAdminStore({
      instance: { listAdmins: async () => admins, addAdmin: async () => instanceFixtures.admin(3), removeAdmin },
    });
    await store.getState().loadInstanceAdmins();
    await store.getState().addInstanceAdmin('admin3@example.com');
    expect(selectInstanceAdmins(store.getState()).map((a) => a.email)).toEqual(['ada@example.com', 'admin2@example.com', 'admin3@example.com']);
    await store.getState().removeInstanceAdmin(admins[1].id);
    expect(removeAdmin).toHaveBeenCalledWith(admins[1].id);
    expect(selectInstanceAdmins(store.getState())).toHaveLength(2);

    const last = makeAdminStore({
      instance: { listAdmins: async () => [admins[0]], removeAdmin: () => Promise.reject(refusal(400, INSTANCE_TEXT.lastAdmin)) },
    }).store;
    await last.getState().loadInstanceAdmins();
    const removing = last.getState().removeInstanceAdmin(admins[0].id);
    expect(selectInstanceAdmins(last.getState())).toEqual([]);
    await expect(removing).rejects.toBeInstanceOf(ApiError);
    expect(selectInstanceAdmins(last.getState())).toEqual([admins[0]]);
    expect(last.getState().toasts).toMatchObject([{ title: INSTANCE_TEXT.lastAdmin }]);
  });

  it('lists and creates workspaces', async () => {
    const created = instanceFixtures.workspace(2);
    const { store } = makeAdminStore({ instance: { listWorkspaces: async () => [instanceFixtures.workspace(1)], createWorkspace: async () => created } });
    await store.getState().loadInstanceWorkspaces();
    await store.getState().createInstanceWorkspace({ name: 'Workspace 2', slug: 'ws-2', owner_email: 'ada@example.com' });
    expect(store.getState().instanceWorkspaces.map((w) => w.slug)).toEqual(['ws-2', 'ws-1']);
    const failing = makeAdminStore({ instance: { createWorkspace: () => Promise.reject(refusal(404, 'User not found')) } }).store;
    await expect(failing.getState().createInstanceWorkspace({ name: 'X', slug: 'x', owner_email: 'no@example.com' })).rejects.toBeInstanceOf(ApiError);
    expect(failing.getState().instanceWorkspaces).toEqual([]);
  });

  it('creates, updates and deletes SSO providers; a failed update or delete rolls back', async () => {
    const acme = instanceFixtures.ssoProvider();
    const { store } = makeAdminStore({
      instance: {
        listSsoProviders: async () => [acme],
        createSsoProvider: async (body) => ({ ...instanceFixtures.ssoProvider({ key: body.key, kind: body.kind, name: body.name }) }),
        updateSsoProvider: () => Promise.reject(new ApiError(500)),
        deleteSsoProvider: () => Promise.reject(new ApiError(500)),
      },
    });
    await store.getState().loadSsoProviders();
    await store.getState().createSsoProvider({
      key: 'google', kind: 'google', name: 'Google', enabled: true, issuer_url: 'https://accounts.google.com', client_id: 'c',
      client_secret: 's', scopes: 'openid email profile', allowed_domains: [],
    });
    expect(selectSsoProviders(store.getState()).map((p) => p.key)).toEqual(['acme', 'google']);
    const updating = store.getState().updateSsoProvider('acme', { enabled: false });
    expect(selectSsoProviders(store.getState())[0].enabled).toBe(false);
    await expect(updating).rejects.toBeInstanceOf(ApiError);
    expect(selectSsoProviders(store.getState())[0].enabled).toBe(true);
    await expect(store.getState().deleteSsoProvider('acme')).rejects.toBeInstanceOf(ApiError);
    expect(selectSsoProviders(store.getState()).map((p) => p.key)).toEqual(['acme', 'google']);
    expect(store.getState().toasts).toHaveLength(2);
  });

  it('sends a test mail and answers the server result', async () => {
    const result = { ok: false, message: 'connect ECONNREFUSED 127.0.0.1:2525' };
    const { store } = makeAdminStore({ instance: { sendTestEmail: async () => result } });
    await expect(store.getState().sendInstanceTestEmail('ada@example.com')).resolves.toEqual(result);
  });

  it('signs out: session and console data are forgotten; a failure keeps them with the spec text', async () => {
    const { store } = makeAdminStore({
      users: { getMe: async () => fixtures.user() }, auth: { signOut: async () => undefined },
      instance: { listAdmins: async () => [instanceFixtures.admin(1)] },
    });
    await store.getState().loadCurrentUser();
    await store.getState().loadInstanceAdmins();
    await store.getState().signOutAdmin();
    expect(store.getState().currentUserStatus).toBe('signed-out');
    expect(store.getState().instanceAdmins).toEqual([]);

    const failing = makeAdminStore({ users: { getMe: async () => fixtures.user() }, auth: { signOut: () => Promise.reject(new ApiError(500)) } }).store;
    await failing.getState().loadCurrentUser();
    await expect(failing.getState().signOutAdmin()).rejects.toBeInstanceOf(ApiError);
    expect(failing.getState().currentUserStatus).toBe('signed-in');
    expect(failing.getState().toasts).toMatchObject([{ title: SPEC_TEXT.signOutFailed }]);
  });
});
