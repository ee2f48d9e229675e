import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
import type { RichTextEditorHandle } from './plugins/editor-bridge-plugin';
import type { MentionOption } from './mentions/mention-menu';
import { extractMentionIds } from './internal/html';

const EVERY_BLOCK_HTML = [
  '<h1>Release checklist</h1>',
  '<p>Text can be <b>bold</b>, <i>italic</i>, <u>underlined</u>, <s>struck</s> or <code>inline code</code>, and links go to <a href="https://example.com/docs">the docs</a>.</p>',
  '<h2>Before the release</h2>',
  '<ul><li>Freeze the branch</li><li>Update the changelog</li></ul>',
  '<h3>Steps</h3>',
  '<ol><li>Tag the commit</li><li>Build the images</li><li>Deploy</li></ol>',
  '<ul data-is-checklist="1"><li aria-checked="true">Write migration</li><li aria-checked="false">Announce downtime</li></ul>',
  '<blockquote>Ship small, ship often.</blockquote>',
  '<pre><code>npm run build\nnpm run deploy -- --prod</code></pre>',
  '<p>Owner: <span data-mention-id="u-ada" class="ck-mention">@Ada Lovelace</span></p>',
].join('');

const PEOPLE: MentionOption[] = [
  { id: 'u-ada', label: 'Ada Lovelace' },
  { id: 'u-alan', label: 'Alan Turing' },
  { id: 'u-grace', label: 'Grace Hopper' },
  { id: 'u-katherine', label: 'Katherine Johnson' },
  { id: 'u-linus', label: 'Linus Torvalds' },
  { id: 'u-margaret', label: 'Margaret Hamilton' },
];

const fakeMentions = {
  search: (query: string) =>
    new Promise<MentionOption[]>((resolve) =>
      setTimeout(() => resolve(PEOPLE.filter((p) => p.label.toLowerCase().includes(query.toLowerCase()))), 120),
    ),
};

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

async function fakeUpload(file: File): Promise<{ url: string; assetId: string }> {
  await new Promise((resolve) => setTimeout(resolve, 1200));
  return { url: await readAsDataUrl(file), assetId: `asset-${Date.now()}` };
}

function WithHtmlOutput(props: RichTextEditorProps) {
  const [html, setHtml] = useState(props.initialHtml ?? '');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <RichTextEditor {...props} onChange={setHtml} />
      <details>
        <summary style={{ cursor: 'pointer', color: 'var(--ck-color-text-secondary)' }}>HTML output (mentions: {extractMentionIds(html).join(', ') || 'none'})</summary>
        <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{html}</pre>
      </details>
    </div>
  );
}

function CommentDemo(props: RichTextEditorProps) {
  const editorRef = useRef<RichTextEditorHandle>(null);
  const [comments, setComments] = useState<string[]>([]);
  const submit = () => {
    const html = editorRef.current?.getHtml() ?? '';
    if (!html) return;
    setComments((list) => [...list, html]);
    editorRef.current?.clear();
  };
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {comments.map((html, index) => (
        <RichTextEditor key={index} ariaLabel={`Comment ${index + 1}`} variant="comment" readOnly initialHtml={html} />
      ))}
      <RichTextEditor {...props} editorRef={editorRef} onSubmit={submit} />
      <small style={{ color: 'var(--ck-color-text-tertiary)' }}>Ctrl/Cmd + Enter posts the comment.</small>
    </div>
  );
}

const meta = {
  title: 'Editor/RichTextEditor',
  component: RichTextEditor,
  args: { ariaLabel: 'Description', placeholder: 'Add a description…' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Description: Story = {
  args: { initialHtml: EVERY_BLOCK_HTML },
  render: (args) => <WithHtmlOutput {...args} />,
};

export const Comment: Story = {
  args: { ariaLabel: 'Add a comment', variant: 'comment', placeholder: 'Add a comment… (@ to mention)', mentions: fakeMentions },
  render: (args) => <CommentDemo {...args} />,
};

export const ReadOnly: Story = {
  args: { readOnly: true, initialHtml: EVERY_BLOCK_HTML },
};

export const WithMentions: Story = {
  args: { mentions: fakeMentions, placeholder: 'Type @ to mention someone', initialHtml: '<p>Reviewers: </p>' },
  render: (args) => <WithHtmlOutput {...args} />,
};

export const WithImageUpload: Story = {
  args: { onUploadFile: fakeUpload, onUploadError: (error) => console.error(error), placeholder: 'Paste, drop or pick an image' },
  render: (args) => <WithHtmlOutput {...args} />,
};

export const Empty: Story = {
  args: { placeholder: 'Nothing here yet. Type # for a heading, - for a list, [] for a checklist.' },
};

export const Narrow: Story = {
  args: { initialHtml: EVERY_BLOCK_HTML, mentions: fakeMentions, onUploadFile: fakeUpload },
  decorators: [(Story) => <div style={{ width: 390 - 48 }}><Story /></div>],
};

export const NarrowComment: Story = {
  args: { ariaLabel: 'Add a comment', variant: 'comment', placeholder: 'Add a comment…', onUploadFile: fakeUpload },
  decorators: [(Story) => <div style={{ width: 390 - 48 }}><Story /></div>],
};
