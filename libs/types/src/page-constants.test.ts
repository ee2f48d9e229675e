import { canCreatePage, pageAbilities, ROLE, type PageAbilities, type PageAbilityInput } from './index';

// The editing rules of spec §5 and the permissions table of §6 as one table: role (the highest project role across
// the page's projects; null = in none of them) × owner or not × public or private × locked × archived → abilities.

const ME = 'user-me';
const OTHER = 'user-other';
type Row = [label: string, role: number | null, owner: boolean, access: 'public' | 'private', locked: boolean, archived: boolean, expected: string];

// expected: the abilities that are true, in the order read edit content dup fav manage ('-' = none).
const table: Row[] = [
  // Public pages: members and admins edit; guests read; the owner or an admin manages.
  ['public, guest', ROLE.GUEST, false, 'public', false, false, 'read'],
  ['public, guest who owns it (demoted)', ROLE.GUEST, true, 'public', false, false, 'read manage'],
  ['public, member', ROLE.MEMBER, false, 'public', false, false, 'read edit content dup fav'],
  ['public, member owner', ROLE.MEMBER, true, 'public', false, false, 'read edit content dup fav manage'],
  ['public, admin', ROLE.ADMIN, false, 'public', false, false, 'read edit content dup fav manage'],
  ['public, not in any of its projects', null, false, 'public', false, false, '-'],
  ['public, owner no longer in its projects', null, true, 'public', false, false, '-'],
  // Private pages: the owner only — admins included see nothing.
  ['private, owner member', ROLE.MEMBER, true, 'private', false, false, 'read edit content dup fav manage'],
  ['private, owner guest', ROLE.GUEST, true, 'private', false, false, 'read edit content manage'],
  ['private, another member', ROLE.MEMBER, false, 'private', false, false, '-'],
  ['private, admin not owner', ROLE.ADMIN, false, 'private', false, false, '-'],
  ['private, guest not owner', ROLE.GUEST, false, 'private', false, false, '-'],
  // Locked or archived: properties stay editable by editors, the content does not.
  ['public locked, member', ROLE.MEMBER, false, 'public', true, false, 'read edit dup fav'],
  ['public archived, member', ROLE.MEMBER, false, 'public', false, true, 'read edit dup fav'],
  ['public locked, admin', ROLE.ADMIN, false, 'public', true, false, 'read edit dup fav manage'],
  ['private archived, owner', ROLE.MEMBER, true, 'private', false, true, 'read edit dup fav manage'],
  ['public locked and archived, owner', ROLE.MEMBER, true, 'public', true, true, 'read edit dup fav manage'],
  ['public locked, guest', ROLE.GUEST, false, 'public', true, false, 'read'],
];

const NAMES: Array<[keyof PageAbilities, string]> = [['read', 'read'], ['edit', 'edit'], ['editContent', 'content'], ['duplicate', 'dup'], ['favorite', 'fav'], ['manage', 'manage']];

function abilitiesOf(a: PageAbilities): string {
  const on = NAMES.filter(([key]) => a[key]).map(([, name]) => name);
  return on.length ? on.join(' ') : '-';
}

describe('pageAbilities (spec §5, §6)', () => {
  it.each(table)('%s', (_label, role, owner, access, locked, archived, expected) => {
    const input: PageAbilityInput = {
      role,
      userId: ME,
      page: { owned_by: owner ? ME : OTHER, access, is_locked: locked, archived_at: archived ? '2026-01-01T00:00:00.000Z' : null },
    };
    expect(abilitiesOf(pageAbilities(input))).toBe(expected);
  });

  it('a page without an owner is managed by admins only', () => {
    const page = { owned_by: null, access: 'public' as const, is_locked: false, archived_at: null };
    expect(pageAbilities({ role: ROLE.MEMBER, userId: ME, page }).manage).toBe(false);
    expect(pageAbilities({ role: ROLE.ADMIN, userId: ME, page }).manage).toBe(true);
  });

  it('an archived_at given as a Date counts as archived', () => {
    const page = { owned_by: ME, access: 'public' as const, is_locked: false, archived_at: new Date() };
    expect(pageAbilities({ role: ROLE.ADMIN, userId: ME, page }).editContent).toBe(false);
  });
});

describe('canCreatePage (spec §5: member or admin)', () => {
  it.each([
    [ROLE.ADMIN, true],
    [ROLE.MEMBER, true],
    [ROLE.GUEST, false],
    [null, false],
  ])('role %s → %s', (role, expected) => {
    expect(canCreatePage(role)).toBe(expected);
  });
});
