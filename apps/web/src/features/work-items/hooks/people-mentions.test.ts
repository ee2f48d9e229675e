import { peopleMentions } from './people-mentions';

describe('peopleMentions', () => {
  const people = [
    { id: 'a', name: 'Ada Lovelace', avatarUrl: null },
    { id: 'b', name: 'Grace Hopper', avatarUrl: '/g.png' },
  ];

  it('finds members whose name contains the query, case-insensitively', async () => {
    expect(await peopleMentions(people).search('HOP')).toEqual([{ id: 'b', label: 'Grace Hopper', avatarUrl: '/g.png' }]);
  });

  it('offers everyone for an empty query', async () => {
    expect((await peopleMentions(people).search('')).map((o) => o.id)).toEqual(['a', 'b']);
  });
});
