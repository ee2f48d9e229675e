import { ROLE } from '@cairn/types';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PAST, seedCycle, type SeedCycleInput } from '../../cycles/cycles.test-support';
import { seedModule } from '../../modules/modules.test-support';
import { addV1Member, resetV1RateLimits, type V1Caller } from '../v1.test-support';
import { call, projectUrl, seedItem, seedPlanningWorld, type PlanningWorld } from './planning.v1.test-support';

// Every v1 cycle and module route × every caller, with explicit deny rows: guests read; members and admins write;
// members delete only what they created; a workspace member outside the project 403; another workspace's key on this
// slug 403; no key 401. (Intake roles: intake.v1.test.ts.)

type Who = 'owner' | 'projAdmin' | 'member' | 'guest' | 'outsider' | 'foreignKey' | 'anonymous';
const WHO: Who[] = ['owner', 'projAdmin', 'member', 'guest', 'outsider', 'foreignKey', 'anonymous'];

let t: TestApp;
let w: PlanningWorld;
let projAdmin: V1Caller;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedPlanningWorld(t);
  projAdmin = await addV1Member(t, w.ctx, ROLE.MEMBER, { projectRole: ROLE.ADMIN });
}, 60_000);
beforeEach(async () => {
  await resetV1RateLimits(t);
});
afterAll(async () => {
  await t.close();
});

const denied = { outsider: 403, foreignKey: 403, anonymous: 401 } as const;
const readers = (ok: number): Record<Who, number> => ({ owner: ok, projAdmin: ok, member: ok, guest: ok, ...denied });
const writers = (ok: number): Record<Who, number> => ({ ...readers(ok), guest: 403 });
/** Deleting what the owner created: admins only. */
const adminsOnly = (ok: number): Record<Who, number> => ({ ...writers(ok), member: 403 });

const headersOf = (who: Who): Record<string, string> => {
  switch (who) {
    case 'owner': return w.ctx.headers;
    case 'projAdmin': return projAdmin.headers;
    case 'member': return w.member.headers;
    case 'guest': return w.guest.headers;
    case 'outsider': return w.outsider.headers;
    case 'foreignKey': return w.foreign.headers;
    case 'anonymous': return {};
  }
};

const url = (rest: string) => `${projectUrl(w)}/${rest}`;
const scope = (createdBy: string) => ({ workspaceId: w.ctx.workspaceId, projectId: w.ctx.project.id, createdBy });
const cycle = (extra: Partial<SeedCycleInput> = {}) => seedCycle(t, { ...scope(w.ctx.userId), ...extra });
const item = () => seedItem(t, w);
const inCycle = async (cycleId: string) => {
  const i = await item();
  await t.query('UPDATE work_items SET cycle_id = $1 WHERE id = $2', [cycleId, i.id]);
  return i;
};

interface Row {
  name: string;
  expect: Record<Who, number>;
  request: () => Promise<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; body?: unknown }>;
}

