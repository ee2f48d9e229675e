import { act, fireEvent, screen, within } from '@testing-library/react';
import { $createParagraphNode, $createTextNode, $getRoot, KEY_ENTER_COMMAND, PASTE_COMMAND, REDO_COMMAND, UNDO_COMMAND, type LexicalEditor, type TextNode } from 'lexical';
import { $createLinkNode } from '@lexical/link';
import { flush, renderEditor } from './test-utils';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Replaces the document with one paragraph of `text` and selects [start, end) of it (caret at end by default). */
async function setText(editor: LexicalEditor, text: string, start = text.length, end = text.length) {
  await act(async () => {
    editor.update(
      () => {
        const root = $getRoot();
        root.clear();
        const node = $createTextNode(text);
        root.append($createParagraphNode().append(node));
        node.select(start, end);
      },
      { discrete: true },
    );
  });
  await flush();
}

/** Types `char` at the caret as its own update, like a keystroke (markdown shortcuts look at single insertions). */
async function typeChar(editor: LexicalEditor, char: string) {
  await act(async () => {
    editor.update(
      () => {
        const node = $getRoot().getLastDescendant() as TextNode;
        const size = node.getTextContentSize();
        node.select(size, size).insertText(char);
      },
      { discrete: true },
    );
  });
  await flush();
}

function fakeClipboard(data: Record<string, string>, files: File[] = []) {
  return {
    types: Object.keys(data).concat(files.length ? ['Files'] : []),
    files,
    getData: (type: string) => data[type] ?? '',
  };
}

