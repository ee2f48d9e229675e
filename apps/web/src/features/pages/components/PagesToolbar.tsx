import { useT } from '@cairn/i18n';
import { PAGE_LIST_TYPES, PAGE_SORT_DIRECTIONS, PAGE_SORT_KEYS, type PageListType, type PagesSummary } from '@cairn/types';
import { CheckIcon, Input, Menu, SearchIcon, StarIcon, Tabs, UserIcon, type MenuItem, type MenuSeparator } from '@cairn/ui-kit';
import type { PagesSort } from '../hooks/use-pages-query';

// The count of a tab from pages-summary/ (all = the live pages: public and the caller's private ones).
function tabCount(tab: PageListType, summary: PagesSummary | undefined): number | undefined {
  if (!summary) return undefined;
  if (tab === 'all') return summary.public_pages + summary.private_pages;
  if (tab === 'public') return summary.public_pages;
  if (tab === 'private') return summary.private_pages;
  return summary.archived_pages;
}

/** The tabs of the pages list (All / Public / Private / Archived) with their counts. */
export function PagesTabs(props: { tab: PageListType; summary: PagesSummary | undefined; onTab: (tab: PageListType) => void }) {
  const { t } = useT();
  return (
    <Tabs
      className="cw-pages__tabs"
      aria-label={t('pages.tabs.label')}
      value={props.tab}
      onChange={(id) => props.onTab(id as PageListType)}
      items={PAGE_LIST_TYPES.map((tab) => ({ id: tab, label: t(`pages.tabs.${tab}`), count: tabCount(tab, props.summary) }))}
    />
  );
}

const mark = (on: boolean) => (on ? <CheckIcon size={14} /> : <span className="cw-pages__menu-blank" aria-hidden="true" />);

/**
 * The pages list's controls: the search box (its text reaches the server after a pause), the filters "Owned by me" and
 * "Favorites", and the sort menu (name / created / updated, ascending / descending).
 */
export function PagesToolbar(props: {
  search: string;
  onSearch: (search: string) => void;
  sort: PagesSort;
  onSort: (sort: PagesSort) => void;
  ownedByMe: boolean;
  onOwnedByMe: (on: boolean) => void;
  favorites: boolean;
  onFavorites: (on: boolean) => void;
}) {
  const { t } = useT();
  const { sort } = props;
  const sortItems: Array<MenuItem | MenuSeparator> = [
    ...PAGE_SORT_KEYS.map((key): MenuItem => ({ id: key, label: t(`pages.sort.${key}`), icon: mark(sort.key === key), onClick: () => props.onSort({ ...sort, key }) })),
    { id: 'sep', separator: true },
    ...PAGE_SORT_DIRECTIONS.map((by): MenuItem => ({ id: by, label: t(`pages.sort.${by}`), icon: mark(sort.by === by), onClick: () => props.onSort({ ...sort, by }) })),
  ];
  const current = t('pages.sort.current', { key: t(`pages.sort.${sort.key}`), direction: t(`pages.sort.${sort.by}`) });
  return (
    <div className="cw-pages__toolbar">
      <Input
        id="pages-search"
        aria-label={t('pages.search')}
        placeholder={t('pages.search')}
        leftIcon={<SearchIcon size={14} />}
        size="sm"
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
        wrapperClassName="cw-pages__search"
      />
      <div className="cw-pages__controls">
        <button type="button" className={props.ownedByMe ? 'cw-pages__toggle cw-pages__toggle--on' : 'cw-pages__toggle'} aria-pressed={props.ownedByMe} onClick={() => props.onOwnedByMe(!props.ownedByMe)}>
          <UserIcon size={14} />
          <span>{t('pages.filters.owned_by_me')}</span>
        </button>
        <button type="button" className={props.favorites ? 'cw-pages__toggle cw-pages__toggle--on' : 'cw-pages__toggle'} aria-pressed={props.favorites} onClick={() => props.onFavorites(!props.favorites)}>
          <StarIcon size={14} />
          <span>{t('pages.filters.favorites')}</span>
        </button>
        <span title={current}>
          <Menu
            align="end"
            aria-label={t('pages.sort.label')}
            triggerLabel={current}
            triggerClassName="cw-pages__sort"
            trigger={<span>{t('pages.sort.button')}: {t(`pages.sort.${sort.key}`)} {sort.by === 'asc' ? '↑' : '↓'}</span>}
            items={sortItems}
          />
        </span>
      </div>
    </div>
  );
}
