/** The onboarding area has no palette entries: it runs once, before the workspace exists. */
export const onboardingCommands: readonly never[] = [];
