import { useEffect } from 'react';
import type { CollaborativeEditorProps } from '@cairn/editor';

/** The props the fake editor last rendered with, so tests can drive its callbacks (status, presence, close). */
export const collabEditor: { props?: CollaborativeEditorProps; mounts: number } = { mounts: 0 };

/**
 * A stand-in for @cairn/editor's CollaborativeEditor in web tests: reports connected and synced once mounted, shows a
 * textbox (an editable one unless read-only) named by ariaLabel, and keeps its last props in `collabEditor`.
 */
export function CollaborativeEditor(props: CollaborativeEditorProps) {
  collabEditor.props = props;
  const { onStatusChange, onSynced } = props;
  useEffect(() => {
    collabEditor.mounts += 1;
    onStatusChange?.('connected');
    onSynced?.();
    // Reported once per connection, like the real editor.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div
      role="textbox"
      aria-label={props.ariaLabel}
      aria-readonly={props.readOnly}
      contentEditable={!props.readOnly}
      suppressContentEditableWarning
      data-document={props.documentId}
      data-server={props.serverUrl}
      tabIndex={0}
    />
  );
}
