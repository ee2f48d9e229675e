import { keyLabel, matchShortcut, SEQUENCE_TIMEOUT_MS, SHORTCUTS, type MatcherState } from './shortcuts';
import { registerAppAction, runAppAction, hasAppAction } from './app-actions';

type Press = Partial<Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'repeat'>> & { target?: EventTarget | null };

function press(key: string, state: MatcherState, at: number, options: Press & { dialogOpen?: boolean } = {}) {
  const { dialogOpen = false, target = document.body, ...mods } = options;
  return matchShortcut({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, repeat: false, ...mods, target }, state, at, { dialogOpen });
}

describe('shortcut registry', () => {
  it('has unique ids and unique keys', () => {
    expect(new Set(SHORTCUTS.map((s) => s.id)).size).toBe(SHORTCUTS.length);
    expect(new Set(SHORTCUTS.map((s) => s.keys.join('+'))).size).toBe(SHORTCUTS.length);
  });

  it('opens the palette on Ctrl+K and Cmd+K, search on /, the modal on ?, create on c', () => {
    const s: MatcherState = {};
    expect(press('k', s, 0, { ctrlKey: true })).toBe('palette');
    expect(press('k', s, 0, { metaKey: true })).toBe('palette');
    expect(press('K', s, 0, { metaKey: true })).toBe('palette');
    expect(press('/', s, 0)).toBe('search');
    expect(press('?', s, 0, { shiftKey: true })).toBe('shortcuts');
    expect(press('c', s, 0)).toBe('create_work_item');
    expect(press('C', s, 0, { shiftKey: true })).toBeUndefined();
    expect(press('c', s, 0, { altKey: true })).toBeUndefined();
    expect(press('j', s, 0)).toBe('list_next');
    expect(press('k', s, 0)).toBe('list_previous');
    expect(press('Enter', s, 0)).toBe('list_open');
  });

  it('never fires inside text fields or rich text, nor over a dialog', () => {
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    const rich = document.createElement('div');
    rich.setAttribute('contenteditable', 'true');
    const inner = document.createElement('p');
    rich.appendChild(inner);
    document.body.append(input, area, rich);
    const s: MatcherState = {};
    for (const target of [input, area, inner]) {
      expect(press('k', s, 0, { ctrlKey: true, target })).toBeUndefined();
      expect(press('/', s, 0, { target })).toBeUndefined();
      expect(press('c', s, 0, { target })).toBeUndefined();
      expect(press('?', s, 0, { target })).toBeUndefined();
    }
    expect(press('k', s, 0, { metaKey: true, dialogOpen: true })).toBeUndefined();
    expect(press('c', s, 0, { dialogOpen: true })).toBeUndefined();
    document.body.replaceChildren();
  });

  it('runs a g-sequence when its second key comes within the timeout, else nothing', () => {
    const s: MatcherState = {};
    expect(press('g', s, 0)).toBeUndefined();
    expect(press('i', s, 500)).toBe('go_inbox');
    expect(press('g', s, 1000)).toBeUndefined();
    expect(press('c', s, 1000 + SEQUENCE_TIMEOUT_MS)).toBe('go_cycles');
    // Too late: the second key is its own press (i binds nothing alone).
    expect(press('g', s, 5000)).toBeUndefined();
    expect(press('p', s, 5000 + SEQUENCE_TIMEOUT_MS + 1)).toBeUndefined();
    // Too late for c: it creates instead of going to cycles.
    expect(press('g', s, 9000)).toBeUndefined();
    expect(press('c', s, 9000 + SEQUENCE_TIMEOUT_MS + 1)).toBe('create_work_item');
    for (const [key, id] of [['h', 'go_home'], ['p', 'go_projects'], ['m', 'go_modules'], ['v', 'go_views'], ['a', 'go_analytics']] as const) {
      press('g', s, 20_000);
      expect(press(key, s, 20_100)).toBe(id);
    }
  });

  it('drops a pending g when the next key is typed in a field', () => {
    const input = document.createElement('input');
    document.body.append(input);
    const s: MatcherState = {};
    press('g', s, 0);
    expect(press('i', s, 100, { target: input })).toBeUndefined();
    expect(press('i', s, 200)).toBeUndefined();
    document.body.replaceChildren();
  });

  it('prints keys for <kbd>', () => {
    expect(keyLabel('Mod', true)).toBe('⌘');
    expect(keyLabel('Mod', false)).toBe('Ctrl');
    expect(keyLabel('g', false)).toBe('G');
    expect(keyLabel('?', false)).toBe('?');
  });
});

describe('app actions', () => {
  it('runs the innermost registration; false when none or when it did nothing', () => {
    const outer = jest.fn();
    const inner = jest.fn(() => false);
    expect(runAppAction('create_work_item')).toBe(false);
    const offOuter = registerAppAction('create_work_item', outer);
    const offInner = registerAppAction('create_work_item', inner);
    expect(runAppAction('create_work_item')).toBe(false);
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    offInner();
    expect(runAppAction('create_work_item')).toBe(true);
    expect(outer).toHaveBeenCalledTimes(1);
    offOuter();
    expect(hasAppAction('create_work_item')).toBe(false);
  });
});
