/** Version of the editor lib's public API. */
export const EDITOR_API_VERSION = 1;

export { RichTextEditor } from './rich-text-editor';
export type { RichTextEditorProps, RichTextEditorVariant } from './rich-text-editor';
export type { RichTextEditorHandle } from './plugins/editor-bridge-plugin';
export type { UploadedFile } from './plugins/image-upload-plugin';
export type { MentionOption } from './mentions/mention-menu';
export type { MentionSource } from './mentions/mentions-plugin';
export type { MentionClickHandler } from './internal/editor-layout';
export { extractMentionIds } from './internal/html';
export { sanitizeLinkUrl } from './internal/link-url';
export { CollaborativeEditor } from './collaborative/collaborative-editor';
export type { CollaborativeEditorProps } from './collaborative/collaborative-editor';
export type { CollaborativeEditorHandle } from './collaborative/collab-bridge-plugin';
export type { CollabPeer, CollabProvider, CollabProviderFactory, CollabStatus } from './collaborative/collab-provider';
export { createMemoryCollabRoom } from './collaborative/memory-collab-room';
export type { MemoryCollabProvider, MemoryCollabRoom } from './collaborative/memory-collab-room';
