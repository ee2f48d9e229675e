import { createWebStore } from '@cairn/state';
import type { Services } from '@cairn/services';
import { followRouteVisits, type RouterLike } from './route-visits';

/** A router whose location the test moves, as a navigation would. */
function fakeRouter(pathname: string) {
  const subscribers = new Set<(state: RouterLike['state']) => void>();
  const router: RouterLike & { go(pathname: string, search?: string): void } = {
    state: { location: { pathname, search: '' } },
    subscribe: (fn) => {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    go(next, search = '') {
      router.state = { location: { pathname: next, search } };
      for (const fn of subscribers) fn(router.state);
    },
  };
  return router;
}

describe('followRouteVisits', () => {
  it('asks the store to visit each new path (with its query), not the first one, nor a change of the query alone', () => {
    const store = createWebStore({ services: {} as Services, now: () => new Date(), newId: () => 'id', devtools: false });
    const visitRoute = jest.fn(() => false);
    store.setState({ visitRoute });
    const router = fakeRouter('/acme/projects');
    const stop = followRouteVisits(router, store);
    router.go('/acme/projects', '?tab=archived');
    expect(visitRoute).not.toHaveBeenCalled();
    router.go('/acme/projects/p1/issues', '?peekId=i1');
    router.go('/acme/projects/p1/issues', '');
    router.go('/acme/browse/ACME-1');
    expect(visitRoute.mock.calls).toEqual([['/acme/projects/p1/issues?peekId=i1'], ['/acme/browse/ACME-1']]);
    stop();
    router.go('/acme/projects');
    expect(visitRoute).toHaveBeenCalledTimes(2);
  });
});
