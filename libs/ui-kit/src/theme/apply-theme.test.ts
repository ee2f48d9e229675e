import { applyTheme, resolveTheme } from './apply-theme';

type Listener = (event: MediaQueryListEvent) => void;

function fakeMatchMedia(initialDark: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    matches: initialDark,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  };
  window.matchMedia = jest.fn().mockReturnValue(query);
  return {
    listeners,
    setDark(dark: boolean) {
      query.matches = dark;
      listeners.forEach((l) => l({ matches: dark } as MediaQueryListEvent));
    },
  };
}

describe('applyTheme', () => {
  it('sets light and dark directly', () => {
    fakeMatchMedia(false);
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('resolves system from the OS and follows its changes', () => {
    const media = fakeMatchMedia(true);
    expect(resolveTheme('system')).toBe('dark');
    applyTheme('system');
    expect(document.documentElement.dataset.theme).toBe('dark');
    media.setDark(false);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('stops following the OS when another theme is applied', () => {
    const media = fakeMatchMedia(false);
    applyTheme('system');
    expect(media.listeners.size).toBe(1);
    applyTheme('light');
    expect(media.listeners.size).toBe(0);
    media.setDark(true);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('returns a function that stops following', () => {
    const media = fakeMatchMedia(false);
    const stop = applyTheme('system');
    stop();
    expect(media.listeners.size).toBe(0);
  });
});
