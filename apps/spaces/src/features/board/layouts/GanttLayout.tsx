import { useMemo, useState } from 'react';
import { useT } from '@cairn/i18n';
import type { PublicWorkItem } from '@cairn/types';
import { selectBoardFlatItems, useSpacesStore } from '@cairn/state';
import { GroupLoadMore } from '../components/GroupLoadMore';
import { ItemKey, itemKey, useOpenProps } from '../components/ItemProperties';
import { formatDay } from '../components/item-format';
import { useBoardLookups } from '../hooks/board-context';
import { GANTT_DAY_WIDTH, dayOffset, itemSpan, timelineRange, timelineTicks, type GanttScale } from './gantt-scale';

function UndatedItem({ item }: { item: PublicWorkItem }) {
  const openProps = useOpenProps(item);
  return (
    <li className="cs-undated__item" {...openProps}>
      <ItemKey item={item} />
      <span>{item.name}</span>
    </li>
  );
}

/** The timeline: a row per dated item with a bar from its start to its target date, on a week or month scale. */
export function GanttLayout(props: { today?: Date }) {
  const [today] = useState(() => props.today ?? new Date());
  const { t, locale: language } = useT();
  const items = useSpacesStore(selectBoardFlatItems);
  const hasMore = useSpacesStore((s) => s.boardPage?.next_page_results ?? false);
  const { identifier, statesById, openItem } = useBoardLookups();
  const [scale, setScale] = useState<GanttScale>('week');
  const dated = useMemo(() => items.flatMap((item) => {
    const span = itemSpan(item.start_date, item.target_date);
    return span ? [{ item, span }] : [];
  }), [items]);
  const undated = useMemo(() => items.filter((i) => !i.start_date && !i.target_date), [items]);
  const range = useMemo(() => timelineRange(dated.map((d) => d.span), today), [dated, today]);
  const ticks = useMemo(() => timelineTicks(range.start, range.days, scale), [range, scale]);
  const dayWidth = GANTT_DAY_WIDTH[scale];
  const width = range.days * dayWidth;
  const tickFormat = new Intl.DateTimeFormat(language, scale === 'week' ? { month: 'short', day: 'numeric', timeZone: 'UTC' } : { month: 'short', year: 'numeric', timeZone: 'UTC' });

  return (
    <div className="cs-gantt">
      <div className="cs-gantt__bar" role="group" aria-label={t('spaces.gantt.scale')}>
        {(['week', 'month'] as const).map((s) => (
          <button key={s} type="button" className={`cs-seg${s === scale ? ' cs-seg--on' : ''}`} aria-pressed={s === scale} onClick={() => setScale(s)}>
            {t(`spaces.gantt.${s}`)}
          </button>
        ))}
      </div>
      <div className="cs-gantt__scroll">
        <div className="cs-gantt__grid" style={{ width: `calc(var(--cs-gantt-name) + ${width}px)` }}>
          <div className="cs-gantt__row cs-gantt__row--head">
            <div className="cs-gantt__name" />
            <div className="cs-gantt__track" style={{ width }}>
              {ticks.map((tick) => (
                <span key={tick.day} className="cs-gantt__tick" style={{ left: tick.offset * dayWidth }}>{tickFormat.format(new Date(`${tick.day}T00:00:00Z`))}</span>
              ))}
            </div>
          </div>
          {dated.map(({ item, span }) => {
            const state = item.state_id ? statesById[item.state_id] : undefined;
            const from = item.start_date ?? item.target_date ?? '';
            const to = item.target_date ?? item.start_date ?? '';
            const label = t('spaces.gantt.bar', { name: item.name, start: formatDay(from, language), end: formatDay(to, language) });
            return (
              <div key={item.id} className="cs-gantt__row">
                <div className="cs-gantt__name">
                  <span className="cs-item-key">{itemKey(identifier, item)}</span>
                  <span className="cs-gantt__label">{item.name}</span>
                </div>
                <div className="cs-gantt__track" style={{ width }}>
                  <button
                    type="button"
                    className="cs-gantt__span"
                    title={label}
                    aria-label={label}
                    style={{ left: dayOffset(range.start, span.from) * dayWidth, width: Math.max(dayWidth, (dayOffset(span.from, span.to) + 1) * dayWidth), background: state?.color }}
                    onClick={() => openItem(item.id)}
                  />
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {undated.length > 0 ? (
        <section className="cs-undated" aria-label={t('spaces.gantt.without_dates')}>
          <h2 className="cs-undated__title">{t('spaces.gantt.without_dates')} <span className="cs-count">{undated.length}</span></h2>
          <ul className="cs-undated__list">{undated.map((item) => <UndatedItem key={item.id} item={item} />)}</ul>
        </section>
      ) : null}
      {hasMore ? <div className="cs-list-more"><GroupLoadMore /></div> : null}
    </div>
  );
}
