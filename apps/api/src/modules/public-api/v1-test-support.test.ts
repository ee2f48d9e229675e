import { API_V1_PREFIX, ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addV1Member, newApiKey, v1Context, v1Request } from './v1.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('v1 test support', () => {
  it('mints working keys for the owner and added members', async () => {
    const ctx = await v1Context(t, { project: true });
    expect(ctx.project?.id).toBeDefined();
    const me = await v1Request(t, ctx, 'GET', `${API_V1_PREFIX}/users/me/`);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(ctx.userId);
    const guest = await addV1Member(t, ctx, ROLE.GUEST, { projectRole: ROLE.GUEST });
    const res = await v1Request(t, guest, 'GET', `${API_V1_PREFIX}/users/me/`);
    expect(res.json().id).toBe(guest.userId);
    const expired = await newApiKey(t, ctx.userId, ctx.workspaceId, { expiredAt: new Date(Date.now() - 1000) });
    expect((await v1Request(t, expired, 'GET', `${API_V1_PREFIX}/users/me/`)).statusCode).toBe(401);
  });
});
