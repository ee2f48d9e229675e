import { useMemo } from 'react';
import { useT } from '@cairn/i18n';
import type { PublicState } from '@cairn/types';
import { useSpacesStore } from '@cairn/state';
import { useBoardLookups } from '../hooks/board-context';

/** One state group of a grouped page, in board order. */
export interface StateGroupModel {
  key: string;
  name: string;
  state: PublicState | undefined;
  ids: string[];
  total: number;
}

/** The grouped page's groups in the board's state order (groups the server answered but the board does not name last). */
export function useStateGroups(): StateGroupModel[] {
  const { t } = useT();
  const { orderedStates, statesById } = useBoardLookups();
  const page = useSpacesStore((s) => s.boardPage);
  return useMemo(() => {
    if (!page || page.grouped_by === null) return [];
    const keys = [...orderedStates.map((s) => s.id).filter((id) => page.groups[id]), ...page.groupOrder.filter((k) => !statesById[k])];
    return keys.map((key) => {
      const group = page.groups[key];
      const state = statesById[key];
      return { key, state, name: state?.name ?? t('spaces.board.no_state'), ids: group?.ids ?? [], total: group?.total_results ?? 0 };
    });
  }, [page, orderedStates, statesById, t]);
}
