import { createHeadlessEditor } from '@lexical/headless';
import {
  createBinding,
  syncLexicalUpdateToYjs,
  syncYjsChangesToLexical,
  type Binding,
  type Provider,
  type UserState,
} from '@lexical/yjs';
import { SKIP_COLLAB_TAG, type LexicalEditor } from 'lexical';
import * as Y from 'yjs';
import { EDITOR_HTML_CONFIG } from '../internal/editor-html-config';
import { EDITOR_NODES } from '../internal/editor-nodes';
import { editorTheme } from '../internal/editor-theme';

/** The Yjs shared type that holds a page's Lexical content (the one CollaborationPlugin binds). */
export const DOC_ROOT_NAME = 'root';
const BINDING_ID = 'cairn-headless';

/** Thrown when bytes given as a document state are not a valid Yjs update. */
export class InvalidDocStateError extends Error {
  constructor(cause?: unknown) {
    super('Invalid document state: not a Yjs update');
    this.name = 'InvalidDocStateError';
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause;
  }
}

/** A provider that is never connected: the binding only needs its awareness for cursors, and there are none here. */
function createLocalProvider(): Provider {
  const states = new Map<number, UserState>();
  const noop = (): void => undefined;
  return {
    awareness: {
      getLocalState: () => null,
      getStates: () => states,
      on: noop,
      off: noop,
      setLocalState: noop,
      setLocalStateField: noop,
    },
    connect: noop,
    disconnect: noop,
    on: noop,
    off: noop,
  };
}

export interface HeadlessBoundEditor {
  doc: Y.Doc;
  editor: LexicalEditor;
  binding: Binding;
  /** Unbinds and frees the editor and the document. */
  dispose(): void;
}

/**
 * A headless Lexical editor bound to a fresh Y.Doc exactly like CollaborationPlugin binds a client (root =
 * `doc.get('root', Y.XmlText)`): Yjs changes flow into Lexical, Lexical updates flow into Yjs.
 * `clientID` pins the document's client id (deterministic output); by default Yjs picks a random one.
 */
export function createHeadlessBoundEditor(clientID?: number): HeadlessBoundEditor {
  const doc = new Y.Doc();
  if (clientID !== undefined) doc.clientID = clientID;
  const editor = createHeadlessEditor({
    namespace: 'cairn-editor-headless',
    nodes: [...EDITOR_NODES],
    theme: editorTheme,
    html: EDITOR_HTML_CONFIG,
    onError: (error) => {
      throw error;
    },
  });
  const provider = createLocalProvider();
  const docMap = new Map<string, Y.Doc>([[BINDING_ID, doc]]);
  const binding = createBinding(editor, provider, BINDING_ID, doc, docMap);
  const sharedRoot = binding.root.getSharedType();

  const onYjsChanges = (events: Array<Y.YEvent<Y.Text>>, transaction: Y.Transaction): void => {
    if (transaction.origin === binding) return;
    syncYjsChangesToLexical(binding, provider, events, false, () => undefined);
  };
  sharedRoot.observeDeep(onYjsChanges as (events: Array<Y.YEvent<Y.AbstractType<unknown>>>, tr: Y.Transaction) => void);
  const removeUpdateListener = editor.registerUpdateListener(
    ({ prevEditorState, editorState, dirtyElements, dirtyLeaves, normalizedNodes, tags }) => {
      if (tags.has(SKIP_COLLAB_TAG)) return;
      syncLexicalUpdateToYjs(binding, provider, prevEditorState, editorState, dirtyElements, dirtyLeaves, normalizedNodes, tags);
    },
  );

  let disposed = false;
  return {
    doc,
    editor,
    binding,
    dispose: () => {
      if (disposed) return;
      disposed = true;
      sharedRoot.unobserveDeep(onYjsChanges as (events: Array<Y.YEvent<Y.AbstractType<unknown>>>, tr: Y.Transaction) => void);
      removeUpdateListener();
      binding.collabNodeMap.clear();
      docMap.clear();
      doc.destroy();
    },
  };
}

/** Applies a Yjs update to the bound document and waits (synchronously) until the editor shows it. */
export function applyStateToBoundEditor(bound: HeadlessBoundEditor, state: Uint8Array): void {
  if (!(state instanceof Uint8Array)) throw new InvalidDocStateError();
  if (state.byteLength === 0) return;
  try {
    Y.applyUpdate(bound.doc, state);
  } catch (error) {
    throw new InvalidDocStateError(error);
  }
  // editor.read() commits the pending (non-discrete) update that syncYjsChangesToLexical scheduled.
  bound.editor.read(() => undefined);
}
