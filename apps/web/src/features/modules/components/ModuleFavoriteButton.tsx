import type { Module } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { IconButton, StarIcon } from '@cairn/ui-kit';

/** The favorite star of a module: optimistic, reverted with a toast on failure (spec §4). Guests see nothing. */
export function ModuleFavoriteButton(props: { slug: string; module: Module; disabled?: boolean }) {
  const { t } = useT();
  const toggle = useAppStore((s) => s.toggleModuleFavorite);
  const { module } = props;
  if (module.archived_at) return null;
  return (
    <IconButton
      size="sm"
      variant="ghost"
      disabled={props.disabled}
      aria-label={module.is_favorite ? t('modules.favorite.remove', { name: module.name }) : t('modules.favorite.add', { name: module.name })}
      aria-pressed={module.is_favorite}
      className={module.is_favorite ? 'cw-star--on' : undefined}
      icon={<StarIcon size={16} />}
      // The store rolled back and showed why.
      onClick={() => void toggle(props.slug, module.project_id, module.id).catch(() => undefined)}
    />
  );
}
