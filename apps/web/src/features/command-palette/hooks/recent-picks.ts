import { useCallback } from 'react';
import { useStoredValue } from '../../../shared/hooks/stored-value';

/** What the palette remembers of a pick: enough to show and open it again without a request. */
export interface RecentPick {
  /** Unique per entity: kind and id. */
  key: string;
  label: string;
  /** The identifier shown before the label (work items). */
  prefix?: string;
  path: string;
}

/** How many recent picks the empty palette shows. */
export const RECENT_PICKS_KEPT = 5;

const storageKey = (slug: string) => `cairn.command-palette.recent.${slug}`;

function parse(raw: string | null): RecentPick[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((v): v is RecentPick => typeof v === 'object' && v !== null && typeof v.key === 'string' && typeof v.label === 'string' && typeof v.path === 'string' && v.path.startsWith('/'))
      .slice(0, RECENT_PICKS_KEPT);
  } catch {
    return [];
  }
}

/** The workspace's recent palette picks (newest first, in localStorage) and a function that records one. */
export function useRecentPicks(slug: string): [RecentPick[], (pick: RecentPick) => void] {
  const [picks, setPicks] = useStoredValue<RecentPick[]>(storageKey(slug), parse, JSON.stringify);
  const remember = useCallback(
    (pick: RecentPick) => setPicks([pick, ...picks.filter((p) => p.key !== pick.key)].slice(0, RECENT_PICKS_KEPT)),
    [picks, setPicks],
  );
  return [picks, remember];
}
