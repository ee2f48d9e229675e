import { ROLE } from '@cairn/types';
import { leaveError, removalError, roleChangeError } from './members.policy';

// Rules that the routes cannot reach today (only admins change roles, so "above your own role" and demoting
// the last admin through PATCH need a second admin to exist) are checked here directly.
const base = { requesterMemberId: 'me', requesterRole: ROLE.ADMIN, targetMemberId: 'them', targetRole: ROLE.MEMBER, otherAdmins: 1 };

describe('roleChangeError', () => {
  it('allows an admin to set any role on someone else', () => {
    expect(roleChangeError({ ...base, newRole: ROLE.ADMIN })).toBeNull();
    expect(roleChangeError({ ...base, newRole: ROLE.GUEST })).toBeNull();
  });
  it('refuses your own role', () => {
    expect(roleChangeError({ ...base, targetMemberId: 'me', newRole: ROLE.GUEST })?.errorCode).toBe('CANNOT_CHANGE_SELF');
  });
  it('refuses raising above the requester or touching a higher role', () => {
    expect(roleChangeError({ ...base, requesterRole: ROLE.MEMBER, newRole: ROLE.ADMIN })?.status).toBe(403);
    expect(roleChangeError({ ...base, requesterRole: ROLE.MEMBER, targetRole: ROLE.ADMIN, newRole: ROLE.GUEST })?.status).toBe(403);
  });
  it('refuses demoting the last admin', () => {
    const err = roleChangeError({ ...base, targetRole: ROLE.ADMIN, otherAdmins: 0, newRole: ROLE.MEMBER });
    expect(err?.status).toBe(400);
    expect(err?.errorCode).toBe('LAST_WORKSPACE_ADMIN');
    expect(roleChangeError({ ...base, targetRole: ROLE.ADMIN, otherAdmins: 0, newRole: ROLE.ADMIN })).toBeNull();
  });
});

describe('removalError', () => {
  it('refuses yourself, higher roles and the last admin', () => {
    expect(removalError({ ...base })).toBeNull();
    expect(removalError({ ...base, targetMemberId: 'me' })?.errorCode).toBe('CANNOT_CHANGE_SELF');
    expect(removalError({ ...base, requesterRole: ROLE.MEMBER, targetRole: ROLE.ADMIN })?.status).toBe(403);
    expect(removalError({ ...base, targetRole: ROLE.ADMIN, otherAdmins: 0 })?.errorCode).toBe('LAST_WORKSPACE_ADMIN');
  });
});

describe('leaveError', () => {
  it('keeps the last admin in', () => {
    expect(leaveError({ role: ROLE.ADMIN, otherAdmins: 0 })?.errorCode).toBe('LAST_WORKSPACE_ADMIN');
    expect(leaveError({ role: ROLE.ADMIN, otherAdmins: 1 })).toBeNull();
    expect(leaveError({ role: ROLE.GUEST, otherAdmins: 0 })).toBeNull();
  });
});
