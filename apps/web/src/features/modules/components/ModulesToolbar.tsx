import type { ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import type { ModuleOrderBy } from '@cairn/state';
import { GridIcon, MenuIcon, Select, StarIcon } from '@cairn/ui-kit';
import { MODULE_ORDERS, type ModulesLayout } from '../hooks/use-modules-display';

// Translation key of an order: name_asc, name_desc, progress_asc, …
const orderKey = (order: ModuleOrderBy) => (order.startsWith('-') ? `${order.slice(1)}_desc` : `${order}_asc`);

/** The modules page's display controls: order, "favorites only", and the list / cards switch. */
export function ModulesToolbar(props: {
  count: number;
  layout: ModulesLayout;
  onLayout: (layout: ModulesLayout) => void;
  orderBy: ModuleOrderBy;
  onOrderBy: (orderBy: ModuleOrderBy) => void;
  favoritesOnly: boolean;
  onFavoritesOnly: (on: boolean) => void;
}) {
  const { t } = useT();
  const layouts: { value: ModulesLayout; icon: ReactNode }[] = [
    { value: 'list', icon: <MenuIcon size={14} /> },
    { value: 'cards', icon: <GridIcon size={14} /> },
  ];
  return (
    <div className="cw-projects__toolbar">
      <span className="cw-projects__count">{t('modules.list.count', { count: props.count })}</span>
      <div className="cw-modules__controls">
        <button
          type="button"
          className={props.favoritesOnly ? 'cw-modules__toggle cw-modules__toggle--on' : 'cw-modules__toggle'}
          aria-pressed={props.favoritesOnly}
          onClick={() => props.onFavoritesOnly(!props.favoritesOnly)}
        >
          <StarIcon size={14} />
          {t('modules.list.favorites_only')}
        </button>
        <Select
          size="sm"
          aria-label={t('modules.order.label')}
          className="cw-modules__order"
          align="end"
          options={MODULE_ORDERS.map((order) => ({ value: order, label: t(`modules.order.${orderKey(order)}`) }))}
          value={props.orderBy}
          onChange={props.onOrderBy}
        />
        <div className="cw-modules__layouts" role="radiogroup" aria-label={t('modules.layout.label')}>
          {layouts.map((layout) => (
            <button
              key={layout.value}
              type="button"
              role="radio"
              aria-checked={props.layout === layout.value}
              aria-label={t(`modules.layout.${layout.value}`)}
              title={t(`modules.layout.${layout.value}`)}
              className={props.layout === layout.value ? 'cw-modules__layout cw-modules__layout--on' : 'cw-modules__layout'}
              onClick={() => props.onLayout(layout.value)}
            >
              {layout.icon}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