const rows: Row[] = [
  { name: 'GET cycles/', expect: readers(200), request: async () => ({ method: 'GET', url: url('cycles/') }) },
  { name: 'GET cycles-lite/', expect: readers(200), request: async () => ({ method: 'GET', url: url('cycles-lite/') }) },
  { name: 'POST cycles/', expect: writers(201), request: async () => ({ method: 'POST', url: url('cycles/'), body: { name: 'Draft' } }) },
  { name: 'GET cycles/{id}/', expect: readers(200), request: async () => ({ method: 'GET', url: url(`cycles/${(await cycle()).id}/`) }) },
  { name: 'PATCH cycles/{id}/', expect: writers(200), request: async () => ({ method: 'PATCH', url: url(`cycles/${(await cycle()).id}/`), body: { name: 'New' } }) },
  {
    name: "DELETE cycles/{id}/ (the member's own)",
    expect: writers(204),
    request: async () => ({ method: 'DELETE', url: url(`cycles/${(await cycle({ createdBy: w.member.userId })).id}/`) }),
  },
  { name: "DELETE cycles/{id}/ (the owner's)", expect: adminsOnly(204), request: async () => ({ method: 'DELETE', url: url(`cycles/${(await cycle()).id}/`) }) },
  { name: 'GET archived-cycles/', expect: readers(200), request: async () => ({ method: 'GET', url: url('archived-cycles/') }) },
  { name: 'POST cycles/{id}/archive/', expect: writers(204), request: async () => ({ method: 'POST', url: url(`cycles/${(await cycle(PAST)).id}/archive/`) }) },
  {
    name: 'DELETE archived-cycles/{id}/unarchive/',
    expect: writers(204),
    request: async () => ({ method: 'DELETE', url: url(`archived-cycles/${(await cycle({ ...PAST, archived: true })).id}/unarchive/`) }),
  },
  {
    name: 'POST cycle-issues/',
    expect: writers(201),
    request: async () => ({ method: 'POST', url: url(`cycles/${(await cycle()).id}/cycle-issues/`), body: { issues: [(await item()).id] } }),
  },
  {
    name: 'DELETE cycle-issues/{id}/',
    expect: writers(204),
    request: async () => {
      const c = await cycle();
      return { method: 'DELETE', url: url(`cycles/${c.id}/cycle-issues/${(await inCycle(c.id)).id}/`) };
    },
  },
  {
    name: 'POST transfer-issues/',
    expect: writers(200),
    request: async () => {
      const from = await cycle(PAST);
      await inCycle(from.id);
      return { method: 'POST', url: url(`cycles/${from.id}/transfer-issues/`), body: { new_cycle_id: (await cycle()).id } };
    },
  },

  { name: 'GET modules/', expect: readers(200), request: async () => ({ method: 'GET', url: url('modules/') }) },
  { name: 'GET modules-lite/', expect: readers(200), request: async () => ({ method: 'GET', url: url('modules-lite/') }) },
  { name: 'POST modules/', expect: writers(201), request: async () => ({ method: 'POST', url: url('modules/'), body: { name: 'M' } }) },
  { name: 'GET modules/{id}/', expect: readers(200), request: async () => ({ method: 'GET', url: url(`modules/${(await seedModule(t, scope(w.ctx.userId))).id}/`) }) },
  {
    name: 'PATCH modules/{id}/',
    expect: writers(200),
    request: async () => ({ method: 'PATCH', url: url(`modules/${(await seedModule(t, scope(w.ctx.userId))).id}/`), body: { status: 'paused' } }),
  },
  {
    name: "DELETE modules/{id}/ (the member's own)",
    expect: writers(204),
    request: async () => ({ method: 'DELETE', url: url(`modules/${(await seedModule(t, scope(w.member.userId))).id}/`) }),
  },
  {
    name: "DELETE modules/{id}/ (the owner's)",
    expect: adminsOnly(204),
    request: async () => ({ method: 'DELETE', url: url(`modules/${(await seedModule(t, scope(w.ctx.userId))).id}/`) }),
  },
  { name: 'GET archived-modules/', expect: readers(200), request: async () => ({ method: 'GET', url: url('archived-modules/') }) },
  {
    name: 'POST modules/{id}/archive/',
    expect: writers(204),
    request: async () => ({ method: 'POST', url: url(`modules/${(await seedModule(t, scope(w.ctx.userId))).id}/archive/`) }),
  },
  {
    name: 'DELETE archived-modules/{id}/unarchive/',
    expect: writers(204),
    request: async () => ({ method: 'DELETE', url: url(`archived-modules/${(await seedModule(t, scope(w.ctx.userId), { archived_at: new Date() })).id}/unarchive/`) }),
  },
  {
    name: 'POST module-issues/',
    expect: writers(201),
    request: async () => ({ method: 'POST', url: url(`modules/${(await seedModule(t, scope(w.ctx.userId))).id}/module-issues/`), body: { issues: [(await item()).id] } }),
  },
  {
    name: 'DELETE module-issues/{id}/',
    expect: writers(204),
    request: async () => {
      const m = await seedModule(t, scope(w.ctx.userId));
      const i = await item();
      await call(t, w.ctx, 'POST', url(`modules/${m.id}/module-issues/`), { issues: [i.id] });
      return { method: 'DELETE', url: url(`modules/${m.id}/module-issues/${i.id}/`) };
    },
  },
];

describe.each(rows)('$name', (row) => {
  it.each(WHO)('%s', async (who) => {
    const req = await row.request();
    const res = await t.app.inject({ method: req.method, url: req.url, headers: headersOf(who), ...(req.body !== undefined ? { payload: req.body as object } : {}) });
    expect({ who, status: res.statusCode }).toEqual({ who, status: row.expect[who] });
  });
});
