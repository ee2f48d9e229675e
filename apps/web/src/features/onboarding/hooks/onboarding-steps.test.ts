import { currentOnboardingScreen, onboardingSequence } from './onboarding-steps';

const none = { profile_complete: false, workspace_create: false, workspace_invite: false, workspace_join: false };

describe('onboarding step order', () => {
  it('goes profile → create → invite when nobody invited the user', () => {
    expect(onboardingSequence(none, { hasInvites: false })).toEqual(['profile_complete', 'workspace_create', 'workspace_invite']);
  });

  it('offers joining instead of creating when invitations wait', () => {
    expect(onboardingSequence(none, { hasInvites: true })).toEqual(['profile_complete', 'workspace_join']);
  });

  it('lets an invited user create a workspace instead', () => {
    expect(onboardingSequence(none, { hasInvites: true, preferCreate: true })).toEqual(['profile_complete', 'workspace_create', 'workspace_invite']);
  });

  it('resumes at the first step not done', () => {
    expect(currentOnboardingScreen(none, { hasInvites: false })).toBe('profile_complete');
    expect(currentOnboardingScreen({ ...none, profile_complete: true }, { hasInvites: false })).toBe('workspace_create');
    expect(currentOnboardingScreen({ ...none, profile_complete: true }, { hasInvites: true })).toBe('workspace_join');
    expect(currentOnboardingScreen({ ...none, profile_complete: true, workspace_create: true }, { hasInvites: true })).toBe('workspace_invite');
  });

  it('is complete after the invite step, or after joining', () => {
    expect(currentOnboardingScreen({ ...none, profile_complete: true, workspace_create: true, workspace_invite: true }, { hasInvites: false })).toBeNull();
    expect(currentOnboardingScreen({ ...none, profile_complete: true, workspace_join: true }, { hasInvites: false })).toBeNull();
  });
});
