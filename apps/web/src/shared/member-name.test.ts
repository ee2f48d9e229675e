import { memberName } from './member-name';

const user = { display_name: 'ux1', first_name: 'Ada', last_name: 'Lovelace', email: 'ux1@example.com' };

describe('memberName', () => {
  it('prefers the full name over a display name that is only the email\'s local part', () => {
    expect(memberName(user)).toBe('Ada Lovelace');
  });

  it('uses the first name alone, then the display name, then the email', () => {
    expect(memberName({ ...user, last_name: '' })).toBe('Ada');
    expect(memberName({ ...user, first_name: ' ', last_name: '' })).toBe('ux1');
    expect(memberName({ ...user, first_name: '', last_name: '', display_name: '' })).toBe('ux1@example.com');
    expect(memberName({ first_name: null, last_name: null, display_name: null, email: null })).toBe('');
  });
});
