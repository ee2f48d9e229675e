import { useState, type MouseEvent, type Ref } from 'react';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { AutoFocusPlugin } from '@lexical/react/LexicalAutoFocusPlugin';
import { CheckListPlugin } from '@lexical/react/LexicalCheckListPlugin';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { EDITOR_NODES } from './internal/editor-nodes';
import { useEditorStrings } from './internal/editor-strings';
import { editorTheme } from './internal/editor-theme';
import { $setHtml } from './internal/html';
import { isAllowedLinkUrl, sanitizeLinkUrl } from './internal/link-url';
import { EDITOR_TRANSFORMERS } from './internal/markdown-transformers';
import { MentionsPlugin, type MentionAria, type MentionSource } from './mentions/mentions-plugin';
import { EditorBridgePlugin, type RichTextEditorHandle } from './plugins/editor-bridge-plugin';
import { ImageUploadPlugin, type UploadedFile } from './plugins/image-upload-plugin';
import { LinkSafetyPlugin } from './plugins/link-safety-plugin';
import { ToolbarPlugin } from './toolbar/toolbar-plugin';
import './styles/editor.css';
import './styles/editor-content.css';
import './styles/editor-mentions.css';

export type RichTextEditorVariant = 'description' | 'comment';

export interface RichTextEditorProps {
  /** Accessible name of the text box (required: the editor has no visible label of its own). */
  ariaLabel: string;
  /** Document to start with (HTML). Read once on mount; use `editorRef.setHtml` to replace it later. */
  initialHtml?: string;
  /** Called with the document as HTML after every content change ('' when empty). Not debounced. */
  onChange?: (html: string) => void;
  /** Read-only: not editable and no toolbar. */
  readOnly?: boolean;
  placeholder?: string;
  /** `comment` is the compact look used in comment boxes. */
  variant?: RichTextEditorVariant;
  autoFocus?: boolean;
  className?: string;
  /** Ctrl/Cmd+Enter. */
  onSubmit?: () => void;
  editorRef?: Ref<RichTextEditorHandle>;
  /** Enables @-mentions. */
  mentions?: MentionSource;
  /** Enables images (toolbar button, paste, drop). */
  onUploadFile?: (file: File) => Promise<UploadedFile>;
  onUploadError?: (error: unknown) => void;
}

/** Links open in a new tab on click when read-only, or on Ctrl/Cmd+click while editing (a plain click places the caret). */
function openLinkOnClick(event: MouseEvent<HTMLDivElement>, readOnly: boolean): void {
  if (!readOnly && !event.metaKey && !event.ctrlKey) return;
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!anchor || !event.currentTarget.contains(anchor)) return;
  event.preventDefault();
  const url = sanitizeLinkUrl(anchor.getAttribute('href'));
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
}

function onLexicalError(error: Error): void {
  // Lexical recovers from most errors by reverting the update; log for visibility.
  console.error(error);
}

/** Cairn's rich-text editor (Lexical): HTML in and out, toolbar, markdown shortcuts, mentions and images. */
export function RichTextEditor({
  ariaLabel,
  initialHtml,
  onChange,
  readOnly = false,
  placeholder,
  variant = 'description',
  autoFocus = false,
  className,
  onSubmit,
  editorRef,
  mentions,
  onUploadFile,
  onUploadError,
}: RichTextEditorProps) {
  const strings = useEditorStrings();
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const [mentionAria, setMentionAria] = useState<MentionAria>({});
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: 'cairn-editor',
    theme: editorTheme,
    nodes: [...EDITOR_NODES],
    editable: !readOnly,
    onError: onLexicalError,
    editorState: (editor) => $setHtml(editor, initialHtml ?? ''),
  }));

  const placeholderProps =
    placeholder && !readOnly
      ? { 'aria-placeholder': placeholder, placeholder: <div className="ck-editor__placeholder">{placeholder}</div> }
      : {};
  const classes = ['ck-editor', `ck-editor--${variant}`, readOnly ? 'ck-editor--readonly' : null, className].filter(Boolean).join(' ');

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className={classes} onClick={(event) => openLinkOnClick(event, readOnly)}>
        {!readOnly && <ToolbarPlugin strings={strings} canUploadImages={Boolean(onUploadFile)} />}
        <div className="ck-editor__body" ref={setBody}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className="ck-editor__content"
                role="textbox"
                aria-label={ariaLabel}
                aria-multiline
                aria-readonly={readOnly || undefined}
                ariaAutoComplete={mentions ? 'list' : undefined}
                ariaControls={mentionAria.controls}
                ariaActiveDescendant={mentionAria.activeDescendant}
                {...placeholderProps}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
          {!readOnly && mentions && (
            <MentionsPlugin source={mentions} anchor={body} label={strings.mentions} emptyLabel={strings.mentions_empty} onAriaChange={setMentionAria} />
          )}
        </div>
        {!readOnly && onUploadFile && (
          <ImageUploadPlugin onUploadFile={onUploadFile} onUploadError={onUploadError} uploadingLabel={strings.uploading} />
        )}
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <CheckListPlugin />
      <LinkPlugin validateUrl={isAllowedLinkUrl} />
      <LinkSafetyPlugin />
      {!readOnly && <MarkdownShortcutPlugin transformers={EDITOR_TRANSFORMERS} />}
      {autoFocus && !readOnly && <AutoFocusPlugin />}
      <EditorBridgePlugin editorRef={editorRef} onChange={onChange} onSubmit={onSubmit} readOnly={readOnly} />
    </LexicalComposer>
  );
}

