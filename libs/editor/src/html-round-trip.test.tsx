import { act, screen } from '@testing-library/react';
import { renderEditor } from './test-utils';

const EVERY_BLOCK = [
  '<h1>Title</h1>',
  '<h2>Section</h2>',
  '<h3>Sub section</h3>',
  '<p>Plain <b>bold</b> <i>italic</i> <u>under</u> <s>gone</s> <code>x = 1</code> and <a href="https://example.com/a">a link</a>.</p>',
  '<ul><li>one</li><li>two</li></ul>',
  '<ol><li>first</li><li>second</li></ol>',
  '<ul data-is-checklist="1"><li role="checkbox" aria-checked="true">done</li><li role="checkbox" aria-checked="false">todo</li></ul>',
  '<blockquote>Quoted words</blockquote>',
  '<pre><code>const a = 1;</code></pre>',
  '<p>Hi <span data-mention-id="u-1" class="ck-mention">@Ada Lovelace</span> look</p>',
  '<p><img src="https://cdn.example.com/pic.png" alt="A picture" data-asset-id="asset-9"></p>',
].join('');

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

async function renderWithHtml(initialHtml: string) {
  return (await renderEditor({ initialHtml })).handle;
}

describe('HTML round trip', () => {
  it('keeps every block type, inline format, link, mention and image', async () => {
    const handle = await renderWithHtml(EVERY_BLOCK);
    const doc = parse(handle.getHtml());

    expect(doc.querySelector('h1')?.textContent).toBe('Title');
    expect(doc.querySelector('h2')?.textContent).toBe('Section');
    expect(doc.querySelector('h3')?.textContent).toBe('Sub section');
    expect(doc.querySelector('strong, b')?.textContent).toBe('bold');
    expect(doc.querySelector('em, i')?.textContent).toBe('italic');
    expect(doc.querySelector('code:not(pre code), span.ck-editor__inline-code')?.textContent).toContain('x = 1');

    const link = doc.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/a');
    expect(link?.textContent).toBe('a link');

    const bullets = doc.querySelectorAll('ul:not([__lexicallisttype]) > li');
    expect(Array.from(bullets).map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(Array.from(doc.querySelectorAll('ol > li')).map((li) => li.textContent)).toEqual(['first', 'second']);

    const checks = doc.querySelectorAll('[aria-checked]');
    expect(Array.from(checks).map((li) => [li.textContent, li.getAttribute('aria-checked')])).toEqual([
      ['done', 'true'],
      ['todo', 'false'],
    ]);

    expect(doc.querySelector('blockquote')?.textContent).toBe('Quoted words');
    expect(doc.querySelector('pre')?.textContent).toBe('const a = 1;');

    const mention = doc.querySelector('span[data-mention-id]');
    expect(mention?.getAttribute('data-mention-id')).toBe('u-1');
    expect(mention?.className).toBe('ck-mention');
    expect(mention?.textContent).toBe('@Ada Lovelace');

    const img = doc.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.example.com/pic.png');
    expect(img?.getAttribute('alt')).toBe('A picture');
    expect(img?.getAttribute('data-asset-id')).toBe('asset-9');
  });

  it('is stable: exporting, importing and exporting again gives the same HTML', async () => {
    const first = (await renderWithHtml(EVERY_BLOCK)).getHtml();
    const second = (await renderWithHtml(first)).getHtml();
    expect(second).toBe(first);
  });

  it('renders mentions and images in the editor', async () => {
    await renderWithHtml(EVERY_BLOCK);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box.querySelector('.ck-mention')?.textContent).toBe('@Ada Lovelace');
    expect(screen.getByRole('img', { name: 'A picture' })).toHaveAttribute('src', 'https://cdn.example.com/pic.png');
  });

  it('exports an empty document as the empty string and setHtml/clear replace the content', async () => {
    const handle = await renderWithHtml('');
    expect(handle.getHtml()).toBe('');
    act(() => handle.setHtml('<p>Hello</p>'));
    expect(parse(handle.getHtml()).body.textContent).toBe('Hello');
    act(() => handle.clear());
    expect(handle.getHtml()).toBe('');
  });

  it('drops images with script-capable sources', async () => {
    const handle = await renderWithHtml('<p>a<img src="javascript:alert(1)" alt="x">b<img src="data:image/png;base64,AAAA" alt="ok"></p>');
    const imgs = Array.from(parse(handle.getHtml()).querySelectorAll('img'));
    expect(imgs.map((img) => img.getAttribute('src'))).toEqual(['data:image/png;base64,AAAA']);
  });

  it('wraps top-level inline content in a paragraph', async () => {
    const handle = await renderWithHtml('just text <img src="https://x.test/a.png" alt="a">');
    const doc = parse(handle.getHtml());
    expect(doc.body.children).toHaveLength(1);
    expect(doc.body.firstElementChild?.tagName).toBe('P');
    expect(doc.querySelector('p img')).not.toBeNull();
  });
});
