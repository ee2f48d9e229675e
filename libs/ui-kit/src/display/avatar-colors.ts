/**
 * Avatar backgrounds: twelve hues, each dark enough that white initials reach at least 4.8:1 (WCAG AA, checked in
 * avatar.test.tsx); the same in light and dark themes, since the initials sit on the colour, not on the page.
 */
export const AVATAR_COLORS = [
  '#cc4033', '#976826', '#6f761e', '#477e20', '#218329', '#207e57',
  '#217a83', '#3270c8', '#4033cc', '#8c33cc', '#c030b4', '#cc3373',
] as const;

/** The avatar colour of a seed (a user or workspace id): stable, and spread so that different ids rarely share one. */
export function avatarColor(seed: string): string {
  // FNV-1a: every character moves the hash, so ids that differ only in their tail still differ in colour.
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return AVATAR_COLORS[(hash >>> 0) % AVATAR_COLORS.length];
}
