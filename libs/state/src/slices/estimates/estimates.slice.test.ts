import { ApiError } from '@cairn/services';
import { PROJECT_TEXT } from '@cairn/types';
import type { EstimatePoint } from '@cairn/types';
import { fixtures } from '../../testing/fixtures';
import type { FakeServicesOverrides } from '../../testing/fake-services';
import { deferred, makeStore } from '../../testing/test-store.test-util';
import { ESTIMATE_POINTS_NEED_PAYLOAD } from './estimates.slice';
import {
  selectActiveEstimate, selectArchivedEstimates, selectEstimatePoints, selectProjectEstimates, selectWorkspaceEstimates,
} from './estimates.selectors';

const SLUG = 'ws-1';
const P = fixtures.projectLite(1).id;
const e1 = fixtures.estimate(1);
const e2 = fixtures.estimate(2);
const e3 = fixtures.estimate(3, { last_used: true });
const refused = () => new ApiError(403, { error: 'Not allowed', error_code: 'FORBIDDEN' });

async function storeWithEstimates(estimates: FakeServicesOverrides['estimates'] = {}) {
  const made = makeStore({ estimates: { list: async () => [e1, e3, e2], ...estimates } });
  await made.store.getState().loadProjectEstimates(SLUG, P);
  return made;
}
const ids = (list: readonly { id: string }[]) => list.map((x) => x.id);

describe('estimates slice', () => {
  it('answers the active estimate and the archived ones newest first', async () => {
    const { store } = await storeWithEstimates();
    expect(ids(selectProjectEstimates(store.getState(), P))).toEqual([e3.id, e2.id, e1.id]);
    expect(selectActiveEstimate(store.getState(), P)?.id).toBe(e3.id);
    expect(ids(selectArchivedEstimates(store.getState(), P))).toEqual([e2.id, e1.id]);
    expect(selectArchivedEstimates(store.getState(), P)).toBe(selectArchivedEstimates(store.getState(), P));
    expect(selectEstimatePoints(store.getState(), e1.id).map((p) => p.key)).toEqual([1, 2]);
    expect(selectEstimatePoints(store.getState(), 'none')).toEqual([]);
  });

  it("shows 'Error fetching estimates' when a load fails", async () => {
    const { store } = makeStore({ estimates: { list: () => Promise.reject(new ApiError(500)), listWorkspace: () => Promise.reject(new ApiError(500)) } });
    await expect(store.getState().loadProjectEstimates(SLUG, P)).resolves.toBeUndefined();
    await store.getState().loadWorkspaceEstimates(SLUG);
    expect(store.getState().estimatesStatusByProject[P]).toBe('error');
    expect(store.getState().toasts.map((t) => t.title)).toEqual([PROJECT_TEXT.estimatesFetchError, PROJECT_TEXT.estimatesFetchError]);
  });

  it('loads the workspace estimates', async () => {
    const { store } = makeStore({ estimates: { listWorkspace: async () => [e1, e2] } });
    await store.getState().loadWorkspaceEstimates(SLUG);
    expect(selectWorkspaceEstimates(store.getState(), SLUG)).toEqual([e1, e2]);
  });

  describe('points', () => {
    it('adds points after the server answers, ordered by key', async () => {
      const p0 = fixtures.estimatePoint(50, { key: 0, value: '0', estimate: e1.id });
      const createPoints = jest.fn(async () => ({ ...e1, points: [...e1.points, p0] }));
      const { store } = await storeWithEstimates({ createPoints });
      await store.getState().createEstimatePoints(SLUG, P, e1.id, [{ key: 0, value: '0' }]);
      expect(createPoints).toHaveBeenCalledWith(SLUG, P, e1.id, [{ key: 0, value: '0' }]);
      expect(selectEstimatePoints(store.getState(), e1.id).map((p) => p.value)).toEqual(['0', '1', '2']);
    });

    it('adds nothing when the server refuses the points', async () => {
      const { store } = await storeWithEstimates({ createPoints: () => Promise.reject(new ApiError(409, { error: PROJECT_TEXT.estimatePointsDuplicate, error_code: 'ESTIMATE_POINTS_DUPLICATE' })) });
      await expect(store.getState().createEstimatePoints(SLUG, P, e1.id, [{ key: 1, value: '1' }])).rejects.toMatchObject({ status: 409 });
      expect(selectEstimatePoints(store.getState(), e1.id)).toEqual(e1.points);
      expect(store.getState().toasts).toMatchObject([{ title: PROJECT_TEXT.estimatePointsDuplicate }]);
    });

    it('needs an estimate id and a payload (spec §5)', async () => {
      const createPoints = jest.fn();
      const { store } = await storeWithEstimates({ createPoints });
      await expect(store.getState().createEstimatePoints(SLUG, P, '', [{ key: 1, value: '1' }])).rejects.toThrow(ESTIMATE_POINTS_NEED_PAYLOAD);
      await expect(store.getState().createEstimatePoints(SLUG, P, e1.id, [])).rejects.toThrow(ESTIMATE_POINTS_NEED_PAYLOAD);
      expect(createPoints).not.toHaveBeenCalled();
    });

    it('updates a point at once, takes the server version, and rolls back on failure', async () => {
      const [first] = e1.points;
      const answer = deferred<EstimatePoint>();
      const updatePoint = jest.fn().mockReturnValueOnce(answer.promise).mockRejectedValueOnce(refused());
      const { store } = await storeWithEstimates({ updatePoint });
      const pending = store.getState().updateEstimatePoint(SLUG, P, e1.id, first.id, { value: 'XS' });
      expect(selectEstimatePoints(store.getState(), e1.id)[0].value).toBe('XS');
      answer.resolve({ ...first, value: 'XS', updated_at: 'later' });
      await pending;
      expect(selectEstimatePoints(store.getState(), e1.id)[0]).toMatchObject({ value: 'XS', updated_at: 'later' });
      await expect(store.getState().updateEstimatePoint(SLUG, P, e1.id, first.id, { value: 'XL' })).rejects.toMatchObject({ status: 403 });
      expect(selectEstimatePoints(store.getState(), e1.id).map((p) => p.value)).toEqual(['XS', '2']);
    });

    it('deletes a point at once and puts it back when refused', async () => {
      const [first, second] = e1.points;
      const deletePoint = jest.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce(undefined);
      const { store } = await storeWithEstimates({ deletePoint });
      const pending = store.getState().deleteEstimatePoint(SLUG, P, e1.id, first.id);
      expect(selectEstimatePoints(store.getState(), e1.id)).toEqual([second]);
      await expect(pending).rejects.toMatchObject({ status: 403 });
      expect(selectEstimatePoints(store.getState(), e1.id)).toEqual([first, second]);
      await store.getState().deleteEstimatePoint(SLUG, P, e1.id, first.id);
      expect(deletePoint).toHaveBeenLastCalledWith(SLUG, P, e1.id, first.id);
      expect(selectEstimatePoints(store.getState(), e1.id)).toEqual([second]);
    });

    it('refuses an unknown point before calling the server', async () => {
      const updatePoint = jest.fn();
      const { store } = await storeWithEstimates({ updatePoint });
      await expect(store.getState().updateEstimatePoint(SLUG, P, e1.id, 'nope', { value: '3' })).rejects.toThrow(PROJECT_TEXT.estimatePointNotFound);
      expect(updatePoint).not.toHaveBeenCalled();
    });
  });
});
