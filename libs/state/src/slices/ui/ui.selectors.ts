import type { WebState } from '../../core/types';
import type { Toast } from './ui.slice';

/** The toasts to show, oldest first. */
export const selectToasts = (state: WebState): Toast[] => state.toasts;
