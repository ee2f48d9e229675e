/** @jest-environment jsdom */
import '../testing/jsdom-polyfills.test-util';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createWebStore } from '../core/create-web-store';
import { createFakeServices } from '../testing/fake-services';
import { fixtures } from '../testing/fixtures';
import { selectWorkspaces } from '../slices/workspaces/workspaces.selectors';
import { StoreProvider, useAppStore, useStoreApi } from './store-provider';

function makeStore() {
  return createWebStore({ services: createFakeServices({ workspaces: { listMine: async () => [fixtures.workspace(1)] } }), now: () => new Date(0), newId: () => 'x' });
}

function WorkspaceNames() {
  const workspaces = useAppStore(selectWorkspaces);
  return <ul>{workspaces.map((w) => <li key={w.id}>{w.name}</li>)}</ul>;
}

describe('StoreProvider', () => {
  it('re-renders readers when the state they select changes', async () => {
    const store = makeStore();
    render(<StoreProvider store={store}><WorkspaceNames /></StoreProvider>);
    expect(screen.queryByText('Workspace 1')).toBeNull();
    await act(() => store.getState().loadMyWorkspaces());
    expect(screen.getByText('Workspace 1')).toBeTruthy();
  });

  it('hands out the store itself for actions', () => {
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <StoreProvider store={store}>{children}</StoreProvider>;
    const { result } = renderHook(() => useStoreApi(), { wrapper });
    expect(result.current).toBe(store);
  });

  it('refuses to work outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAppStore((s) => s.toasts))).toThrow('inside <StoreProvider>');
  });
});
