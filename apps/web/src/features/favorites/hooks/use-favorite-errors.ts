import { FAVORITE_TEXT } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { isApiError } from '@cairn/services';

/** The inline text of a refused folder name (the store's local refusals and the server's 409), in the user's language. */
export function useFolderNameError(): (error: unknown) => string | null {
  const { t } = useT();
  return (error) => {
    const message = isApiError(error) ? error.error : error instanceof Error ? error.message : '';
    if (message === FAVORITE_TEXT.folderNameRequired) return t('favorites.folder_name_required');
    if (message === FAVORITE_TEXT.folderNameTaken) return t('favorites.folder_name_taken');
    return null;
  };
}
