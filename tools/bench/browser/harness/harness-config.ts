// What the bench script inlines into the comparator page (window.__B4_HARNESS__).

/** One row: the item's key and name and a few text cells. */
export interface HarnessRow {
  id: string;
  key: string;
  name: string;
  cells: string[];
}

/** A comparator run: the rows and the sizes of the layout it stands beside. */
export interface HarnessConfig {
  rows: HarnessRow[];
  /** px per row (the layout's row or card pitch). */
  rowHeight: number;
  /** The scroller's size in px (the layout's scroller). */
  width: number;
  height: number;
  /** Rows drawn beyond the view on each side (as the layout's virtualiser). */
  overscan: number;
}
