import type { PaletteCommand } from '../../../shared/keyboard/palette-command';
import { invitationCommands } from '../../invitations';
import { projectsCommands } from '../../projects';
import { settingsCommands } from '../../settings';
import { workItemsCommands } from '../../work-items';
import { workspaceCommands } from '../../workspace';

/** Every feature's "go to" entries (their commands.ts), once per destination, in sidebar order. */
export function navigationCommands(): readonly PaletteCommand[] {
  const seen = new Set<string>();
  const all = [...workspaceCommands, ...projectsCommands, ...workItemsCommands, ...settingsCommands, ...invitationCommands];
  return all.filter((c) => {
    const where = c.path('~');
    if (seen.has(where)) return false;
    seen.add(where);
    return true;
  });
}

/** Whether a command's label (in the user's language) or keywords hold the typed text. */
export function commandMatches(label: string, keywords: readonly string[] | undefined, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (q === '') return true;
  return label.toLowerCase().includes(q) || (keywords ?? []).some((k) => k.toLowerCase().includes(q));
}
