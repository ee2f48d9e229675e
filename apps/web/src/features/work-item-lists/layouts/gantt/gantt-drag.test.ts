import { datesPatch, draggedDates, keyboardDrag, pixelsToDays } from './gantt-drag';

const range = { start_date: '2025-03-03', target_date: '2025-03-05' };

describe('gantt drags', () => {
  it('rounds pixels to whole days', () => {
    expect(pixelsToDays(29, 20)).toBe(1);
    expect(pixelsToDays(9, 20)).toBe(0);
    expect(pixelsToDays(-9, 20)).toBe(0);
    expect(pixelsToDays(-31, 20)).toBe(-2);
    expect(pixelsToDays(11, 5)).toBe(2);
    expect(pixelsToDays(90, 60)).toBe(2);
  });

  it('moves both dates', () => {
    expect(draggedDates(range, 'move', 2)).toEqual({ start_date: '2025-03-05', target_date: '2025-03-07' });
    expect(draggedDates(range, 'move', -3)).toEqual({ start_date: '2025-02-28', target_date: '2025-03-02' });
    expect(draggedDates({ start_date: '2025-03-03', target_date: null }, 'move', 1)).toEqual({ start_date: '2025-03-04', target_date: null });
    expect(draggedDates({ start_date: null, target_date: '2025-03-31' }, 'move', 1)).toEqual({ start_date: null, target_date: '2025-04-01' });
    expect(draggedDates({ start_date: null, target_date: null }, 'move', 1)).toEqual({ start_date: null, target_date: null });
  });

  it('resizes one edge without crossing the other', () => {
    expect(draggedDates(range, 'start', -2)).toEqual({ start_date: '2025-03-01', target_date: '2025-03-05' });
    expect(draggedDates(range, 'start', 5)).toEqual({ start_date: '2025-03-05', target_date: '2025-03-05' });
    expect(draggedDates(range, 'end', 3)).toEqual({ start_date: '2025-03-03', target_date: '2025-03-08' });
    expect(draggedDates(range, 'end', -5)).toEqual({ start_date: '2025-03-03', target_date: '2025-03-03' });
    // One-date items grow into a range from their date.
    expect(draggedDates({ start_date: '2025-03-03', target_date: null }, 'end', 2)).toEqual({ start_date: '2025-03-03', target_date: '2025-03-05' });
    expect(draggedDates({ start_date: null, target_date: '2025-03-05' }, 'start', -1)).toEqual({ start_date: '2025-03-04', target_date: '2025-03-05' });
  });

  it('patches both dates only when something changed', () => {
    expect(datesPatch(range, range)).toBeNull();
    expect(datesPatch(range, draggedDates(range, 'move', 1))).toEqual({ start_date: '2025-03-04', target_date: '2025-03-06' });
    expect(datesPatch(range, draggedDates(range, 'end', -9))).toEqual({ start_date: '2025-03-03', target_date: '2025-03-03' });
  });

  it('maps keys to keyboard drags', () => {
    expect(keyboardDrag('ArrowRight', false)).toEqual({ mode: 'move', days: 1 });
    expect(keyboardDrag('ArrowLeft', false)).toEqual({ mode: 'move', days: -1 });
    expect(keyboardDrag('ArrowRight', true)).toEqual({ mode: 'end', days: 1 });
    expect(keyboardDrag('ArrowLeft', true)).toEqual({ mode: 'end', days: -1 });
    expect(keyboardDrag('ArrowUp', false)).toBeNull();
  });
});
