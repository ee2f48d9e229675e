// Test helpers of the peek and the request form: the spaces store over fake services with an open board, rendered in a router.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ReactNode } from 'react';
import type { PublicBoardSettings } from '@cairn/types';
import {
  SpacesStoreProvider, createFakeServices, createSpacesStore, fixtures, publicBoardFixtures as b, publicItemFixtures as f,
  type FakeServicesOverrides,
} from '@cairn/state';
import { ToastViewport } from '@cairn/ui-kit';
import { useSpacesStore } from '@cairn/state';

export { f, b };
export const ANCHOR = b.anchor;
export const ITEM = f.id(1);

function Toasts() {
  const toasts = useSpacesStore((s) => s.toasts);
  return <ToastViewport toasts={toasts.map(({ id, type, title, message }) => ({ id, type, title, message }))} onDismiss={() => undefined} />;
}

/** A spaces store whose board is open (settings, meta, lists from the fixtures), signed in or not. */
export function makeSpacesStore(options: { publicBoard?: FakeServicesOverrides['publicBoard']; settings?: Partial<PublicBoardSettings>; signedIn?: boolean } = {}) {
  let n = 0;
  const services = createFakeServices({ publicBoard: { workItem: jest.fn().mockResolvedValue(f.item()), ...options.publicBoard } });
  const store = createSpacesStore({ services, now: () => new Date('2026-01-02T12:00:00.000Z'), newId: () => `tmp-${++n}`, devtools: false });
  store.setState((d) => {
    d.boardAnchor = ANCHOR;
    d.boardStatus = 'ready';
    d.boardSettings = b.settings(options.settings);
    d.boardMeta = b.meta();
    d.boardStates = b.states;
    d.boardLabels = b.labels;
    d.boardMembers = b.members;
    d.boardCycles = [{ id: f.id(301), name: 'Sprint 4', start_date: null, end_date: null }];
    d.boardModules = [{ id: f.id(401), name: 'Theming', status: 'in-progress', start_date: null, target_date: null }];
    if (options.signedIn) {
      d.currentUser = { ...fixtures.user(), id: f.id(905), display_name: 'Me' };
      d.currentUserStatus = 'signed-in';
    } else {
      d.currentUserStatus = 'signed-out';
    }
  });
  return { store, services };
}

/** Renders `ui` at an app-relative path inside the store and a router (`pattern`: the route's path, for its params). */
export function renderIn(store: ReturnType<typeof makeSpacesStore>['store'], ui: ReactNode, path = `/issues/${ANCHOR}?peekId=${ITEM}`, pattern = '*') {
  return render(
    <SpacesStoreProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
        </Routes>
      </MemoryRouter>
      <Toasts />
    </SpacesStoreProvider>,
  );
}

/** The next_path a sign-in href carries. */
export const nextPathOf = (href: string | null) => new URLSearchParams((href ?? '').slice((href ?? '').indexOf('?'))).get('next_path');
