/** A getting-started step. */
export type StartStep = 'projects' | 'invite' | 'profile';

/** What decides which getting-started steps are still to do; `undefined` = not known yet (the step stays hidden). */
export interface StartFacts {
  hasProject: boolean | undefined;
  /** Another member or a pending invitation. */
  hasTeammates: boolean | undefined;
  /** Only admins can invite; for others the step is not theirs to do. */
  canInvite: boolean;
  /** A first name or an avatar. */
  hasProfile: boolean | undefined;
}

/** The steps still to do, in order (a step disappears once done; none → the block is hidden). */
export function pendingStartSteps(facts: StartFacts): StartStep[] {
  const steps: StartStep[] = [];
  if (facts.hasProject === false) steps.push('projects');
  if (facts.canInvite && facts.hasTeammates === false) steps.push('invite');
  if (facts.hasProfile === false) steps.push('profile');
  return steps;
}
