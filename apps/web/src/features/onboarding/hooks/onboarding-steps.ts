import type { OnboardingStep } from '@cairn/types';

/** A screen of the onboarding flow, named after the profile step it completes. */
export type OnboardingScreen = 'profile_complete' | 'workspace_create' | 'workspace_join' | 'workspace_invite';

/** What the flow needs to know beyond the profile's step flags. */
export interface OnboardingContext {
  /** The user has pending workspace invitations. */
  hasInvites: boolean;
  /** The user chose to create a workspace although invitations are waiting. */
  preferCreate?: boolean;
}

/**
 * The order of screens: profile first, then joining (when invited) or creating a workspace, then inviting
 * co-workers to a workspace the user created. Someone who joined has nobody to invite yet, so the invite step is skipped.
 */
export function onboardingSequence(steps: OnboardingStep, ctx: OnboardingContext): OnboardingScreen[] {
  const joining = steps.workspace_join || (ctx.hasInvites && !ctx.preferCreate && !steps.workspace_create);
  return joining ? ['profile_complete', 'workspace_join'] : ['profile_complete', 'workspace_create', 'workspace_invite'];
}

/** The first screen not yet done, or null when the flow is complete and onboarding can be finished. */
export function currentOnboardingScreen(steps: OnboardingStep, ctx: OnboardingContext): OnboardingScreen | null {
  return onboardingSequence(steps, ctx).find((screen) => !steps[screen]) ?? null;
}
