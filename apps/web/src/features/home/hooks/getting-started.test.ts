import { pendingStartSteps } from './getting-started';

describe('getting started', () => {
  it.each([
    [{ hasProject: false, hasTeammates: false, canInvite: true, hasProfile: false }, ['projects', 'invite', 'profile']],
    [{ hasProject: true, hasTeammates: false, canInvite: true, hasProfile: false }, ['invite', 'profile']],
    [{ hasProject: true, hasTeammates: true, canInvite: true, hasProfile: false }, ['profile']],
    [{ hasProject: true, hasTeammates: true, canInvite: true, hasProfile: true }, []],
    [{ hasProject: false, hasTeammates: false, canInvite: false, hasProfile: true }, ['projects']],
    [{ hasProject: undefined, hasTeammates: undefined, canInvite: true, hasProfile: undefined }, []],
  ])('%j → %j', (facts, steps) => {
    expect(pendingStartSteps(facts)).toEqual(steps);
  });
});
