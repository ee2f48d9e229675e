import { createRef } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { $createParagraphNode, $createTextNode, $getRoot, UNDO_COMMAND, type LexicalEditor } from 'lexical';
import * as Y from 'yjs';
import { docStateToHtml, htmlToDocState, replaceContentUpdate } from '../headless';
import { flush } from '../test-utils';
import type { CollaborativeEditorHandle } from './collab-bridge-plugin';
import { CollaborativeEditor, type CollaborativeEditorProps } from './collaborative-editor';
import { createMemoryCollabRoom, type MemoryCollabRoom } from './memory-collab-room';

const ADA = { id: 'user-ada', name: 'Ada', color: '#d33' };
const BOB = { id: 'user-bob', name: 'Bob', color: '#33d' };

async function settle(times = 3): Promise<void> {
  for (let i = 0; i < times; i++) await flush();
}

async function renderCollab(room: MemoryCollabRoom, props: Partial<CollaborativeEditorProps> & { ariaLabel: string }) {
  const ref = createRef<CollaborativeEditorHandle>();
  const result = render(
    <CollaborativeEditor
      serverUrl="ws://unused"
      documentId="page-1"
      user={ADA}
      readOnly={false}
      createProvider={room.createProvider}
      editorRef={ref}
      {...props}
    />,
  );
  await settle();
  const textbox = within(result.container).getByRole('textbox', { name: props.ariaLabel });
  const editor = (textbox as HTMLElement & { __lexicalEditor?: LexicalEditor }).__lexicalEditor;
  if (!ref.current || !editor) throw new Error('editor did not mount');
  return { ...result, handle: ref.current, textbox, editor };
}

async function appendParagraph(editor: LexicalEditor, text: string): Promise<void> {
  await act(async () => {
    editor.update(() => {
      $getRoot().append($createParagraphNode().append($createTextNode(text)));
    }, { discrete: true });
  });
  await settle();
}

function roomHtml(room: MemoryCollabRoom): string {
  return docStateToHtml(Y.encodeStateAsUpdate(room.doc));
}

