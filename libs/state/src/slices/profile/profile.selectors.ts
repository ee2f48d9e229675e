import type { OnboardingStep, Profile } from '@cairn/types';
import { DEFAULT_LANGUAGE, START_OF_WEEK } from '@cairn/types';
import type { WebState } from '../../core/types';

/** The profile, if loaded. */
export const selectProfile = (state: WebState): Profile | undefined => state.profile;
/** The theme choice (light, dark or system); system until the profile is loaded. */
export const selectThemeName = (state: WebState): Profile['theme']['theme'] => state.profile?.theme.theme ?? 'system';
/** The interface language; the default until the profile is loaded. */
export const selectLanguage = (state: WebState): Profile['language'] => state.profile?.language ?? DEFAULT_LANGUAGE;
/** First day of the week (0 = Sunday, the default). */
export const selectStartOfWeek = (state: WebState): number => state.profile?.start_of_the_week ?? START_OF_WEEK.SUNDAY;
/** The onboarding steps, if the profile is loaded. */
export const selectOnboardingSteps = (state: WebState): OnboardingStep | undefined => state.profile?.onboarding_step;
/** True when the user finished onboarding. */
export const selectIsOnboarded = (state: WebState): boolean => state.profile?.is_onboarded === true;
/** True when the product tour was completed. */
export const selectIsTourCompleted = (state: WebState): boolean => state.profile?.is_tour_completed === true;
