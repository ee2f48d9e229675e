import { ApiError } from '@cairn/services';
import { PROJECT_TEXT } from '@cairn/types';
import type { Estimate } from '@cairn/types';
import { fixtures } from '../testing/fixtures';
import type { FakeServicesOverrides } from '../testing/fake-services';
import { deferred, makeStore } from '../testing/test-store.test-util';
import { selectActiveEstimate, selectArchivedEstimates, selectEstimate, selectProjectEstimates } from '../slices/estimates/estimates.selectors';
import { selectProject } from '../slices/projects/projects.selectors';

const SLUG = 'ws-1';
const project = fixtures.project(1, { estimate: fixtures.id(803) });
const P = project.id;
const e1 = fixtures.estimate(1);
const e2 = fixtures.estimate(2);
const e3 = fixtures.estimate(3, { last_used: true });
const refused = () => new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' });

async function storeWithEstimates(estimates: FakeServicesOverrides['estimates'] = {}) {
  const made = makeStore({ estimates: { list: async () => [e1, e3, e2], ...estimates }, projects: { get: async () => project } });
  await made.store.getState().loadProject(SLUG, P);
  await made.store.getState().loadProjectEstimates(SLUG, P);
  return made;
}
const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);
const projectEstimate = (store: Awaited<ReturnType<typeof storeWithEstimates>>['store']) => selectProject(store.getState(), P)?.estimate;

describe('estimate cross actions', () => {
  it('creates an estimate that becomes the active one, archiving the previous', async () => {
    const e4 = fixtures.estimate(4, { last_used: true });
    const create = jest.fn(async () => e4);
    const { store } = await storeWithEstimates({ create });
    const body = { estimate: { name: 'Estimate 4', type: 'points' }, estimate_points: [{ key: 1, value: '1' }] };
    await expect(store.getState().createEstimate(SLUG, P, body)).resolves.toEqual(e4);
    expect(create).toHaveBeenCalledWith(SLUG, P, body);
    expect(selectActiveEstimate(store.getState(), P)?.id).toBe(e4.id);
    expect(ids(selectArchivedEstimates(store.getState(), P))).toEqual([e3.id, e2.id, e1.id]);
    expect(projectEstimate(store)).toBe(e4.id);
  });

  it("shows 'Error creating estimate' and adds nothing when the create fails", async () => {
    const { store } = await storeWithEstimates({ create: () => Promise.reject(new ApiError(400, { error: 'Invalid', error_code: 'VALIDATION_ERROR' })) });
    await expect(store.getState().createEstimate(SLUG, P, { estimate: { name: 'x', type: 'points' }, estimate_points: [{ key: 1, value: '1' }] })).rejects.toBeInstanceOf(ApiError);
    expect(selectProjectEstimates(store.getState(), P)).toHaveLength(3);
    expect(selectActiveEstimate(store.getState(), P)?.id).toBe(e3.id);
    expect(store.getState().toasts).toMatchObject([{ title: PROJECT_TEXT.estimateCreateError }]);
    expect(projectEstimate(store)).toBe(e3.id);
  });

  it('updates at once (activating one archives the others) and rolls back on failure', async () => {
    const answer = deferred<Estimate>();
    const update = jest.fn().mockReturnValueOnce(answer.promise).mockRejectedValueOnce(refused());
    const { store } = await storeWithEstimates({ update });
    const pending = store.getState().updateEstimate(SLUG, P, e1.id, { name: 'Sizes', last_used: true });
    expect(selectActiveEstimate(store.getState(), P)).toMatchObject({ id: e1.id, name: 'Sizes' });
    expect(projectEstimate(store)).toBe(e1.id);
    answer.resolve({ ...e1, name: 'Sizes', last_used: true });
    await pending;
    expect(ids(selectArchivedEstimates(store.getState(), P))).toEqual([e3.id, e2.id]);
    await expect(store.getState().updateEstimate(SLUG, P, e2.id, { last_used: true })).rejects.toMatchObject({ status: 403 });
    expect(selectActiveEstimate(store.getState(), P)?.id).toBe(e1.id);
    expect(ids(selectProjectEstimates(store.getState(), P).filter((e) => e.last_used))).toEqual([e1.id]);
    expect(projectEstimate(store)).toBe(e1.id);
  });

  it("deletes at once and restores with 'Error deleting estimate' when refused", async () => {
    const remove = jest.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce(undefined);
    const { store } = await storeWithEstimates({ delete: remove });
    const pending = store.getState().deleteEstimate(SLUG, P, e2.id);
    expect(ids(selectProjectEstimates(store.getState(), P))).toEqual([e3.id, e1.id]);
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(ids(selectProjectEstimates(store.getState(), P))).toEqual([e3.id, e2.id, e1.id]);
    expect(store.getState().toasts).toMatchObject([{ title: PROJECT_TEXT.estimateDeleteError }]);
    await store.getState().deleteEstimate(SLUG, P, e2.id);
    expect(selectEstimate(store.getState(), e2.id)).toBeUndefined();
  });

  it('deleting the active estimate clears the project estimate, and a failure puts it back', async () => {
    const remove = jest.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce(undefined);
    const { store } = await storeWithEstimates({ delete: remove });
    const pending = store.getState().deleteEstimate(SLUG, P, e3.id);
    expect(projectEstimate(store)).toBeNull();
    expect(selectActiveEstimate(store.getState(), P)).toBeUndefined();
    await expect(pending).rejects.toMatchObject({ status: 403 });
    expect(projectEstimate(store)).toBe(e3.id);
    expect(selectActiveEstimate(store.getState(), P)?.id).toBe(e3.id);
    await store.getState().deleteEstimate(SLUG, P, e3.id);
    expect(projectEstimate(store)).toBeNull();
  });
});
