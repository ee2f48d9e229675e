import type { ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { WORK_ITEM_LAYOUTS, type WorkItemLayout } from '@cairn/types';
import { Tooltip } from '@cairn/ui-kit';

const svg = (children: ReactNode) => (
  <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

const ICONS: Record<WorkItemLayout, ReactNode> = {
  list: svg(<path d="M5 4h9M5 8h9M5 12h9M2 4h.01M2 8h.01M2 12h.01" />),
  kanban: svg(<path d="M2.5 2.5h3v11h-3zM6.5 2.5h3v7h-3zM10.5 2.5h3v9h-3z" />),
  calendar: svg(<path d="M2.5 3.5h11v10h-11zM2.5 6.5h11M5.5 2v3M10.5 2v3" />),
  spreadsheet: svg(<path d="M2.5 2.5h11v11h-11zM2.5 6h11M2.5 9.5h11M6.5 2.5v11" />),
  gantt: svg(<path d="M2.5 4h6M5 8h7M3.5 12h5" />),
};

/** The five layout buttons; the current one is pressed. */
export function LayoutSwitcher(props: { layout: WorkItemLayout; onChange: (layout: WorkItemLayout) => void }) {
  const { t } = useT();
  return (
    <div className="cw-wil-layouts" role="group" aria-label={t('work_item_lists.layouts.label')}>
      {WORK_ITEM_LAYOUTS.map((layout) => (
        <Tooltip key={layout} content={t(`work_item_lists.layouts.${layout}`)}>
          <button
            type="button"
            className={layout === props.layout ? 'cw-wil-layouts__btn cw-wil-layouts__btn--on' : 'cw-wil-layouts__btn'}
            aria-pressed={layout === props.layout}
            aria-label={t('work_item_lists.layouts.switch_to', { layout: t(`work_item_lists.layouts.${layout}`) })}
            onClick={() => layout !== props.layout && props.onChange(layout)}
          >
            {ICONS[layout]}
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
