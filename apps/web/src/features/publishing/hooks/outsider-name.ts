import { useCallback } from 'react';
import { useT } from '@cairn/i18n';

/** A person as a public-board answer names them (comment.actor_detail, intake created_by_detail). */
export interface OutsiderDetail {
  id: string;
  display_name: string;
  avatar_url?: string | null;
}

/**
 * The name of someone who is not a workspace member (they wrote from a public board): "Ada (via public board)";
 * undefined without a detail, so the caller keeps its own fallback.
 */
export function useOutsiderName(): (detail: OutsiderDetail | null | undefined) => string | undefined {
  const { t } = useT();
  return useCallback((detail) => (detail?.display_name ? t('publishing.outsider_name', { name: detail.display_name }) : undefined), [t]);
}
