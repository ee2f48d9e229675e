import { EDGE_MAX_SPEED, EDGE_ZONE, edgeScrollSpeed } from './gantt-autoscroll';

describe('edgeScrollSpeed', () => {
  const left = 360;
  const right = 1200;
  it('is 0 away from the edges', () => {
    expect(edgeScrollSpeed(700, left, right)).toBe(0);
    expect(edgeScrollSpeed(left + EDGE_ZONE, left, right)).toBe(0);
    expect(edgeScrollSpeed(right - EDGE_ZONE, left, right)).toBe(0);
  });
  it('scrolls back near the left edge and on near the right, faster closer to the edge, capped past it', () => {
    expect(edgeScrollSpeed(left + EDGE_ZONE / 2, left, right)).toBe(-EDGE_MAX_SPEED / 2);
    expect(edgeScrollSpeed(left, left, right)).toBe(-EDGE_MAX_SPEED);
    expect(edgeScrollSpeed(left - 200, left, right)).toBe(-EDGE_MAX_SPEED);
    expect(edgeScrollSpeed(right - EDGE_ZONE / 2, left, right)).toBe(EDGE_MAX_SPEED / 2);
    expect(edgeScrollSpeed(right + 50, left, right)).toBe(EDGE_MAX_SPEED);
  });
  it('does not scroll a chart too narrow for two zones', () => {
    expect(edgeScrollSpeed(10, 0, EDGE_ZONE * 2 - 1)).toBe(0);
  });
});
