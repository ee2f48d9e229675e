import { useT } from '@cairn/i18n';
import { getInitials } from '@cairn/ui-kit';

/** A person editing the page now, as the collaborative editor reports them. */
export interface PresenceUser {
  id: string;
  name: string;
  color: string;
}

// More people than this fold into "+N".
const MAX_SHOWN = 4;

/** The people editing the page now (others than the user): initials ringed in each one's colour, "+N" for the rest. */
export function PagePresence({ users }: { users: readonly PresenceUser[] }) {
  const { t } = useT();
  if (users.length === 0) return null;
  const shown = users.slice(0, MAX_SHOWN);
  const rest = users.length - shown.length;
  return (
    <ul className="cw-page-presence" aria-label={t('page_editor.presence.label', { count: users.length })}>
      {shown.map((user) => (
        <li key={user.id} className="cw-page-presence__user" style={{ borderColor: user.color, color: user.color }} title={user.name}>
          <span aria-hidden="true">{getInitials(user.name)}</span>
          <span className="ck-visually-hidden">{user.name}</span>
        </li>
      ))}
      {rest > 0 ? <li className="cw-page-presence__more">{t('page_editor.presence.more', { count: rest })}</li> : null}
    </ul>
  );
}
