import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { searchViews, selectViewsOf, selectViewsStatus, useAppStore, viewScopeKey } from '@cairn/state';
import { Button, EmptyState, Input, LayersIcon, PlusIcon, SearchIcon, Spinner } from '@cairn/ui-kit';
import { canCreateViews } from '../hooks/view-permissions';
import { useViewScreen } from '../hooks/view-screen';
import { ViewRow } from './ViewRow';

/** The views of the screen's scope: a search box filtering by name, the rows, and the empty and failed states. */
export function ViewsList({ onCreate }: { onCreate: () => void }) {
  const { t } = useT();
  const { scope, role } = useViewScreen();
  const key = viewScopeKey(scope);
  const [query, setQuery] = useState('');
  const all = useAppStore((s) => selectViewsOf(s, key));
  const shown = useAppStore((s) => searchViews(s, key, query));
  const status = useAppStore((s) => selectViewsStatus(s, key));
  if (all.length === 0 && (status === 'idle' || status === 'loading')) return <div className="cw-center-pad"><Spinner /></div>;
  if (all.length === 0) {
    const failed = status === 'error';
    return (
      <EmptyState
        icon={<LayersIcon size={32} />}
        title={t(failed ? 'views.empty.failed_title' : 'views.empty.title')}
        description={t(failed ? 'views.empty.failed_description' : canCreateViews(role) ? 'views.empty.description' : 'views.empty.description_guest')}
        action={!failed && canCreateViews(role) ? <Button leftIcon={<PlusIcon size={14} />} onClick={onCreate}>{t('views.actions.create')}</Button> : undefined}
      />
    );
  }
  return (
    <div className="cw-projects cw-views">
      <div className="cw-projects__toolbar">
        <Input
          id="views-search"
          aria-label={t('views.search')}
          placeholder={t('views.search')}
          leftIcon={<SearchIcon size={14} />}
          size="sm"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          wrapperClassName="cw-projects__search"
        />
        <span className="cw-projects__count">{t('views.count', { count: shown.length })}</span>
      </div>
      {shown.length === 0 ? (
        <EmptyState icon={<SearchIcon size={32} />} title={t('views.empty.no_match_title')} description={t('views.empty.no_match_description', { query: query.trim() })} />
      ) : (
        <ul className="cw-project-list" aria-label={t('views.title')}>
          {shown.map((view) => <ViewRow key={view.id} viewId={view.id} />)}
        </ul>
      )}
    </div>
  );
}
