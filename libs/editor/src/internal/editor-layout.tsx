import { useState, type MouseEvent, type ReactNode } from 'react';
import { CheckListPlugin } from '@lexical/react/LexicalCheckListPlugin';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { TablePlugin } from '@lexical/react/LexicalTablePlugin';
import type { MentionOption } from '../mentions/mention-menu';
import { MentionsPlugin, type MentionAria, type MentionSource } from '../mentions/mentions-plugin';
import { ImageUploadPlugin, type UploadedFile } from '../plugins/image-upload-plugin';
import { LinkSafetyPlugin } from '../plugins/link-safety-plugin';
import { ToolbarPlugin } from '../toolbar/toolbar-plugin';
import { useEditorStrings } from './editor-strings';
import { isAllowedLinkUrl, sanitizeLinkUrl } from './link-url';
import { EDITOR_TRANSFORMERS } from './markdown-transformers';

/** Called when a work-item mention is clicked (read-only or editing); the editor does not navigate by itself then. */
export type MentionClickHandler = (option: MentionOption) => void;

/** Work-item mentions call `onMentionClick`; links open in a new tab when read-only or on Ctrl/Cmd+click. */
function handleClick(event: MouseEvent<HTMLDivElement>, readOnly: boolean, onMentionClick?: MentionClickHandler): void {
  const target = event.target as Element;
  const chip = target.closest?.('[data-mention-kind="work_item"]');
  if (chip && event.currentTarget.contains(chip)) {
    // Without a handler the chip's own <a href> navigates.
    if (!onMentionClick) return;
    event.preventDefault();
    onMentionClick({
      id: chip.getAttribute('data-mention-id') ?? '',
      label: chip.textContent ?? '',
      kind: 'work_item',
      href: chip.getAttribute('href') ?? undefined,
    });
    return;
  }
  if (!readOnly && !event.metaKey && !event.ctrlKey) return;
  const anchor = target.closest?.('a[href]');
  if (!anchor || !event.currentTarget.contains(anchor)) return;
  event.preventDefault();
  const url = sanitizeLinkUrl(anchor.getAttribute('href'));
  if (url) window.open(url, '_blank', 'noopener,noreferrer');
}

export interface EditorLayoutProps {
  ariaLabel: string;
  readOnly: boolean;
  placeholder?: string;
  /** Root classes (variant, read-only, the caller's className). */
  className: string;
  mentions?: MentionSource;
  onMentionClick?: MentionClickHandler;
  onUploadFile?: (file: File) => Promise<UploadedFile>;
  onUploadError?: (error: unknown) => void;
  /** Shows the toolbar's "Insert table" button. */
  canInsertTables?: boolean;
  /** Rendered inside the body after the content (e.g. the collaborators' cursors). */
  bodyExtra?: ReactNode;
}

/**
 * What every editor shares inside its LexicalComposer: the frame, the toolbar, the content editable, mentions,
 * images and the block plugins (lists, checklists, links, tables, markdown shortcuts). History and the HTML/handle
 * bridge are the caller's (RichTextEditor: HistoryPlugin; CollaborativeEditor: Yjs).
 */
export function EditorLayout({
  ariaLabel,
  readOnly,
  placeholder,
  className,
  mentions,
  onMentionClick,
  onUploadFile,
  onUploadError,
  canInsertTables = false,
  bodyExtra,
}: EditorLayoutProps) {
  const strings = useEditorStrings();
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const [mentionAria, setMentionAria] = useState<MentionAria>({});
  const placeholderProps =
    placeholder && !readOnly
      ? { 'aria-placeholder': placeholder, placeholder: <div className="ck-editor__placeholder">{placeholder}</div> }
      : {};

  return (
    <>
      <div className={className} onClick={(event) => handleClick(event, readOnly, onMentionClick)}>
        {!readOnly && <ToolbarPlugin strings={strings} canUploadImages={Boolean(onUploadFile)} canInsertTables={canInsertTables} />}
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
          {bodyExtra}
        </div>
        {!readOnly && onUploadFile && (
          <ImageUploadPlugin onUploadFile={onUploadFile} onUploadError={onUploadError} uploadingLabel={strings.uploading} />
        )}
      </div>
      <ListPlugin />
      <CheckListPlugin />
      <LinkPlugin validateUrl={isAllowedLinkUrl} />
      <LinkSafetyPlugin />
      <TablePlugin hasCellMerge={false} hasCellBackgroundColor={false} hasHorizontalScroll />
      {!readOnly && <MarkdownShortcutPlugin transformers={EDITOR_TRANSFORMERS} />}
    </>
  );
}
