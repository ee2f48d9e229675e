import { mentionIds, sanitizeRichText, stripRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it.each([
    ['<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['<p><img src="https://x.example/a.png" onerror="alert(1)"></p>', '<p><img src="https://x.example/a.png" /></p>'],
    ['<p><img src="javascript:alert(1)"></p>', '<p></p>'],
    ['<p onclick="x()" style="color:red">t</p>', '<p>t</p>'],
    ['<iframe src="https://x.example"></iframe>', '<p></p>'],
    ['', '<p></p>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('keeps http(s) and mailto links only, whatever the case or leading spaces', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).not.toMatch(/href=/i);
    }
    expect(sanitizeRichText('<a href="https://ok.example">x</a>')).toBe('<a href="https://ok.example" rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeRichText('<a href="mailto:a@b.example">x</a>')).toContain('href="mailto:a@b.example"');
  });

  it('keeps our asset image paths and mention spans', () => {
    const id = '0193b6a2-7c1d-7000-8000-000000000001';
    expect(sanitizeRichText(`<img src="/api/assets/v2/files/${id}/">`)).toBe(`<img src="/api/assets/v2/files/${id}/" />`);
    expect(sanitizeRichText(`<span data-mention-id="${id}">@a</span>`)).toBe(`<span data-mention-id="${id}">@a</span>`);
  });
});

describe('stripRichText and mentionIds', () => {
  it('collapses text and finds unique mention ids', () => {
    expect(stripRichText('<p>One</p><p>Two&nbsp; <b>three</b></p>')).toBe('One Two three');
    const id = '0193B6A2-7C1D-7000-8000-000000000001';
    expect(mentionIds(`<span data-mention-id="${id}"></span><span data-mention-id="${id.toLowerCase()}"></span>`)).toEqual([id.toLowerCase()]);
  });

  it('keeps work-item mentions through the sanitizer and leaves them out of the member mentions', () => {
    const item = '0193b6a2-7c1d-7000-8000-000000000002';
    const html = `<p><span data-mention-id="${item}" data-mention-kind="work_item" data-href="/acme/browse/WR-5" class="ck-mention">WR-5</span></p>`;
    expect(sanitizeRichText(html)).toContain('data-mention-kind="work_item"');
    expect(sanitizeRichText(html)).toContain('data-href="/acme/browse/WR-5"');
    expect(mentionIds(html)).toEqual([]);
  });
});
