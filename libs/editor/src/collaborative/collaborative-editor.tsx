import { useMemo, useRef, useState, type Ref } from 'react';
import { LexicalCollaboration } from '@lexical/react/LexicalCollaborationContext';
import { CollaborationPlugin } from '@lexical/react/LexicalCollaborationPlugin';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { onLexicalError } from '../internal/editor-config';
import { EDITOR_HTML_CONFIG } from '../internal/editor-html-config';
import { EditorLayout, type MentionClickHandler } from '../internal/editor-layout';
import { EDITOR_NODES } from '../internal/editor-nodes';
import { editorTheme } from '../internal/editor-theme';
import type { MentionSource } from '../mentions/mentions-plugin';
import type { UploadedFile } from '../plugins/image-upload-plugin';
import { CollabBridgePlugin, type CollaborativeEditorHandle } from './collab-bridge-plugin';
import { createWebsocketProvider, type CollabPeer, type CollabProviderFactory, type CollabStatus } from './collab-provider';
import { useCollabSession } from './use-collab-session';
import '../styles/editor.css';
import '../styles/editor-content.css';
import '../styles/editor-mentions.css';
import '../styles/editor-tables.css';

export interface CollaborativeEditorProps {
  /** ws(s)://host + apiPaths.pageCollabBase(slug, projectId); the editor connects to `${serverUrl}/${documentId}`. */
  serverUrl: string;
  /** The page id (the room). Remount (React `key`) to open another document. */
  documentId: string;
  /** The current user as others see them (caret label and colour; `id` dedupes their tabs in presence). */
  user: { id: string; name: string; color: string };
  /** Not editable, no toolbar (content still live). */
  readOnly: boolean;
  ariaLabel: string;
  placeholder?: string;
  /** Enables @-mentions of members and work items. */
  mentions?: MentionSource;
  /** A work-item mention was clicked; without it the mention's own link navigates. */
  onMentionClick?: MentionClickHandler;
  /** Enables images (toolbar button, paste, drop). */
  onUploadFile?(file: File): Promise<UploadedFile>;
  onUploadError?(error: unknown): void;
  onStatusChange?(status: CollabStatus): void;
  /** First sync with the server done (content shown). Called once per mount. */
  onSynced?(): void;
  /** Others in the document now (one entry per user, without the current user). */
  onPresenceChange?(users: CollabPeer[]): void;
  /** The server closed with a 4400–4499 code (PAGE_COLLAB_CLOSE); the editor does not reconnect then. */
  onClose?(code: number): void;
  className?: string;
  editorRef?: Ref<CollaborativeEditorHandle>;
  /** Test/story seam: the provider to use instead of y-websocket (see `createMemoryCollabRoom`). */
  createProvider?: CollabProviderFactory;
}

/**
 * The page editor: RichTextEditor's toolbar, nodes and plugins bound to a shared Yjs document over y-websocket
 * (Lexical's CollaborationPlugin, no bootstrap: the server's state is the only initial content), with collaborators'
 * carets and names in their colours and undo/redo through Yjs. No HTML export per keystroke (use `editorRef.getHtml`).
 */
export function CollaborativeEditor({
  serverUrl,
  documentId,
  user,
  readOnly,
  ariaLabel,
  placeholder,
  mentions,
  onMentionClick,
  onUploadFile,
  onUploadError,
  onStatusChange,
  onSynced,
  onPresenceChange,
  onClose,
  className,
  editorRef,
  createProvider,
}: CollaborativeEditorProps) {
  const cursorsRef = useRef<HTMLDivElement>(null);
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: 'cairn-editor',
    theme: editorTheme,
    nodes: [...EDITOR_NODES],
    html: EDITOR_HTML_CONFIG,
    editable: !readOnly,
    onError: onLexicalError,
    // CollaborationPlugin owns the content: it must start empty.
    editorState: null,
  }));
  const factory = useMemo<CollabProviderFactory>(
    () => createProvider ?? ((id, doc) => createWebsocketProvider(serverUrl, id, doc)),
    [createProvider, serverUrl],
  );
  const providerFactory = useCollabSession(factory, user.id, { onStatusChange, onSynced, onPresenceChange, onClose });
  const awarenessData = useMemo(() => ({ userId: user.id }), [user.id]);

  const classes = ['ck-editor', 'ck-editor--page', 'ck-editor--collab', readOnly ? 'ck-editor--readonly' : null, className]
    .filter(Boolean)
    .join(' ');

  return (
    <LexicalCollaboration>
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
          canInsertTables
          bodyExtra={<div ref={cursorsRef} className="ck-editor__cursors" aria-hidden="true" />}
        />
        <CollaborationPlugin
          id={documentId}
          providerFactory={providerFactory}
          shouldBootstrap={false}
          username={user.name}
          cursorColor={user.color}
          cursorsContainerRef={cursorsRef}
          awarenessData={awarenessData}
        />
        <CollabBridgePlugin editorRef={editorRef} readOnly={readOnly} />
      </LexicalComposer>
    </LexicalCollaboration>
  );
}
