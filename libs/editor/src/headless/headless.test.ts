/**
 * @jest-environment node
 */
import { withDOM } from '@lexical/headless/dom';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import * as Y from 'yjs';
import { applyStateToBoundEditor, createHeadlessBoundEditor } from './headless-binding';
import {
  docStateToHtml,
  EMPTY_DOC_HTML,
  extractWorkItemMentionIds,
  htmlToDocState,
  htmlToPlainText,
  InvalidDocStateError,
  replaceContentUpdate,
} from './index';

const CONTRACT_HTML = [
  '<h1>Title</h1>',
  '<h2>Second</h2>',
  '<h3>Third</h3>',
  '<p>Plain <b>bold</b> <i>italic</i> <u>under</u> <s>strike</s> <code>code</code> ',
  '<a href="https://example.com/docs">a link</a> ',
  '<span data-mention-id="user-1" class="ck-mention">@Ada</span> and ',
  '<span data-mention-id="wi-1" data-mention-kind="work_item" data-href="/acme/projects/p1/work-items/WR-5" class="ck-mention ck-mention--work-item">WR-5 Fix login</span>',
  '</p>',
  '<ul><li>one</li><li>two</li></ul>',
  '<ol><li>first</li><li>second</li></ol>',
  '<ul data-is-checklist="1"><li aria-checked="true">done</li><li aria-checked="false">todo</li></ul>',
  '<blockquote>Quoted</blockquote>',
  '<pre><code>const x = 1;</code></pre>',
  '<p><img src="https://cdn.example.com/a.png" alt="A picture" data-asset-id="asset-1"></p>',
  '<table><tr><th>Head</th><th>Other</th></tr><tr><td>a</td><td>b</td></tr></table>',
].join('');

function docOf(...updates: Uint8Array[]): Y.Doc {
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, update);
  return doc;
}

function htmlOfDoc(doc: Y.Doc): string {
  return docStateToHtml(Y.encodeStateAsUpdate(doc));
}

describe('htmlToDocState / docStateToHtml', () => {
  it('round-trips the whole HTML contract, and the export is stable', () => {
    const html = docStateToHtml(htmlToDocState(CONTRACT_HTML));
    expect(html).toContain('<h1 class="ck-editor__h1">');
    expect(html).toContain('<h3 class="ck-editor__h3">');
    expect(html).toMatch(/<b><strong[^>]*>bold<\/strong><\/b>/);
    expect(html).toMatch(/<i><em[^>]*>italic<\/em><\/i>/);
    expect(html).toContain('<a href="https://example.com/docs"');
    expect(html).toContain('<span data-mention-id="user-1" class="ck-mention">@Ada</span>');
    expect(html).toContain(
      '<span data-mention-id="wi-1" data-mention-kind="work_item" data-href="/acme/projects/p1/work-items/WR-5" class="ck-mention ck-mention--work-item">WR-5 Fix login</span>',
    );
    expect(html).toContain('<ol class="ck-editor__ol">');
    expect(html).toMatch(/__lexicallisttype="check"/);
    expect(html).toMatch(/<li[^>]*role="checkbox"[^>]*aria-checked="true"/);
    expect(html).toContain('<blockquote class="ck-editor__quote">');
    expect(html).toMatch(/<pre[^>]*>.*const x = 1;.*<\/pre>/);
    expect(html).toContain('<img src="https://cdn.example.com/a.png" alt="A picture" data-asset-id="asset-1">');
    expect(html).toMatch(/<table class="ck-editor__table"><tbody><tr[^>]*><th class="[^"]*header[^"]*">.*Head.*<\/th>/);
    expect(html).toMatch(/<td class="ck-editor__table-cell"><p class="ck-editor__paragraph"><span[^>]*>b<\/span><\/p><\/td>/);

    expect(docStateToHtml(htmlToDocState(html))).toBe(html);
  });

  it('is deterministic for a given HTML (concurrent seeds merge into one copy)', () => {
    const a = htmlToDocState('<p>Hello</p>');
    const b = htmlToDocState('<p>Hello</p>');
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(htmlOfDoc(docOf(a, b))).toBe(docStateToHtml(a));
  });

  it('gives <p></p> for an empty document, an empty state and empty HTML', () => {
    expect(docStateToHtml(htmlToDocState(''))).toBe(EMPTY_DOC_HTML);
    expect(docStateToHtml(new Uint8Array())).toBe(EMPTY_DOC_HTML);
    expect(docStateToHtml(Y.encodeStateAsUpdate(new Y.Doc()))).toBe(EMPTY_DOC_HTML);
  });

  it('drops unsafe links and images from the HTML', () => {
    const html = docStateToHtml(htmlToDocState('<p><a href="javascript:alert(1)">x</a><img src="javascript:alert(1)"></p>'));
    expect(html).not.toContain('javascript:');
    expect(html).toContain('x');
  });

  it('refuses bytes that are not a Yjs update', () => {
    expect(() => docStateToHtml(new Uint8Array([255, 255, 255, 255, 1, 2, 3]))).toThrow(InvalidDocStateError);
  });
});

