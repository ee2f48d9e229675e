import { htmlToPlainText, plainTextToHtml } from './comment-html';
import { relativeTime } from './relative-time';

describe('comment text ↔ HTML', () => {
  it('escapes everything and makes paragraphs and line breaks', () => {
    expect(plainTextToHtml('<script>alert("x")</script> & \'y\'')).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>');
    expect(plainTextToHtml('one\r\ntwo\n\n\n three ')).toBe('<p>one<br>two</p><p>three</p>');
    expect(plainTextToHtml('   \n\n ')).toBe('');
  });

  it('turns a comment back into editable text', () => {
    expect(htmlToPlainText('<p>one<br>two</p><p>three &amp; &lt;b&gt;</p>')).toBe('one\ntwo\n\nthree & <b>');
    expect(htmlToPlainText('plain <em>text</em>')).toBe('plain text');
    expect(htmlToPlainText(plainTextToHtml('a <b>\n\nc'))).toBe('a <b>\n\nc');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-01-02T12:00:00.000Z');
  it('says "just now" under a minute, then minutes, hours, days', () => {
    expect(relativeTime('2026-01-02T11:59:30.000Z', now, 'en', 'just now')).toBe('just now');
    expect(relativeTime('2026-01-02T11:55:00.000Z', now, 'en', 'just now')).toBe('5 minutes ago');
    expect(relativeTime('2026-01-02T09:00:00.000Z', now, 'en', 'just now')).toBe('3 hours ago');
    expect(relativeTime('2026-01-01T12:00:00.000Z', now, 'en', 'just now')).toBe('yesterday');
    expect(relativeTime('not a date', now, 'en', 'just now')).toBe('not a date');
  });
});
