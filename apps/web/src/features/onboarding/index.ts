export { onboardingSequence, currentOnboardingScreen } from './hooks/onboarding-steps';
export type { OnboardingScreen } from './hooks/onboarding-steps';
