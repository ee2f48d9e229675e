import { LANGUAGES } from '@cairn/types';

/** The 19 interface languages with their native names (same list as LANGUAGES in @cairn/types). */
export const SUPPORTED_LANGUAGES = LANGUAGES;
