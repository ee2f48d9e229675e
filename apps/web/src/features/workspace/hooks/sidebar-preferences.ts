/** What the sidebar remembers per workspace: whether it is collapsed and which sections are folded. */
export interface SidebarPreferences {
  collapsed: boolean;
  sections: Record<string, boolean>;
}

const DEFAULTS: SidebarPreferences = { collapsed: false, sections: {} };

/** The localStorage key of one workspace's sidebar flags. */
export function sidebarStorageKey(workspaceSlug: string): string {
  return `cairn:sidebar:${workspaceSlug}`;
}

/** Reads the flags; anything unreadable falls back to an expanded sidebar. */
export function readSidebarPreferences(workspaceSlug: string, storage: Storage = window.localStorage): SidebarPreferences {
  try {
    const raw = storage.getItem(sidebarStorageKey(workspaceSlug));
    if (!raw) return DEFAULTS;
    const parsed = JSON.parse(raw) as Partial<SidebarPreferences>;
    const sections: Record<string, boolean> = {};
    if (parsed.sections && typeof parsed.sections === 'object') {
      for (const [key, value] of Object.entries(parsed.sections)) if (typeof value === 'boolean') sections[key] = value;
    }
    return { collapsed: parsed.collapsed === true, sections };
  } catch {
    return DEFAULTS;
  }
}

/** Stores the flags; a full or blocked storage only loses the preference. */
export function writeSidebarPreferences(workspaceSlug: string, prefs: SidebarPreferences, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(sidebarStorageKey(workspaceSlug), JSON.stringify(prefs));
  } catch {
    // Preferences are a convenience; private browsing may refuse them.
  }
}
