import { assumeHttps, httpUrlSchema } from './common.schema';
import { workItemUrlSchema } from './work-item.schema';

describe('links typed without a scheme', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  www.example.org/a?b=1#c ', 'https://www.example.org/a?b=1#c'],
    ['localhost:3000/x', 'https://localhost:3000/x'],
    ['docs.example.com:8443', 'https://docs.example.com:8443'],
    ['//cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
  ])('%s is taken as https', (typed, stored) => {
    expect(assumeHttps(typed)).toBe(stored);
    expect(httpUrlSchema.parse(typed)).toBe(stored);
    expect(workItemUrlSchema.parse(typed)).toBe(stored);
  });

  it.each(['javascript:alert(1)', 'mailto:a@b.c', 'http://x.test', 'not a link', 'word', 'user@example.com', ''])('%j is left as typed', (typed) => {
    expect(assumeHttps(typed)).toBe(typed);
  });

  it('still refuses other schemes and text that is no link', () => {
    expect(httpUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(workItemUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(workItemUrlSchema.safeParse('word').success).toBe(false);
    expect(workItemUrlSchema.parse('mailto:a@b.c')).toBe('mailto:a@b.c');
  });
});
