import { isAllowedLinkUrl, sanitizeLinkUrl } from './link-url';

describe('sanitizeLinkUrl', () => {
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['http://example.com', 'http://example.com'],
    ['  https://example.com  ', 'https://example.com'],
    ['mailto:ada@example.com', 'mailto:ada@example.com'],
    ['example.com/docs', 'https://example.com/docs'],
    ['ada@example.com', 'mailto:ada@example.com'],
  ])('accepts %s', (input, expected) => {
    expect(sanitizeLinkUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'tel:123',
    '/relative/path',
    '#anchor',
    'not a url',
    '',
  ])('refuses %j', (input) => {
    expect(sanitizeLinkUrl(input)).toBeNull();
  });

  it('isAllowedLinkUrl only accepts URLs that need no fixing', () => {
    expect(isAllowedLinkUrl('https://example.com')).toBe(true);
    expect(isAllowedLinkUrl('example.com')).toBe(false);
    expect(isAllowedLinkUrl('javascript:alert(1)')).toBe(false);
  });
});
