import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { $createParagraphNode, $createTextNode, $getRoot, type LexicalEditor } from 'lexical';
import { extractMentionIds } from '../internal/html';
import { flush, renderEditor } from '../test-utils';
import { MentionMenu, type MentionOption } from './mention-menu';

const PEOPLE: MentionOption[] = [
  { id: 'u-ada', label: 'Ada Lovelace', avatarUrl: 'https://avatars.example/ada.png' },
  { id: 'u-alan', label: 'Alan Turing' },
  { id: 'u-grace', label: 'Grace Hopper' },
];

function fakeSource() {
  return {
    search: jest.fn(async (query: string) => PEOPLE.filter((p) => p.label.toLowerCase().includes(query.toLowerCase()))),
  };
}

async function typeText(editor: LexicalEditor, text: string) {
  await act(async () => {
    editor.update(
      () => {
        const node = $createTextNode(text);
        $getRoot().clear().append($createParagraphNode().append(node));
        node.select(text.length, text.length);
      },
      { discrete: true },
    );
  });
  await flush();
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('extractMentionIds', () => {
  it('returns the mentioned ids in order without duplicates', () => {
    const html =
      '<p>Hi <span data-mention-id="u-1" class="ck-mention">@Ada</span>, <span data-mention-id="u-2" class="ck-mention">@Alan</span>' +
      ' and again <span data-mention-id="u-1" class="ck-mention">@Ada</span></p>';
    expect(extractMentionIds(html)).toEqual(['u-1', 'u-2']);
  });

  it('leaves work-item mentions out (with and without a DOM)', () => {
    const html =
      '<p><span data-mention-id="w-1" data-mention-kind="work_item" data-href="/x" class="ck-mention ck-mention--work-item">WR-1</span>' +
      '<span data-mention-id="u-1" class="ck-mention">@Ada</span></p>';
    expect(extractMentionIds(html)).toEqual(['u-1']);
    const domParser = globalThis.DOMParser;
    try {
      (globalThis as { DOMParser?: unknown }).DOMParser = undefined;
      expect(extractMentionIds(html)).toEqual(['u-1']);
      expect(extractMentionIds('<p><span class="x" data-mention-id=\'u-2\'>@B</span></p>')).toEqual(['u-2']);
    } finally {
      globalThis.DOMParser = domParser;
    }
  });

  it('ignores empty ids and returns [] for HTML without mentions', () => {
    expect(extractMentionIds('<p><span data-mention-id="">@x</span> plain</p>')).toEqual([]);
    expect(extractMentionIds('')).toEqual([]);
  });
});

describe('MentionMenu', () => {
  it('renders a listbox with the highlighted option selected and inserts on click', () => {
    const onSelect = jest.fn();
    const onHighlight = jest.fn();
    render(<MentionMenu id="m" label="Mention suggestions" emptyLabel="No matches" options={PEOPLE} highlightedIndex={1} onSelect={onSelect} onHighlight={onHighlight} />);
    const listbox = screen.getByRole('listbox', { name: 'Mention suggestions' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Ada Lovelace', 'AAlan Turing', 'GGrace Hopper']);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    fireEvent.mouseEnter(options[2]);
    expect(onHighlight).toHaveBeenCalledWith(2);
    fireEvent.click(options[2]);
    expect(onSelect).toHaveBeenCalledWith(PEOPLE[2]);
  });

  it('says so when nothing matches', () => {
    render(<MentionMenu id="m" label="Mention suggestions" emptyLabel="No matches" options={[]} highlightedIndex={0} onSelect={jest.fn()} onHighlight={jest.fn()} />);
    expect(screen.getByText('No matches')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('holds the empty message back while loading', () => {
    render(<MentionMenu id="m" label="Mention suggestions" emptyLabel="No matches" options={[]} loading highlightedIndex={0} onSelect={jest.fn()} onHighlight={jest.fn()} />);
    expect(screen.queryByText('No matches')).toBeNull();
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('mentions in the editor', () => {
  it('opens on "@" + text, moves with arrows and inserts a mention on Enter', async () => {
    const source = fakeSource();
    const { editor, textbox, handle } = await renderEditor({ mentions: source });
    expect(screen.queryByRole('listbox')).toBeNull();

    await typeText(editor, 'Ping @a');
    expect(source.search).toHaveBeenLastCalledWith('a');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(textbox).toHaveAttribute('aria-controls', listbox.id);
    expect(textbox).toHaveAttribute('aria-activedescendant', options[0].id);

    fireEvent.keyDown(textbox, { key: 'ArrowDown' });
    await flush();
    expect(within(listbox).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(textbox, { key: 'ArrowUp' });
    fireEvent.keyDown(textbox, { key: 'ArrowUp' });
    await flush();
    expect(within(listbox).getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(textbox, { key: 'Enter' });
    await flush();
    expect(screen.queryByRole('listbox')).toBeNull();
    const html = handle.getHtml();
    const mention = parse(html).querySelector('span[data-mention-id]');
    expect(mention?.getAttribute('data-mention-id')).toBe('u-grace');
    expect(mention?.textContent).toBe('@Grace Hopper');
    expect(parse(html).body.textContent).toBe('Ping @Grace Hopper ');
    expect(extractMentionIds(html)).toEqual(['u-grace']);
    expect(textbox.querySelector('.ck-mention')?.textContent).toBe('@Grace Hopper');
  });

  it('narrows results as the query grows and inserts on click', async () => {
    const source = fakeSource();
    const { editor, handle } = await renderEditor({ mentions: source });
    await typeText(editor, '@gra');
    expect(source.search).toHaveBeenLastCalledWith('gra');
    const option = await screen.findByRole('option', { name: /Grace Hopper/ });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.mouseDown(option);
    fireEvent.click(option);
    await flush();
    expect(extractMentionIds(handle.getHtml())).toEqual(['u-grace']);
  });

  it('inserts a work-item mention as a link-like chip and shows its detail line', async () => {
    const workItem: MentionOption = { id: 'wi-5', label: 'WR-5 Fix login', kind: 'work_item', href: '/acme/projects/p1/work-items/WR-5', detail: 'WR-5' };
    const { editor, handle } = await renderEditor({ mentions: { search: () => [workItem] } });
    await typeText(editor, 'see @wr');
    const option = await screen.findByRole('option', { name: /WR-5 Fix login/ });
    expect(within(option).getByText('WR-5')).toHaveClass('ck-editor__mention-detail');
    fireEvent.click(option);
    await flush();
    const html = handle.getHtml();
    expect(html).toContain(
      '<span data-mention-id="wi-5" data-mention-kind="work_item" data-href="/acme/projects/p1/work-items/WR-5" class="ck-mention ck-mention--work-item">WR-5 Fix login</span>',
    );
    expect(extractMentionIds(html)).toEqual([]);
  });

  it('round-trips a work-item mention and calls onMentionClick on click in read-only', async () => {
    const onMentionClick = jest.fn();
    const chip = '<span data-mention-id="wi-7" data-mention-kind="work_item" data-href="javascript:alert(1)" class="ck-mention ck-mention--work-item">WR-7</span>';
    const { handle, textbox } = await renderEditor({
      readOnly: true,
      onMentionClick,
      initialHtml: `<p>${chip}<span data-mention-id="wi-8" data-mention-kind="work_item" data-href="/a/b">WR-8</span></p>`,
    });
    const html = handle.getHtml();
    expect(html).toContain('<span data-mention-id="wi-7" data-mention-kind="work_item" class="ck-mention ck-mention--work-item">WR-7</span>');
    expect(html).toContain('data-href="/a/b"');
    expect(within(textbox).getByText('WR-7').closest('a')).not.toHaveAttribute('href');
    fireEvent.click(within(textbox).getByRole('link', { name: 'WR-8' }));
    expect(onMentionClick).toHaveBeenCalledWith({ id: 'wi-8', label: 'WR-8', kind: 'work_item', href: '/a/b' });
  });

  it('accepts synchronous search results and inserts on Tab', async () => {
    const { editor, textbox, handle } = await renderEditor({ mentions: { search: () => [PEOPLE[1]] } });
    await typeText(editor, 'cc @al');
    await screen.findByRole('listbox');
    fireEvent.keyDown(textbox, { key: 'Tab' });
    await flush();
    expect(extractMentionIds(handle.getHtml())).toEqual(['u-alan']);
  });

  it('closes on Escape without inserting and ignores "@" inside words', async () => {
    const { editor, textbox, handle } = await renderEditor({ mentions: fakeSource() });
    await typeText(editor, 'hello @ad');
    await screen.findByRole('listbox');
    fireEvent.keyDown(textbox, { key: 'Escape' });
    await flush();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(textbox).not.toHaveAttribute('aria-controls');
    expect(extractMentionIds(handle.getHtml())).toEqual([]);

    await typeText(editor, 'mail me at ada@example');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