describe('RichTextEditor', () => {
  it('gives the text box its role, name and multiline flag and shows the toolbar', async () => {
    const { textbox } = await renderEditor({ placeholder: 'Add a description…' });
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    const toolbar = screen.getByRole('toolbar');
    for (const name of ['Bold', 'Italic', 'Underline', 'Strikethrough', 'Inline code', 'Heading 1', 'Heading 2', 'Heading 3', 'Bullet list', 'Numbered list', 'Checklist', 'Quote', 'Code block', 'Link']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).queryByRole('button', { name: 'Image' })).toBeNull();
    expect(screen.getByText('Add a description…')).toBeInTheDocument();
  });

  it('read-only mode is not editable and has no toolbar', async () => {
    const { textbox, editor } = await renderEditor({ readOnly: true, initialHtml: '<p>Fixed</p>' });
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    expect(textbox).toHaveAttribute('aria-readonly', 'true');
    expect(editor.isEditable()).toBe(false);
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(textbox).toHaveTextContent('Fixed');
  });

  it('opens links in a new tab on click when read-only, and on Ctrl+click while editing', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    // jsdom would follow the link on a plain click (a browser does not inside contenteditable).
    const noNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', noNavigation);
    const html = '<p><a href="https://example.com/x">docs</a></p>';
    const readOnly = await renderEditor({ readOnly: true, initialHtml: html });
    fireEvent.click(within(readOnly.textbox).getByRole('link', { name: 'docs' }));
    expect(open).toHaveBeenCalledWith('https://example.com/x', '_blank', 'noopener,noreferrer');
    readOnly.unmount();

    open.mockClear();
    const editable = await renderEditor({ initialHtml: html });
    const link = within(editable.textbox).getByRole('link', { name: 'docs' });
    fireEvent.click(link);
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(link, { ctrlKey: true });
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
    document.removeEventListener('click', noNavigation);
  });

  it('calls onChange with HTML on content changes only', async () => {
    const onChange = jest.fn();
    const { editor } = await renderEditor({ initialHtml: '<p>Start</p>', onChange });
    expect(onChange).not.toHaveBeenCalled();
    await setText(editor, 'Changed');
    expect(onChange).toHaveBeenCalled();
    expect(parse(onChange.mock.lastCall[0]).body.textContent).toBe('Changed');
  });

  it('undoes and redoes changes (history)', async () => {
    const { editor, handle } = await renderEditor({ initialHtml: '<p>Start</p>' });
    await setText(editor, 'Changed');
    await act(async () => {
      editor.dispatchCommand(UNDO_COMMAND, undefined);
    });
    await flush();
    expect(parse(handle.getHtml()).body.textContent).toBe('Start');
    await act(async () => {
      editor.dispatchCommand(REDO_COMMAND, undefined);
    });
    await flush();
    expect(parse(handle.getHtml()).body.textContent).toBe('Changed');
  });

  it('calls onSubmit on Ctrl+Enter and Cmd+Enter only', async () => {
    const onSubmit = jest.fn();
    const { textbox } = await renderEditor({ variant: 'comment', onSubmit });
    fireEvent.keyDown(textbox, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(textbox, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(textbox, { key: 'Enter', metaKey: true });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('toolbar buttons format text and set block types', async () => {
    const { editor, handle } = await renderEditor();
    await setText(editor, 'Hello world', 0, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await flush();
    expect(parse(handle.getHtml()).querySelector('strong')?.textContent).toBe('Hello');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    await flush();
    expect(parse(handle.getHtml()).querySelector('h2')?.textContent).toBe('Hello world');

    fireEvent.click(screen.getByRole('button', { name: 'Checklist' }));
    await flush();
    expect(parse(handle.getHtml()).querySelector('li[aria-checked="false"]')?.textContent).toBe('Hello world');

    fireEvent.click(screen.getByRole('button', { name: 'Quote' }));
    await flush();
    expect(parse(handle.getHtml()).querySelector('blockquote')?.textContent).toBe('Hello world');
  });

  it('toggles a checklist item when its box is clicked', async () => {
    const { textbox, handle } = await renderEditor({ initialHtml: '<ul data-is-checklist="1"><li aria-checked="false">todo</li></ul>' });
    const item = textbox.querySelector('li') as HTMLElement;
    // jsdom has no layout: give the check mark (::before) a width and the page a zoom of 1.
    const realStyle = window.getComputedStyle;
    const spy = jest.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => {
      if (pseudo === '::before') return { width: '16px' } as CSSStyleDeclaration;
      const style = realStyle.call(window, el);
      return { getPropertyValue: (name: string) => (name === 'zoom' ? '1' : style.getPropertyValue(name)) } as CSSStyleDeclaration;
    });
    fireEvent.click(item, { clientX: 6 });
    spy.mockRestore();
    await flush();
    expect(parse(handle.getHtml()).querySelector('li')?.getAttribute('aria-checked')).toBe('true');
  });

  it('applies markdown shortcuts, including "[] " checklists', async () => {
    const { editor, handle } = await renderEditor();
    await setText(editor, '#');
    await typeChar(editor, ' ');
    await typeChar(editor, 'T');
    expect(parse(handle.getHtml()).querySelector('h1')?.textContent).toBe('T');

    await setText(editor, '[]');
    await typeChar(editor, ' ');
    await typeChar(editor, 'x');
    expect(parse(handle.getHtml()).querySelector('li[aria-checked="false"]')?.textContent).toBe('x');
  });

  it('starts a code block when ``` is typed one backtick at a time, then a space', async () => {
    const { editor, handle } = await renderEditor();
    await setText(editor, '');
    for (const char of '```') await typeChar(editor, char);
    await typeChar(editor, ' ');
    await typeChar(editor, 'x');
    expect(parse(handle.getHtml()).querySelector('pre')?.textContent).toBe('x');
  });

  it('starts a code block when Enter follows ``` (with a language)', async () => {
    const { editor, handle } = await renderEditor();
    await setText(editor, '```ts');
    await act(async () => {
      editor.dispatchCommand(KEY_ENTER_COMMAND, new KeyboardEvent('keydown', { key: 'Enter' }));
    });
    await flush();
    await typeChar(editor, 'y');
    const pre = parse(handle.getHtml()).querySelector('pre');
    expect(pre?.textContent).toBe('y');
  });

  describe('links', () => {
    it('refuses a javascript: URL in the link form and applies an https one', async () => {
      const { editor, handle } = await renderEditor();
      await setText(editor, 'click me', 0, 8);
      fireEvent.click(screen.getByRole('button', { name: 'Link' }));
      const input = screen.getByRole('textbox', { name: 'Link URL' });

      fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await flush();
      expect(screen.getByRole('alert')).toHaveTextContent('Only http, https and mailto links are allowed.');
      expect(parse(handle.getHtml()).querySelector('a')).toBeNull();

      fireEvent.change(input, { target: { value: 'https://cairn.example/docs' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await flush();
      const link = parse(handle.getHtml()).querySelector('a');
      expect(link?.getAttribute('href')).toBe('https://cairn.example/docs');
      expect(link?.textContent).toBe('click me');
      expect(screen.queryByRole('textbox', { name: 'Link URL' })).toBeNull();
    });

    it('drops javascript: links from initial HTML and keeps their text', async () => {
      const { handle } = await renderEditor({ initialHtml: '<p><a href="javascript:alert(1)">bad</a> <a href="mailto:a@b.co">mail</a></p>' });
      const doc = parse(handle.getHtml());
      expect(Array.from(doc.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual(['mailto:a@b.co']);
      expect(doc.body.textContent).toBe('bad mail');
    });

    it('drops javascript: links from pasted HTML', async () => {
      const { editor, textbox, handle } = await renderEditor();
      await setText(editor, '');
      fireEvent.paste(textbox, {
        clipboardData: fakeClipboard({
          'text/html': '<p>see <a href="javascript:alert(1)">evil</a> and <a href="https://ok.example/">good</a></p>',
          'text/plain': 'see evil and good',
        }),
      });
      await flush();
      const doc = parse(handle.getHtml());
      expect(doc.body.textContent).toContain('see evil and good');
      expect(Array.from(doc.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual(['https://ok.example/']);
    });

    it('unwraps any link node whose URL is not http(s)/mailto, however it was created', async () => {
      const { editor, handle } = await renderEditor();
      await act(async () => {
        editor.update(
          () => {
            const paragraph = $createParagraphNode();
            for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'https://fine.example/']) {
              paragraph.append($createLinkNode(url).append($createTextNode(`[${url.slice(0, 4)}]`)));
            }
            $getRoot().clear().append(paragraph);
          },
          { discrete: true },
        );
      });
      await flush();
      const doc = parse(handle.getHtml());
      expect(Array.from(doc.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual(['https://fine.example/']);
      expect(doc.body.textContent).toBe('[java][data][http]');
    });

    it('drops a javascript: link created through the Lexical paste command', async () => {
      const { editor, handle } = await renderEditor();
      await setText(editor, '');
      const event = new Event('paste') as ClipboardEvent;
      Object.defineProperty(event, 'clipboardData', { value: fakeClipboard({ 'text/html': '<a href="JaVaScRiPt:alert(1)">x</a>' }) });
      await act(async () => {
        editor.dispatchCommand(PASTE_COMMAND, event);
      });
      await flush();
      expect(handle.getHtml()).not.toMatch(/<a\b/);
      expect(parse(handle.getHtml()).body.textContent).toBe('x');
    });
  });
});
