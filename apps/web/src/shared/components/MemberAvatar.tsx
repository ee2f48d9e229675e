import { Avatar, type AvatarSize } from '@cairn/ui-kit';
import { memberName, type NamedUser } from '../member-name';

/** Props of MemberAvatar: a user as the API answers it (a member's `member`, the current user, an owner). */
export interface MemberAvatarProps {
  user: NamedUser & { id: string; avatar_url?: string | null };
  size?: AvatarSize;
  className?: string;
}

/** A member's avatar: the shown name (memberName) and a colour from the user id, so namesakes still look different. */
export function MemberAvatar({ user, size, className }: MemberAvatarProps) {
  return <Avatar name={memberName(user) || '?'} colorSeed={user.id} src={user.avatar_url} size={size} className={className} />;
}
