// Mid-tone colours that read on both the light and the dark canvas (carets, name tags, presence rings).
const PRESENCE_PALETTE = ['#e5484d', '#f76b15', '#c28a00', '#30a46c', '#12a594', '#0090ff', '#6e56cf', '#d6409f'] as const;

/** The colour of a user in a shared page: always the same for the same id (FNV-1a over the id). */
export function presenceColor(userId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return PRESENCE_PALETTE[(hash >>> 0) % PRESENCE_PALETTE.length];
}

/** Every colour presenceColor may answer. */
export const PRESENCE_COLORS: readonly string[] = PRESENCE_PALETTE;