describe('replaceContentUpdate', () => {
  it('makes the content equal to the HTML when applied on top of the state', () => {
    const state = htmlToDocState('<p>Old</p><ul><li>item</li></ul>');
    const update = replaceContentUpdate(state, '<h2>New</h2><p>Body</p>');
    const html = htmlOfDoc(docOf(state, update));
    expect(html).toBe(docStateToHtml(htmlToDocState('<h2>New</h2><p>Body</p>')));
  });

  it('is empty when the document already has exactly that HTML', () => {
    const state = htmlToDocState('<p>Same</p>');
    const doc = docOf(state);
    const before = Y.encodeStateVector(doc);
    Y.applyUpdate(doc, replaceContentUpdate(state, docStateToHtml(state)));
    expect(Buffer.from(Y.encodeStateVector(doc)).equals(Buffer.from(before))).toBe(true);
  });

  it('merges with an edit another client made concurrently', () => {
    const state = htmlToDocState('<p>Shared</p>');
    // Another client appends a paragraph while the server computes its replacement from the older state.
    const other = withDOM(() => {
      const bound = createHeadlessBoundEditor();
      try {
        applyStateToBoundEditor(bound, state);
        const before = Y.encodeStateVector(bound.doc);
        bound.editor.update(
          () => {
            $getRoot().append($createParagraphNode().append($createTextNode('From Bob')));
          },
          { discrete: true },
        );
        return Y.encodeStateAsUpdate(bound.doc, before);
      } finally {
        bound.dispose();
      }
    });
    const replacement = replaceContentUpdate(state, '<p>Restored</p>');

    const server = docOf(state, replacement, other);
    const client = docOf(state, other, replacement);
    const html = htmlOfDoc(server);
    expect(html).toBe(htmlOfDoc(client));
    expect(html).toContain('Restored');
    expect(html).toContain('From Bob');
    expect(html).not.toContain('Shared');
  });
});

describe('htmlToPlainText', () => {
  it('turns blocks into lines and keeps mentions and table rows readable', () => {
    const html = docStateToHtml(htmlToDocState(CONTRACT_HTML));
    const text = htmlToPlainText(html);
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Title',
      'Second',
      'Third',
      'Plain bold italic under strike code a link @Ada and WR-5 Fix login',
    ]);
    expect(text).toContain('Head Other');
    expect(text).toContain('const x = 1;');
    expect(htmlToPlainText('')).toBe('');
    expect(htmlToPlainText('<p>a<br>b</p><script>x()</script>')).toBe('a\nb');
  });
});

describe('extractWorkItemMentionIds', () => {
  it('returns work-item mention ids in order without duplicates, ignoring members', () => {
    const html =
      '<p><span data-mention-id="w2" data-mention-kind="work_item">B</span>' +
      '<span data-mention-id="u1" class="ck-mention">@Ada</span>' +
      '<span data-mention-id="w1" data-mention-kind="work_item">A</span>' +
      '<span data-mention-id="w2" data-mention-kind="work_item">B</span></p>';
    expect(extractWorkItemMentionIds(html)).toEqual(['w2', 'w1']);
    expect(extractWorkItemMentionIds('<p>none</p>')).toEqual([]);
    expect(extractWorkItemMentionIds(docStateToHtml(htmlToDocState(CONTRACT_HTML)))).toEqual(['wi-1']);
  });
});
