/** A cell of the spreadsheet grid: row -1 is the header row, columns count from 0. */
export interface CellPosition {
  row: number;
  col: number;
}

/** The grid's size for keyboard moves. */
export interface GridBounds {
  /** Body rows (the header row -1 comes on top of them). */
  rows: number;
  cols: number;
  /** Rows a Page Up / Page Down moves. */
  pageRows: number;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

/**
 * Where a navigation key moves the active cell (the WAI-ARIA grid keys): arrows by one, Home/End to the row's ends
 * (with Ctrl: the grid's first/last cell), Page Up/Down by a page. null: not a navigation key.
 */
export function moveCell(from: CellPosition, key: string, bounds: GridBounds, ctrl = false): CellPosition | null {
  const lastRow = bounds.rows - 1;
  const lastCol = Math.max(0, bounds.cols - 1);
  const row = (r: number) => clamp(r, -1, lastRow);
  switch (key) {
    case 'ArrowUp':
      return { row: row(from.row - 1), col: from.col };
    case 'ArrowDown':
      return { row: row(from.row + 1), col: from.col };
    case 'ArrowLeft':
      return { row: from.row, col: clamp(from.col - 1, 0, lastCol) };
    case 'ArrowRight':
      return { row: from.row, col: clamp(from.col + 1, 0, lastCol) };
    case 'Home':
      return ctrl ? { row: -1, col: 0 } : { row: from.row, col: 0 };
    case 'End':
      return ctrl ? { row: row(lastRow), col: lastCol } : { row: from.row, col: lastCol };
    case 'PageUp':
      return { row: row(from.row - bounds.pageRows), col: from.col };
    case 'PageDown':
      return { row: row(from.row + bounds.pageRows), col: from.col };
    default:
      return null;
  }
}
