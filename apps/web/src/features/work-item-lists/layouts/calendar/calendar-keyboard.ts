import type { KeyboardCoordinateGetter, KeyboardSensorOptions } from '@dnd-kit/core';
import { addDays } from '@cairn/types';

const STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** The day a keyboard drag goes to from `day`: a day left/right, a week up/down; null for other keys. */
export function dayAfterKey(code: string, day: string): string | null {
  const step = STEP[code];
  return step ? addDays(day, step) : null;
}

/**
 * Keyboard drags jump from day cell to day cell (droppable ids are the days): the dragged card is centred on the
 * neighbouring day's cell. A day that is not on screen (outside the week shown) keeps the card where it is.
 */
export const calendarKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const current = context.over?.id ?? (context.active?.data.current as { day?: string } | undefined)?.day;
  if (typeof current !== 'string' || !(event.code in STEP)) return undefined;
  event.preventDefault();
  const target = dayAfterKey(event.code, current);
  const rect = target ? context.droppableRects.get(target) : undefined;
  if (!rect) return currentCoordinates;
  const width = context.collisionRect?.width ?? 0;
  const height = context.collisionRect?.height ?? 0;
  return { x: rect.left + rect.width / 2 - width / 2, y: rect.top + rect.height / 2 - height / 2 };
};

/** Space picks a card up; Space or Enter drops it; Escape cancels (Enter alone opens a card). */
export const calendarKeyboardCodes: NonNullable<KeyboardSensorOptions['keyboardCodes']> = {
  start: ['Space'],
  cancel: ['Escape'],
  end: ['Space', 'Enter'],
};
