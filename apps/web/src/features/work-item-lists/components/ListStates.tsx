import type { ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { Button, EmptyState, WorkItemsIcon } from '@cairn/ui-kit';
import type { ListContext } from '@cairn/state';

/** The first load: grey rows in the shape of the list (aria-busy, announced once). */
export function ListSkeleton() {
  const { t } = useT();
  return (
    <div className="cw-wil-skeleton" role="status" aria-busy="true" aria-label={t('work_item_lists.loading')}>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="cw-wil-skeleton__row" style={{ width: `${92 - (i % 4) * 9}%` }} />
      ))}
    </div>
  );
}

function emptyKey(ctx: ListContext): string {
  if (ctx.kind === 'profile') return `profile_${ctx.list}`;
  if (ctx.kind === 'workspace') return 'workspace';
  return ctx.kind;
}

/**
 * Nothing to show: with filters or a search, "no match" and a way to clear them; otherwise the context's own empty
 * state and, where creation is allowed, its create action.
 */
export function ListEmptyState(props: { ctx: ListContext; filtered: boolean; onClearFilters: () => void; createAction?: ReactNode }) {
  const { t } = useT();
  if (props.filtered) {
    return (
      <EmptyState
        icon={<WorkItemsIcon size={32} />}
        title={t('work_item_lists.empty.filtered.title')}
        description={t('work_item_lists.empty.filtered.description')}
        action={<Button variant="outline" onClick={props.onClearFilters}>{t('work_item_lists.filters.clear_all')}</Button>}
      />
    );
  }
  const key = emptyKey(props.ctx);
  return (
    <EmptyState
      icon={<WorkItemsIcon size={32} />}
      title={t(`work_item_lists.empty.${key}.title`)}
      description={t(`work_item_lists.empty.${key}.description`)}
      action={props.createAction}
    />
  );
}

/** The first page failed: say so and offer to try again. */
export function ListError(props: { onRetry: () => void }) {
  const { t } = useT();
  return (
    <EmptyState
      icon={<WorkItemsIcon size={32} />}
      title={t('work_item_lists.error.title')}
      description={t('work_item_lists.error.description')}
      action={<Button variant="outline" onClick={props.onRetry}>{t('common.retry')}</Button>}
    />
  );
}
