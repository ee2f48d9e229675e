/**
 * The BCP 47 locale Intl (dates, numbers, plural rules) needs for one of our language codes: the spec's 'ua' is
 * Ukrainian, whose code is 'uk'; the others are already valid.
 */
export function intlLocaleOf(code: string): string {
  return code === 'ua' ? 'uk' : code;
}
