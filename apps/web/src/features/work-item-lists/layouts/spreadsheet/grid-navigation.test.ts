import { moveCell } from './grid-navigation';

const bounds = { rows: 100, cols: 5, pageRows: 10 };

describe('moveCell', () => {
  it('moves by one with the arrows and stops at the edges', () => {
    expect(moveCell({ row: 3, col: 2 }, 'ArrowDown', bounds)).toEqual({ row: 4, col: 2 });
    expect(moveCell({ row: 3, col: 2 }, 'ArrowUp', bounds)).toEqual({ row: 2, col: 2 });
    expect(moveCell({ row: 0, col: 2 }, 'ArrowUp', bounds)).toEqual({ row: -1, col: 2 });
    expect(moveCell({ row: -1, col: 2 }, 'ArrowUp', bounds)).toEqual({ row: -1, col: 2 });
    expect(moveCell({ row: 99, col: 2 }, 'ArrowDown', bounds)).toEqual({ row: 99, col: 2 });
    expect(moveCell({ row: 3, col: 0 }, 'ArrowLeft', bounds)).toEqual({ row: 3, col: 0 });
    expect(moveCell({ row: 3, col: 4 }, 'ArrowRight', bounds)).toEqual({ row: 3, col: 4 });
    expect(moveCell({ row: 3, col: 3 }, 'ArrowRight', bounds)).toEqual({ row: 3, col: 4 });
  });

  it('jumps with Home, End and the page keys', () => {
    expect(moveCell({ row: 3, col: 2 }, 'Home', bounds)).toEqual({ row: 3, col: 0 });
    expect(moveCell({ row: 3, col: 2 }, 'End', bounds)).toEqual({ row: 3, col: 4 });
    expect(moveCell({ row: 3, col: 2 }, 'Home', bounds, true)).toEqual({ row: -1, col: 0 });
    expect(moveCell({ row: 3, col: 2 }, 'End', bounds, true)).toEqual({ row: 99, col: 4 });
    expect(moveCell({ row: 3, col: 2 }, 'PageDown', bounds)).toEqual({ row: 13, col: 2 });
    expect(moveCell({ row: 95, col: 2 }, 'PageDown', bounds)).toEqual({ row: 99, col: 2 });
    expect(moveCell({ row: 3, col: 2 }, 'PageUp', bounds)).toEqual({ row: -1, col: 2 });
  });

  it('keeps to the header in an empty grid and ignores other keys', () => {
    const empty = { rows: 0, cols: 3, pageRows: 10 };
    expect(moveCell({ row: -1, col: 1 }, 'ArrowDown', empty)).toEqual({ row: -1, col: 1 });
    expect(moveCell({ row: -1, col: 1 }, 'End', empty, true)).toEqual({ row: -1, col: 2 });
    expect(moveCell({ row: 1, col: 1 }, 'a', bounds)).toBeNull();
    expect(moveCell({ row: 1, col: 1 }, 'Enter', bounds)).toBeNull();
  });
});
