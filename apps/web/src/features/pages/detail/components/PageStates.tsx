import { useNavigate } from 'react-router';
import { useT } from '@cairn/i18n';
import { PAGE_COLLAB_CLOSE } from '@cairn/types';
import { AlertCircleIcon, Button, EmptyState, FileIcon, LockIcon } from '@cairn/ui-kit';
import { pagesPath } from '../../paths';

/** The loading page: a title bar and a few lines of text, shaped like the page. */
export function PageSkeleton() {
  const { t } = useT();
  return (
    <div className="cw-page-skeleton" aria-busy="true" aria-label={t('page_editor.loading')}>
      <div className="cw-page-skeleton__title" />
      <div className="cw-page-skeleton__line" />
      <div className="cw-page-skeleton__line" />
      <div className="cw-page-skeleton__line cw-page-skeleton__line--short" />
    </div>
  );
}

/** The page could not be read (spec §8: "Failed" and the detail text), with a retry. */
export function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <EmptyState
      icon={<AlertCircleIcon size={32} />}
      title={t('page_editor.errors.failed_title')}
      description={t('page_editor.errors.fetch_failed')}
      action={<Button variant="outline" onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}

/** No such page here (deleted, or never in this project). */
export function PageNotFound({ slug, projectId }: { slug: string; projectId: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={<FileIcon size={32} />}
      title={t('page_editor.not_found.title')}
      description={t('page_editor.not_found.description')}
      action={<Button variant="outline" onClick={() => navigate(pagesPath(slug, projectId))}>{t('page_editor.back_to_pages')}</Button>}
    />
  );
}

/** The project has pages turned off. */
export function PagesOff() {
  const { t } = useT();
  return <EmptyState icon={<FileIcon size={32} />} title={t('page_editor.errors.pages_off')} />;
}

/**
 * The server ended the page's live session for good (the collaboration close codes): no access any more, removed, or
 * moved / no longer shared. With `movedTo` (the page's new link) it offers to open it there.
 */
export function PageClosed({ code, slug, projectId, movedTo }: { code: number; slug: string; projectId: string; movedTo?: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const kind = code === PAGE_COLLAB_CLOSE.NOT_FOUND ? 'removed' : code === PAGE_COLLAB_CLOSE.GONE ? 'moved' : code === PAGE_COLLAB_CLOSE.UNAUTHORISED ? 'signed_out' : 'forbidden';
  const back = <Button variant="outline" onClick={() => navigate(pagesPath(slug, projectId))}>{t('page_editor.back_to_pages')}</Button>;
  return (
    <EmptyState
      icon={kind === 'forbidden' ? <LockIcon size={32} /> : <FileIcon size={32} />}
      title={t(`page_editor.closed.${kind}_title`)}
      description={t(`page_editor.closed.${kind}_description`)}
      action={movedTo ? <Button onClick={() => navigate(movedTo, { replace: true })}>{t('page_editor.closed.open_moved')}</Button> : back}
      secondaryAction={movedTo ? back : undefined}
    />
  );
}

