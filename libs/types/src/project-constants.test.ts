import { DEFAULT_STATES, LABEL_COLOR_PRESETS, nextLabelColor } from './project-constants';

// WCAG relative luminance and contrast ratio, to hold the default state colours legible on both themes.
const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('DEFAULT_STATES colours', () => {
  // The canvas and surface colours of the light and dark themes (libs/ui-kit/src/styles/tokens.css).
  it.each(['#ffffff', '#15171c', '#1c1f25'])('each keeps ≥ 3:1 against %s', (background) => {
    for (const state of DEFAULT_STATES) expect({ state: state.name, ok: contrast(state.color, background) >= 3 }).toEqual({ state: state.name, ok: true });
  });

  it('the old Todo grey would fail on the dark canvas (the test can fail)', () => {
    expect(contrast('#3a3a3a', '#15171c')).toBeLessThan(3);
  });
});

describe('LABEL_COLOR_PRESETS', () => {
  it.each(['#ffffff', '#15171c', '#1c1f25'])('each keeps ≥ 3:1 against %s', (background) => {
    for (const color of LABEL_COLOR_PRESETS) expect({ color, ok: contrast(color, background) >= 3 }).toEqual({ color, ok: true });
  });

  it('the next colour is the first unused preset, then the least used', () => {
    expect(nextLabelColor([])).toBe(LABEL_COLOR_PRESETS[0]);
    expect(nextLabelColor(['#3B82F6', '#abcdef'])).toBe(LABEL_COLOR_PRESETS[1]);
    expect(nextLabelColor([...LABEL_COLOR_PRESETS, ...LABEL_COLOR_PRESETS.slice(0, 3)])).toBe(LABEL_COLOR_PRESETS[3]);
  });
});
