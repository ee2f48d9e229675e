/**
 * A command-palette entry a feature offers in its commands.ts (issue 17): a place to go. The palette lists them under
 * "Go to", filtered by the typed text; `keywords` match too (not shown).
 */
export interface PaletteCommand {
  /** Unique across features. */
  id: string;
  /** i18n key of its label. */
  labelKey: string;
  /** Where it goes in the workspace. */
  path: (slug: string) => string;
  /** Extra words that find it (English; the label is matched in the user's language). */
  keywords?: readonly string[];
}
