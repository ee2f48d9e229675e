/** The background colours a sticky can take (stored by name in background_color; CSS maps each to a theme token). */
export const STICKY_COLORS = ['', 'gray', 'yellow', 'green', 'blue', 'purple', 'red'] as const;
/** One sticky colour ('' is the default surface). */
export type StickyColor = (typeof STICKY_COLORS)[number];

/** A stored colour the app knows, else the default (colours set elsewhere are not trusted as CSS). */
export function stickyColor(value: string | null | undefined): StickyColor {
  return (STICKY_COLORS as readonly string[]).includes(value ?? '') ? (value as StickyColor) : '';
}
