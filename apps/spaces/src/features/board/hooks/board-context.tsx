import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PublicLabel, PublicPerson, PublicState } from '@cairn/types';
import { useSpacesStore } from '@cairn/state';

/** What every layout needs to show an item: names of states, labels and people, the project key, how to open an item. */
export interface BoardLookups {
  identifier: string;
  statesById: Record<string, PublicState>;
  /** States in board order (by group, then sequence). */
  orderedStates: PublicState[];
  labelsById: Record<string, PublicLabel>;
  membersById: Record<string, PublicPerson>;
  votesShown: boolean;
  openItem(id: string): void;
}

const BoardContext = createContext<BoardLookups | null>(null);

const GROUP_ORDER = ['backlog', 'unstarted', 'started', 'completed', 'cancelled'];

const byId = <T extends { id: string }>(rows: readonly T[]) => Object.fromEntries(rows.map((r) => [r.id, r])) as Record<string, T>;

/** Provides the lookups from the store at the board's root. */
export function BoardLookupsProvider({ openItem, children }: { openItem: (id: string) => void; children: ReactNode }) {
  const identifier = useSpacesStore((s) => s.boardMeta?.project.identifier ?? '');
  const states = useSpacesStore((s) => s.boardStates);
  const labels = useSpacesStore((s) => s.boardLabels);
  const members = useSpacesStore((s) => s.boardMembers);
  const votesShown = useSpacesStore((s) => s.boardSettings?.is_votes_enabled ?? false);
  const value = useMemo<BoardLookups>(() => ({
    identifier,
    statesById: byId(states),
    orderedStates: [...states].sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group) || a.sequence - b.sequence),
    labelsById: byId(labels),
    membersById: byId(members),
    votesShown,
    openItem,
  }), [identifier, states, labels, members, votesShown, openItem]);
  return <BoardContext.Provider value={value}>{children}</BoardContext.Provider>;
}

/** The board's lookups (inside BoardLookupsProvider). */
export function useBoardLookups(): BoardLookups {
  const value = useContext(BoardContext);
  if (!value) throw new Error('useBoardLookups must be used inside <BoardLookupsProvider>.');
  return value;
}
