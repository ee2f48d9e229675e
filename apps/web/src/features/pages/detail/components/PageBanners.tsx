import { useT } from '@cairn/i18n';
import type { Page, PageAbilities } from '@cairn/types';
import { ArchiveIcon, Button, EyeIcon, LockIcon } from '@cairn/ui-kit';
import type { PageActions } from '../hooks/use-page-actions';

/**
 * The notes above the page's title: archived (with Restore for those who manage the page), locked (with Unlock), or
 * read-only for readers who may not edit it. One at a time, archived first.
 */
export function PageBanners({ page, abilities, actions }: { page: Page; abilities: PageAbilities; actions: PageActions }) {
  const { t } = useT();
  if (page.archived_at) {
    return (
      <div className="cw-page-banner cw-page-banner--archived" role="note">
        <ArchiveIcon size={16} />
        <span className="cw-page-banner__text">{t('page_editor.banners.archived')}</span>
        {abilities.manage ? <Button size="sm" variant="outline" onClick={actions.restore}>{t('page_editor.banners.restore')}</Button> : null}
      </div>
    );
  }
  if (page.is_locked) {
    return (
      <div className="cw-page-banner cw-page-banner--locked" role="note">
        <LockIcon size={16} />
        <span className="cw-page-banner__text">{t('page_editor.banners.locked')}</span>
        {abilities.manage ? <Button size="sm" variant="outline" onClick={actions.unlock}>{t('page_editor.banners.unlock')}</Button> : null}
      </div>
    );
  }
  if (!abilities.editContent) {
    return (
      <div className="cw-page-banner" role="note">
        <EyeIcon size={16} />
        <span className="cw-page-banner__text">{t('page_editor.banners.read_only')}</span>
      </div>
    );
  }
  return null;
}
