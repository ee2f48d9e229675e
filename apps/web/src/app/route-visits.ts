import { visitRoute, type WebStore } from '@cairn/state';

interface RouterState {
  location: { pathname: string; search: string };
}

/** The part of the app's router this needs (createAppRouter's). */
export interface RouterLike {
  state: RouterState;
  subscribe(subscriber: (state: RouterState) => void): () => void;
}

/**
 * An in-app visit brings its screen's data in one round trip (issue 11; the page load's boot, applied to the router):
 * whenever the path changes, the store's visitRoute decides whether the new route lacks what it loads first and, if
 * so, asks GET /api/boot/?scope=route for it — synchronously, before React renders the new route, so the screen's own
 * GETs wait for that answer instead of going out as a wave. A change of the query alone (a peek, a tab) is no visit.
 * Answers the unsubscribe function.
 */
export function followRouteVisits(router: RouterLike, store: WebStore): () => void {
  let last = router.state.location.pathname;
  return router.subscribe((state) => {
    const { pathname, search } = state.location;
    if (pathname === last) return;
    last = pathname;
    visitRoute(store, `${pathname}${search}`);
  });
}
