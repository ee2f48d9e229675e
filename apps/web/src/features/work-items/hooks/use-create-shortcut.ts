import { useAppAction } from '../../../shared/keyboard/app-actions';

/**
 * Makes `onCreate` the answer to C and to the palette's "Create work item" while enabled (the shortcut registry in
 * shared/keyboard binds C: never in a text field, never over a dialog).
 */
export function useCreateShortcut(onCreate: () => void, enabled = true) {
  useAppAction('create_work_item', onCreate, enabled);
}
