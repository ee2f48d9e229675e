import { FAVORITE_SEQUENCE_GAP } from '@cairn/types';

// The favorite reorder rule (spec §9, gap 10000), computed on the client: between two neighbours the midpoint, at an
// end the neighbour ± the gap, alone the gap itself.

/**
 * The sequence for a favorite dropped at `index` of a list given by its neighbours' sequences in order (the moved
 * favorite itself left out).
 */
export function favoriteSequenceAt(sequences: readonly number[], index: number): number {
  const at = Math.max(0, Math.min(index, sequences.length));
  const before = at > 0 ? sequences[at - 1] : undefined;
  const after = at < sequences.length ? sequences[at] : undefined;
  if (before !== undefined && after !== undefined) return (before + after) / 2;
  if (before !== undefined) return before + FAVORITE_SEQUENCE_GAP;
  if (after !== undefined) return after - FAVORITE_SEQUENCE_GAP;
  return FAVORITE_SEQUENCE_GAP;
}

/** The sequence that puts a new favorite last in a list (max + the gap, as the server does). */
export function lastFavoriteSequence(sequences: readonly number[]): number {
  return sequences.length === 0 ? FAVORITE_SEQUENCE_GAP : Math.max(...sequences) + FAVORITE_SEQUENCE_GAP;
}
