// Time tracking (issue 17): the constants and texts, apart from the schemas so that importing a text does not bring
// zod into the web app's start-up bundle (B8).

/** The most one log may hold: a whole day (the table's check constraint). */
export const TIME_LOG_MAX_MINUTES = 1440;
/** The longest note on a log. */
export const TIME_LOG_DESCRIPTION_MAX = 1000;
/** How many items a summary lists (largest totals first). */
export const TIME_LOG_SUMMARY_ITEMS_MAX = 100;

/** The API's messages for time tracking. */
export const TIME_TRACKING_TEXT = {
  disabled: 'Time tracking is off for this project: a project admin can turn it on in the project settings (Features)',
  timeLogNotFound: 'Time log not found',
  notYours: 'Only the person who logged this time or a project admin may change it',
  duration: 'Log between 1 minute and 24 hours',
  future: 'The day cannot be after tomorrow',
} as const;

/** Machine codes of the time-tracking errors. */
export const TIME_TRACKING_ERROR_CODE = {
  TIME_TRACKING_DISABLED: 'TIME_TRACKING_DISABLED',
  TIME_LOG_NOT_FOUND: 'TIME_LOG_NOT_FOUND',
  TIME_LOG_NOT_YOURS: 'TIME_LOG_NOT_YOURS',
} as const;
