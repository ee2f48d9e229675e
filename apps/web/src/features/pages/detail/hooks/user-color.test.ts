import { PRESENCE_COLORS, presenceColor } from './user-color';

describe('presenceColor', () => {
  it('gives the same user the same colour, from the palette', () => {
    const id = '0190f3a2-1111-7000-8000-000000000001';
    expect(presenceColor(id)).toBe(presenceColor(id));
    expect(PRESENCE_COLORS).toContain(presenceColor(id));
  });

  it('spreads different users over several colours', () => {
    const colours = new Set(Array.from({ length: 40 }, (_, i) => presenceColor(`user-${i}`)));
    expect(colours.size).toBeGreaterThan(4);
  });
});
