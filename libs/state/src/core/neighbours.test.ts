import { hasPosition, resolveNeighbours } from './neighbours';

const [a, b, c] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const siblings = [a, b, c];

describe('resolveNeighbours', () => {
  it.each([
    ['both given', { beforeId: 'a', afterId: 'b' }, { before: a, after: b }],
    ['only before: after is the next one', { beforeId: 'b' }, { before: b, after: c }],
    ['only before, the last: nothing after', { beforeId: 'c' }, { before: c, after: undefined }],
    ['only after: before is the previous one', { afterId: 'b' }, { before: a, after: b }],
    ['only after, the first: nothing before', { afterId: 'a' }, { before: undefined, after: a }],
    ['explicit null keeps that side empty', { beforeId: null, afterId: 'b' }, { before: undefined, after: b }],
  ])('%s', (_name, target, expected) => {
    expect(resolveNeighbours(siblings, target)).toEqual(expected);
  });

  it('answers undefined for an id that is not a sibling', () => {
    expect(resolveNeighbours(siblings, { beforeId: 'x' })).toBeUndefined();
    expect(resolveNeighbours(siblings, { afterId: 'x' })).toBeUndefined();
  });

  it('counts only ids as a position', () => {
    expect(hasPosition({})).toBe(false);
    expect(hasPosition({ beforeId: null, afterId: null })).toBe(false);
    expect(hasPosition({ afterId: 'a' })).toBe(true);
  });
});
