import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { cx } from '../internal/cx';
import { avatarColor } from './avatar-colors';

/** Avatar diameters: xs 16, sm 20, md 24, lg 32, xl 48 pixels. */
export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Props of Avatar. */
export interface AvatarProps {
  /** Person or workspace name: the accessible name and the initials. */
  name: string;
  /**
   * What picks the background colour: pass the user (or workspace) id, so two people with the same name or initials
   * still look different and one person keeps one colour everywhere. Default: the name.
   */
  colorSeed?: string;
  src?: string | null;
  size?: AvatarSize;
  shape?: 'circle' | 'square';
  className?: string;
}

/** Up to two initials from a name ("Ada Lovelace" → "AL", "ada@x.io" → "A"). */
export function getInitials(name: string): string {
  const clean = name.trim();
  if (!clean) return '?';
  if (clean.includes('@') && !clean.includes(' ')) return clean[0].toUpperCase();
  const words = clean.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]].map((w) => Array.from(w)[0]) : Array.from(words[0]).slice(0, 1);
  return letters.join('').toUpperCase();
}

/** A picture of a person or workspace, falling back to coloured initials when there is no image or it fails. */
export function Avatar({ name, colorSeed, src, size = 'md', shape = 'circle', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      className={cx('ck-avatar', `ck-avatar--${size}`, `ck-avatar--${shape}`, className)}
      style={showImage ? undefined : { ['--ck-avatar-bg' as string]: avatarColor(colorSeed || name) }}
    >
      {showImage ? (
        <img src={src ?? undefined} alt="" className="ck-avatar__image" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span className="ck-avatar__initials" aria-hidden="true">
          {getInitials(name)}
        </span>
      )}
    </span>
  );
}

/** One person in an AvatarGroup (the id, when given, picks the colour). */
export interface AvatarGroupUser {
  id?: string;
  name: string;
  src?: string | null;
}

/** Props of AvatarGroup. */
export interface AvatarGroupProps {
  users: ReadonlyArray<AvatarGroupUser>;
  /** How many avatars to show before "+N" (default 3). */
  max?: number;
  size?: AvatarSize;
  className?: string;
}

/** Overlapping avatars with a "+N" bubble for the rest. */
export function AvatarGroup({ users, max = 3, size = 'md', className }: AvatarGroupProps) {
  const { t } = useT();
  const shown = users.slice(0, max);
  const rest = users.length - shown.length;
  return (
    <span className={cx('ck-avatar-group', className)}>
      {shown.map((user, index) => (
        <Avatar key={user.id ?? `${user.name}-${index}`} name={user.name} colorSeed={user.id} src={user.src} size={size} className="ck-avatar-group__item" />
      ))}
      {rest > 0 && (
        <span role="img" aria-label={t('ui.avatar.more_label', { count: rest })} className={cx('ck-avatar', `ck-avatar--${size}`, 'ck-avatar--circle', 'ck-avatar--more', 'ck-avatar-group__item')}>
          <span aria-hidden="true">{t('ui.avatar.more', { count: rest })}</span>
        </span>
      )}
    </span>
  );
}
