import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { selectFavorite, selectFavoriteFolders, selectFavoriteName, useAppStore, useStoreApi } from '@cairn/state';
import { Button, Modal } from '@cairn/ui-kit';

/** "Move to folder…": the non-drag way to put a favorite in one of the folders, or back at the top level. */
export function MoveToFolderModal(props: { slug: string; favoriteId: string | null; onClose: () => void }) {
  const { t } = useT();
  const store = useStoreApi();
  const favorite = useAppStore((s) => (props.favoriteId ? selectFavorite(s, props.favoriteId) : undefined));
  const folders = useAppStore((s) => selectFavoriteFolders(s, props.slug));
  const name = useAppStore((s) => (favorite ? selectFavoriteName(s, favorite) : ''));
  const [choice, setChoice] = useState<string | null | undefined>(undefined);
  const chosen = choice === undefined ? (favorite?.parent ?? null) : choice;
  const close = () => {
    setChoice(undefined);
    props.onClose();
  };
  const move = () => {
    if (!favorite) return;
    if (chosen !== favorite.parent) {
      const index = chosen ? (store.getState().favoriteChildIdsByFolder[chosen] ?? []).length : Number.MAX_SAFE_INTEGER;
      void store.getState().moveFavorite(props.slug, favorite.id, { parent: chosen, index }).catch(() => undefined);
    }
    close();
  };
  const options: Array<{ value: string | null; label: string }> = [{ value: null, label: t('favorites.top_level') }, ...folders.map((f) => ({ value: f.id, label: f.name }))];
  return (
    <Modal
      open={favorite !== undefined}
      onClose={close}
      title={t('favorites.move_dialog_title', { name })}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>{t('favorites.cancel')}</Button>
          <Button onClick={move}>{t('favorites.move')}</Button>
        </>
      }
    >
      {folders.length === 0 ? <p>{t('favorites.no_folders')}</p> : null}
      <fieldset className="cw-favs__choices">
        <legend className="cw-favs__legend">{t('favorites.move_dialog_folder')}</legend>
        {options.map((option) => (
          <label key={option.value ?? 'top'} className="cw-favs__choice">
            <input type="radio" name="favorite-folder" checked={chosen === option.value} onChange={() => setChoice(option.value)} />
            {option.label}
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
