import { useState, type Ref } from 'react';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { AutoFocusPlugin } from '@lexical/react/LexicalAutoFocusPlugin';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { onLexicalError } from './internal/editor-config';
import { EDITOR_HTML_CONFIG } from './internal/editor-html-config';
import { EditorLayout, type MentionClickHandler } from './internal/editor-layout';
import { EDITOR_NODES } from './internal/editor-nodes';
import { editorTheme } from './internal/editor-theme';
import { $setHtml } from './internal/html';
import type { MentionSource } from './mentions/mentions-plugin';
import { EditorBridgePlugin, type RichTextEditorHandle } from './plugins/editor-bridge-plugin';
import type { UploadedFile } from './plugins/image-upload-plugin';
import './styles/editor.css';
import './styles/editor-content.css';
import './styles/editor-mentions.css';
import './styles/editor-tables.css';

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
  /** A work-item mention was clicked (read-only or editing); without it the mention's own link navigates. */
  onMentionClick?: MentionClickHandler;
  /** Enables images (toolbar button, paste, drop). */
  onUploadFile?: (file: File) => Promise<UploadedFile>;
  onUploadError?: (error: unknown) => void;
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
  onMentionClick,
  onUploadFile,
  onUploadError,
}: RichTextEditorProps) {
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: 'cairn-editor',
    theme: editorTheme,
    nodes: [...EDITOR_NODES],
    html: EDITOR_HTML_CONFIG,
    editable: !readOnly,
    onError: onLexicalError,
    editorState: (editor) => $setHtml(editor, initialHtml ?? ''),
  }));

  const classes = ['ck-editor', `ck-editor--${variant}`, readOnly ? 'ck-editor--readonly' : null, className].filter(Boolean).join(' ');

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <EditorLayout
        ariaLabel={ariaLabel}
        readOnly={readOnly}
        placeholder={placeholder}
        className={classes}
        mentions={mentions}
        onMentionClick={onMentionClick}
        onUploadFile={onUploadFile}
        onUploadError={onUploadError}
      />
      <HistoryPlugin />
      {autoFocus && !readOnly && <AutoFocusPlugin />}
      <EditorBridgePlugin editorRef={editorRef} onChange={onChange} onSubmit={onSubmit} readOnly={readOnly} />
    </LexicalComposer>
  );
}
