import { useMemo, useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import type { MentionOption } from '@cairn/editor';
import { selectCurrentUser, useAppStore, useStoreApi } from '@cairn/state';
import { memberName } from '../../../../shared/member-name';
import { collabServerUrl } from '../hooks/collab-url';
import { usePageMentions } from '../hooks/use-page-mentions';
import { presenceColor } from '../hooks/user-color';
import type { ConnectionStatus } from './PageHeaderActions';
import type { PresenceUser } from './PagePresence';
import { LazyCollaborativeEditor } from './lazy-editors';

const ignore = () => undefined;

/** What the page body tells the screen about the live session. */
export interface PageSessionEvents {
  onStatusChange: (status: ConnectionStatus) => void;
  onPresenceChange: (users: PresenceUser[]) => void;
  /** The server closed the connection for good (a PAGE_COLLAB_CLOSE code). */
  onClose: (code: number) => void;
}

/**
 * The page's content: the collaborative editor (loaded on demand) bound to the page's shared document on this origin's
 * collaboration endpoint, as the signed-in user in their colour; read-only when the content may not be edited;
 * @-mentions of members and work items (a work item's mention opens it); images uploaded as PAGE_DESCRIPTION assets.
 */
export function PageBody({ slug, projectId, pageId, readOnly, events, containerRef }: {
  slug: string; projectId: string; pageId: string; readOnly: boolean; events: PageSessionEvents; containerRef?: Ref<HTMLDivElement>;
}) {
  const { t } = useT();
  const storeApi = useStoreApi();
  const navigate = useNavigate();
  const me = useAppStore(selectCurrentUser);
  const mentions = usePageMentions(slug, projectId);
  const [synced, setSynced] = useState(false);
  const serverUrl = useMemo(() => collabServerUrl(slug, projectId), [slug, projectId]);
  const user = useMemo(() => (me ? { id: me.id, name: memberName(me), color: presenceColor(me.id) } : undefined), [me]);
  if (!user) return null;
  const openMention = (option: MentionOption) => {
    if (option.kind === 'work_item' && option.href) navigate(option.href);
  };
  return (
    <div ref={containerRef} className={synced ? 'cw-page-body' : 'cw-page-body cw-page-body--syncing'} aria-busy={!synced}>
      <LazyCollaborativeEditor
        key={pageId}
        serverUrl={serverUrl}
        documentId={pageId}
        user={user}
        readOnly={readOnly}
        ariaLabel={t('page_editor.body_label')}
        placeholder={readOnly ? undefined : t('page_editor.body_placeholder')}
        mentions={mentions}
        onMentionClick={openMention}
        onUploadFile={readOnly ? undefined : (file) => storeApi.getState().uploadEditorImage(slug, projectId, file, { entityType: 'PAGE_DESCRIPTION', pageId })}
        onUploadError={ignore}
        onStatusChange={(status) => {
          // Offline before the first sync: the editor is usable (edits merge on reconnect), so stop showing the wait.
          if (status === 'disconnected') setSynced(true);
          events.onStatusChange(status);
        }}
        onSynced={() => setSynced(true)}
        onPresenceChange={events.onPresenceChange}
        onClose={events.onClose}
        className="cw-page-editor"
      />
    </div>
  );
}