describe('CollaborativeEditor', () => {
  it('shows the server state produced by the headless converter, with the toolbar, and reports status and sync', async () => {
    const html = '<h2>Plan</h2><p>Ship <b>it</b> <span data-mention-id="wi-1" data-mention-kind="work_item" data-href="/w/p/WR-5" class="ck-mention ck-mention--work-item">WR-5</span></p><ul><li>one</li></ul>';
    const state = htmlToDocState(html);
    const room = createMemoryCollabRoom(state);
    const onStatusChange = jest.fn();
    const onSynced = jest.fn();
    const { handle, textbox } = await renderCollab(room, { ariaLabel: 'Page', onStatusChange, onSynced });

    expect(onStatusChange.mock.calls.map(([status]) => status)).toEqual(['connecting', 'connected']);
    expect(onSynced).toHaveBeenCalledTimes(1);
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    const toolbar = screen.getByRole('toolbar');
    expect(within(toolbar).getByRole('button', { name: 'Insert table' })).toBeInTheDocument();
    expect(handle.getHtml()).toBe(docStateToHtml(state));
    expect(within(textbox).getByRole('link', { name: 'WR-5' })).toHaveAttribute('href', '/w/p/WR-5');
  });

  it('is read-only without a toolbar, and still shows live changes', async () => {
    const room = createMemoryCollabRoom(htmlToDocState('<p>Start</p>'));
    const { handle, textbox } = await renderCollab(room, { ariaLabel: 'Page', readOnly: true });
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).toBeNull();

    await act(async () => {
      Y.applyUpdate(room.doc, replaceContentUpdate(Y.encodeStateAsUpdate(room.doc), '<p>Changed by the server</p>'));
    });
    await settle();
    expect(handle.getHtml()).toContain('Changed by the server');
  });

  it('converges two editors on one document and reports presence', async () => {
    const room = createMemoryCollabRoom(htmlToDocState('<p>Shared</p>'));
    const adaPresence = jest.fn();
    const ada = await renderCollab(room, { ariaLabel: 'Ada page', user: ADA, onPresenceChange: adaPresence });
    const bob = await renderCollab(room, { ariaLabel: 'Bob page', user: BOB });

    await appendParagraph(ada.editor, 'From Ada');
    await appendParagraph(bob.editor, 'From Bob');
    expect(ada.handle.getHtml()).toBe(bob.handle.getHtml());
    expect(ada.handle.getHtml()).toMatch(/Shared.*From Ada.*From Bob/);
    expect(roomHtml(room)).toBe(docStateToHtml(htmlToDocState(ada.handle.getHtml())));

    expect(adaPresence).toHaveBeenLastCalledWith([{ id: BOB.id, name: BOB.name, color: BOB.color }]);
    bob.unmount();
    await settle();
    expect(adaPresence).toHaveBeenLastCalledWith([]);
  });

  it('merges edits made offline when the connection comes back', async () => {
    const room = createMemoryCollabRoom(htmlToDocState('<p>Base</p>'));
    const ada = await renderCollab(room, { ariaLabel: 'Ada page', user: ADA });
    const bob = await renderCollab(room, { ariaLabel: 'Bob page', user: BOB });
    const adaProvider = room.providers[0];

    act(() => adaProvider.disconnect());
    await appendParagraph(ada.editor, 'Offline Ada');
    await appendParagraph(bob.editor, 'Online Bob');
    expect(bob.handle.getHtml()).not.toContain('Offline Ada');

    act(() => adaProvider.connect());
    await settle();
    expect(ada.handle.getHtml()).toBe(bob.handle.getHtml());
    expect(bob.handle.getHtml()).toContain('Offline Ada');
    expect(ada.handle.getHtml()).toContain('Online Bob');
  });

  it('inserts a 3×3 table from the toolbar and shares it', async () => {
    const room = createMemoryCollabRoom(htmlToDocState('<p>Before</p>'));
    const { editor, handle } = await renderCollab(room, { ariaLabel: 'Page' });
    await act(async () => {
      editor.update(() => $getRoot().selectEnd(), { discrete: true });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Insert table' }));
    await settle();
    const html = handle.getHtml();
    expect(html).toContain('<table');
    expect(html.match(/<tr/g)).toHaveLength(3);
    expect(html.match(/<th/g)).toHaveLength(3);
    expect(html.match(/<td/g)).toHaveLength(6);
    expect(roomHtml(room)).toContain('<table');
  });

  it('opens a 10,000-word page and edits it without exporting HTML per keystroke', async () => {
    const paragraphs: string[] = [];
    for (let i = 0; i < 200; i++) paragraphs.push(`<p>${Array.from({ length: 50 }, (_, w) => `word${i * 50 + w}`).join(' ')}</p>`);
    const room = createMemoryCollabRoom(htmlToDocState(paragraphs.join('')));
    const started = Date.now();
    const { editor, handle } = await renderCollab(room, { ariaLabel: 'Page' });
    expect(editor.getEditorState().read(() => $getRoot().getChildrenSize())).toBe(200);
    // $generateHtmlFromNodes serialises through innerHTML.
    const exportSpy = jest.spyOn(Element.prototype, 'innerHTML', 'get');
    await appendParagraph(editor, 'One more');
    expect(exportSpy).not.toHaveBeenCalled();
    expect(handle.getHtml()).toContain('word9999');
    expect(exportSpy).toHaveBeenCalled();
    exportSpy.mockRestore();
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('undoes through Yjs (local edits only)', async () => {
    const room = createMemoryCollabRoom(htmlToDocState('<p>Base</p>'));
    const ada = await renderCollab(room, { ariaLabel: 'Ada page', user: ADA });
    const bob = await renderCollab(room, { ariaLabel: 'Bob page', user: BOB });
    await appendParagraph(bob.editor, 'Bob stays');
    await appendParagraph(ada.editor, 'Ada undoes this');
    await act(async () => {
      ada.editor.dispatchCommand(UNDO_COMMAND, undefined);
    });
    await settle();
    expect(ada.handle.getHtml()).not.toContain('Ada undoes this');
    expect(ada.handle.getHtml()).toContain('Bob stays');
    expect(bob.handle.getHtml()).toBe(ada.handle.getHtml());
  });

  it('reports a terminal close code', async () => {
    const room = createMemoryCollabRoom(htmlToDocState('<p>x</p>'));
    const onClose = jest.fn();
    const onStatusChange = jest.fn();
    await renderCollab(room, { ariaLabel: 'Page', onClose, onStatusChange });
    act(() => room.close(4410));
    expect(onClose).toHaveBeenCalledWith(4410);
    expect(onStatusChange).toHaveBeenLastCalledWith('disconnected');
  });

  it('calls onMentionClick for a work-item mention instead of following its link', async () => {
    const room = createMemoryCollabRoom(
      htmlToDocState('<p><span data-mention-id="wi-9" data-mention-kind="work_item" data-href="/acme/projects/p/work-items/WR-9" class="ck-mention ck-mention--work-item">WR-9 Crash</span></p>'),
    );
    const onMentionClick = jest.fn();
    const { textbox } = await renderCollab(room, { ariaLabel: 'Page', readOnly: true, onMentionClick });
    fireEvent.click(within(textbox).getByRole('link', { name: 'WR-9 Crash' }));
    expect(onMentionClick).toHaveBeenCalledWith({ id: 'wi-9', label: 'WR-9 Crash', kind: 'work_item', href: '/acme/projects/p/work-items/WR-9' });
  });
});
