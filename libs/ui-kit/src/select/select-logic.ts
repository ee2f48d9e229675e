/** The minimum an option needs for filtering and keyboard moves. */
interface FilterableOption {
  label: string;
  description?: string;
  disabled?: boolean;
}

/** Options whose label or description contains the query, case-insensitively. */
export function filterOptions<O extends FilterableOption>(options: ReadonlyArray<O>, query: string): O[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...options];
  return options.filter((o) => o.label.toLowerCase().includes(q) || (o.description?.toLowerCase().includes(q) ?? false));
}

/** The next enabled index from `from` in direction `step`, wrapping around; -1 when none is enabled. */
export function nextEnabledIndex(options: ReadonlyArray<FilterableOption>, from: number, step: 1 | -1): number {
  const n = options.length;
  if (n === 0) return -1;
  for (let i = 1; i <= n; i += 1) {
    const index = (((from + step * i) % n) + n) % n;
    if (!options[index].disabled) return index;
  }
  return -1;
}
