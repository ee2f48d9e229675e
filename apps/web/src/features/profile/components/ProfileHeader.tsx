import { useT } from '@cairn/i18n';
import { selectWorkspaceMembers, useAppStore } from '@cairn/state';
import { ROLE } from '@cairn/types';
import { Badge, Button } from '@cairn/ui-kit';
import { MemberAvatar } from '../../../shared/components/MemberAvatar';
import { memberName } from '../../../shared/member-name';
import { useMemberProfile } from '../hooks/use-member-profile';

const ROLE_KEY: Record<number, string> = { [ROLE.ADMIN]: 'admin', [ROLE.MEMBER]: 'member', [ROLE.GUEST]: 'guest' };

/** The member's avatar, full name, display name, workspace role and the day they joined the workspace. */
export function ProfileHeader({ slug, userId }: { slug: string; userId: string }) {
  const { t, locale: language } = useT();
  const { entry, retry } = useMemberProfile(slug, userId);
  // Until the profile answers, the workspace's member list (usually loaded already) gives the name.
  const listed = useAppStore((s) => selectWorkspaceMembers(s, slug).find((m) => m.member.id === userId)?.member);
  const person = entry.data ?? listed;
  if (!person) {
    if (entry.status !== 'error') return <div className="cw-profile-header cw-profile-header--loading" aria-busy="true" />;
    return (
      <div className="cw-profile-error" role="alert">
        <p>{t('profile.load_failed')}</p>
        <Button size="sm" variant="secondary" onClick={retry}>{t('profile.retry')}</Button>
      </div>
    );
  }
  const name = memberName(person) || t('profile.member');
  const role = entry.data ? ROLE_KEY[entry.data.role] : undefined;
  const joined = entry.data ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(entry.data.date_joined)) : undefined;
  return (
    <div className="cw-profile-header">
      <MemberAvatar user={{ ...person, id: userId }} size="xl" />
      <div className="cw-profile-header__text">
        <h2 className="cw-profile-header__name">{name}</h2>
        <p className="cw-profile-header__meta">
          {person.display_name ? <span className="cw-profile-header__handle">@{person.display_name}</span> : null}
          {role ? <Badge size="sm" variant={role === 'admin' ? 'primary' : 'neutral'}>{t(`profile.roles.${role}`)}</Badge> : null}
          {joined ? <span>{t('profile.joined', { date: joined })}</span> : null}
        </p>
      </div>
    </div>
  );
}
