import type { WebState } from '@cairn/state';
import { dropOf, END_OF_LIST } from './favorite-drop';

const f = (id: string, parent: string | null = null, is_folder = false) => ({ id, parent, is_folder });
const state = {
  favoritesById: { F: f('F', null, true), G: f('G', null, true), a: f('a'), b: f('b'), c: f('c', 'F'), d: f('d', 'F') },
  favoriteIdsBySlug: { ws: ['F', 'a', 'G', 'b'] },
  favoriteChildIdsByFolder: { F: ['c', 'd'], G: [] },
} as unknown as WebState;

describe('favorite drop places', () => {
  it.each([
    ['an entity on a folder: last inside it', 'a', 'F', { parent: 'F', index: 2 }],
    ['an entity on its own folder: nothing', 'c', 'F', null],
    ['on itself: nothing', 'a', 'a', null],
    ['up the same list: before the target', 'b', 'a', { parent: null, index: 1 }],
    ['down the same list: after the target', 'a', 'b', { parent: null, index: 3 }],
    ['out of a folder onto a top-level favorite: before it', 'c', 'b', { parent: null, index: 3 }],
    ['into a folder onto one of its favorites: before it', 'a', 'd', { parent: 'F', index: 1 }],
    ['a folder on a folder: its place at the top level', 'G', 'F', { parent: null, index: 0 }],
    ['a folder on a favorite inside a folder: that folder’s place', 'G', 'c', { parent: null, index: 0 }],
    ['anything on the end of the list: last at the top level', 'c', END_OF_LIST, { parent: null, index: 4 }],
  ])('%s', (_label, active, over, expected) => {
    expect(dropOf(state, 'ws', active, over)).toEqual(expected);
  });
});
