import { isTypingTarget } from './typing-target';

// The one shortcut registry (issue 17): every key the app binds is listed here, the shortcut modal is generated from
// this list, and the listener (use-shortcuts.ts) only fires ids from it — the modal cannot drift from what is bound.

/** The groups the shortcut modal shows. */
export type ShortcutGroup = 'general' | 'navigation' | 'lists';

/** The ids of every app-wide shortcut. */
export type ShortcutId =
  | 'palette'
  | 'search'
  | 'create_work_item'
  | 'shortcuts'
  | 'go_inbox'
  | 'go_projects'
  | 'go_cycles'
  | 'go_modules'
  | 'go_home'
  | 'go_views'
  | 'go_analytics'
  | 'list_next'
  | 'list_previous'
  | 'list_open';

/** One binding: a single key (with Mod = Ctrl or ⌘), or a two-key sequence (g then i). */
export interface ShortcutDefinition {
  id: ShortcutId;
  group: ShortcutGroup;
  /** The keys in order; 'Mod' is Ctrl (⌘ on Apple systems). A sequence has two plain keys. */
  keys: readonly string[];
  /** i18n key of its description (namespace shortcuts). */
  labelKey: string;
}

/** How long the second key of a sequence may wait (ms). */
export const SEQUENCE_TIMEOUT_MS = 1000;

/** Every shortcut, in the order the modal lists them. */
export const SHORTCUTS: readonly ShortcutDefinition[] = [
  { id: 'palette', group: 'general', keys: ['Mod', 'k'], labelKey: 'shortcuts.palette' },
  { id: 'search', group: 'general', keys: ['/'], labelKey: 'shortcuts.search' },
  { id: 'create_work_item', group: 'general', keys: ['c'], labelKey: 'shortcuts.create_work_item' },
  { id: 'shortcuts', group: 'general', keys: ['?'], labelKey: 'shortcuts.show_shortcuts' },
  { id: 'go_home', group: 'navigation', keys: ['g', 'h'], labelKey: 'shortcuts.go_home' },
  { id: 'go_inbox', group: 'navigation', keys: ['g', 'i'], labelKey: 'shortcuts.go_inbox' },
  { id: 'go_projects', group: 'navigation', keys: ['g', 'p'], labelKey: 'shortcuts.go_projects' },
  { id: 'go_cycles', group: 'navigation', keys: ['g', 'c'], labelKey: 'shortcuts.go_cycles' },
  { id: 'go_modules', group: 'navigation', keys: ['g', 'm'], labelKey: 'shortcuts.go_modules' },
  { id: 'go_views', group: 'navigation', keys: ['g', 'v'], labelKey: 'shortcuts.go_views' },
  { id: 'go_analytics', group: 'navigation', keys: ['g', 'a'], labelKey: 'shortcuts.go_analytics' },
  { id: 'list_next', group: 'lists', keys: ['j'], labelKey: 'shortcuts.list_next' },
  { id: 'list_previous', group: 'lists', keys: ['k'], labelKey: 'shortcuts.list_previous' },
  { id: 'list_open', group: 'lists', keys: ['Enter'], labelKey: 'shortcuts.list_open' },
];

/** The groups in the modal's order with their i18n titles. */
export const SHORTCUT_GROUPS: ReadonlyArray<{ id: ShortcutGroup; labelKey: string }> = [
  { id: 'general', labelKey: 'shortcuts.group_general' },
  { id: 'navigation', labelKey: 'shortcuts.group_navigation' },
  { id: 'lists', labelKey: 'shortcuts.group_lists' },
];

/** Whether ⌘ stands for Mod (Apple systems). */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** How a key is printed in <kbd>. */
export function keyLabel(key: string, apple = isApplePlatform()): string {
  if (key === 'Mod') return apple ? '⌘' : 'Ctrl';
  if (key === 'Enter') return '↵';
  return key.length === 1 ? key.toUpperCase() : key;
}

/** Whether a dialog (other than a popover) is open: plain-key shortcuts then belong to it. */
export function isDialogOpen(doc: Document = document): boolean {
  return doc.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** The state of the key matcher between presses (a pending "g"). */
export interface MatcherState {
  pending?: { key: string; at: number };
}

/** What a key press means: a shortcut id to run, or nothing. */
export function matchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target' | 'repeat'>,
  state: MatcherState,
  now: number,
  options: { dialogOpen: boolean; enabled?: (id: ShortcutId) => boolean },
): ShortcutId | undefined {
  const enabled = options.enabled ?? (() => true);
  const key = event.key;
  const mod = event.ctrlKey || event.metaKey;
  // Never inside text fields (the editor owns Mod+K for links there) nor over a dialog (it owns its keys; Esc is its own).
  if (isTypingTarget(event.target) || options.dialogOpen) {
    state.pending = undefined;
    return undefined;
  }
  if (mod && !event.altKey && !event.shiftKey) {
    state.pending = undefined;
    const hit = SHORTCUTS.find((s) => s.keys.length === 2 && s.keys[0] === 'Mod' && s.keys[1] === key.toLowerCase());
    return hit && enabled(hit.id) ? hit.id : undefined;
  }
  if (event.altKey || mod || event.repeat) return undefined;
  const pending = state.pending;
  state.pending = undefined;
  if (pending && now - pending.at <= SEQUENCE_TIMEOUT_MS) {
    const seq = SHORTCUTS.find((s) => s.keys.length === 2 && s.keys[0] === pending.key && s.keys[1] === key.toLowerCase());
    if (seq && enabled(seq.id)) return seq.id;
  }
  const lower = key.length === 1 ? key.toLowerCase() : key;
  if (SHORTCUTS.some((s) => s.keys.length === 2 && s.keys[0] === lower && s.keys[0] !== 'Mod')) {
    state.pending = { key: lower, at: now };
    return undefined;
  }
  // '?' and '/' are typed as themselves (shift is part of '?'); letters match case-insensitively.
  const single = SHORTCUTS.find((s) => s.keys.length === 1 && (s.keys[0] === key || s.keys[0] === lower));
  if (!single || !enabled(single.id)) return undefined;
  if (single.keys[0].length === 1 && /[a-z]/.test(single.keys[0]) && event.shiftKey) return undefined;
  return single.id;
}
