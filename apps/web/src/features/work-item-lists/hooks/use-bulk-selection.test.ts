import { act, renderHook } from '@testing-library/react';
import { useBulkSelection } from './use-bulk-selection';

describe('useBulkSelection', () => {
  const render = (ids: readonly string[], key = 'project:1') =>
    renderHook((props: { ids: readonly string[]; key: string }) => useBulkSelection(props.ids, props.key), { initialProps: { ids, key } });

  it('toggles, selects ranges in display order from the last toggled id, and selects all loaded ids', () => {
    const { result } = render(['a', 'b', 'c', 'd']);
    act(() => result.current.onToggle('d', false));
    act(() => result.current.onToggle('b', true));
    expect([...result.current.selectedIds].sort()).toEqual(['b', 'c', 'd']);
    act(() => result.current.onToggle('b', false));
    expect([...result.current.selectedIds].sort()).toEqual(['c', 'd']);
    act(() => result.current.onToggleAll());
    expect(result.current.allSelected).toBe(true);
    act(() => result.current.onToggleAll());
    expect(result.current.selectedIds.size).toBe(0);
  });

  it('drops ids that leave the list and clears when the context changes', () => {
    const { result, rerender } = render(['a', 'b', 'c']);
    act(() => result.current.onToggleAll());
    rerender({ ids: ['a', 'c'], key: 'project:1' });
    expect([...result.current.selectedIds]).toEqual(['a', 'c']);
    expect(result.current.allSelected).toBe(true);
    rerender({ ids: ['a', 'c'], key: 'project:2' });
    expect(result.current.selectedIds.size).toBe(0);
  });
});
