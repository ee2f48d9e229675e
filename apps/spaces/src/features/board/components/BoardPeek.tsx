import { useEffect } from 'react';
import { WorkItemPeek } from '../../peek';

/** The open item (`?peekId=`): S2's read-only peek; Escape closes it unless something inside it took the key first. */
export function BoardPeek({ anchor, issueId, onClose }: { anchor: string; issueId: string; onClose: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      // A menu, picker or editor inside the peek handles its own Escape.
      if (target?.closest('[role="menu"], [role="listbox"], [contenteditable="true"], input, textarea')) return;
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return <WorkItemPeek anchor={anchor} issueId={issueId} onClose={onClose} />;
}
