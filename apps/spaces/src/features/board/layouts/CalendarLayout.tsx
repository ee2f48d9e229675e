import { useMemo, useState } from 'react';
import { useT } from '@cairn/i18n';
import type { PublicWorkItem } from '@cairn/types';
import { selectBoardFlatItems, useSpacesStore } from '@cairn/state';
import { Button, ChevronLeftIcon, ChevronRightIcon, IconButton } from '@cairn/ui-kit';
import { GroupLoadMore } from '../components/GroupLoadMore';
import { ItemKey, ItemPriority, useOpenProps } from '../components/ItemProperties';
import { isoDay, monthGrid, shiftMonth } from './calendar-grid';

const MAX_PER_DAY = 3;

function CalendarItem({ item }: { item: PublicWorkItem }) {
  const openProps = useOpenProps(item);
  return (
    <li className="cs-cal-item" {...openProps}>
      <ItemPriority item={item} />
      <span className="cs-cal-item__name">{item.name}</span>
    </li>
  );
}

function UndatedItem({ item }: { item: PublicWorkItem }) {
  const openProps = useOpenProps(item);
  return (
    <li className="cs-undated__item" {...openProps}>
      <ItemKey item={item} />
      <span>{item.name}</span>
    </li>
  );
}

/** The calendar: a month of items by target date (previous / next month), and the items without a date below. */
export function CalendarLayout(props: { today?: Date }) {
  const [today] = useState(() => props.today ?? new Date());
  const { t, locale: language } = useT();
  const items = useSpacesStore(selectBoardFlatItems);
  const hasMore = useSpacesStore((s) => s.boardPage?.next_page_results ?? false);
  const [shown, setShown] = useState(() => ({ year: today.getFullYear(), month: today.getMonth() }));
  const days = useMemo(() => monthGrid(shown.year, shown.month), [shown]);
  const byDay = useMemo(() => {
    const map = new Map<string, PublicWorkItem[]>();
    for (const item of items) {
      if (!item.target_date) continue;
      const list = map.get(item.target_date) ?? [];
      list.push(item);
      map.set(item.target_date, list);
    }
    return map;
  }, [items]);
  const undated = useMemo(() => items.filter((i) => !i.target_date), [items]);
  const monthName = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(shown.year, shown.month, 1)));
  const weekdays = days.slice(0, 7).map((day) => new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)));
  const todayIso = isoDay(new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())));
  const monthPrefix = `${shown.year}-${String(shown.month + 1).padStart(2, '0')}`;

  return (
    <div className="cs-calendar">
      <div className="cs-calendar__bar">
        <IconButton size="sm" aria-label={t('spaces.calendar.previous_month')} icon={<ChevronLeftIcon />} onClick={() => setShown((s) => shiftMonth(s.year, s.month, -1))} />
        <h2 className="cs-calendar__month" aria-live="polite">{monthName}</h2>
        <IconButton size="sm" aria-label={t('spaces.calendar.next_month')} icon={<ChevronRightIcon />} onClick={() => setShown((s) => shiftMonth(s.year, s.month, 1))} />
        <Button size="sm" variant="outline" onClick={() => setShown({ year: today.getFullYear(), month: today.getMonth() })}>{t('spaces.calendar.today')}</Button>
      </div>
      <div className="cs-calendar__scroll">
        <div className="cs-calendar__grid" role="grid" aria-label={monthName}>
          <div role="row" className="cs-calendar__week cs-calendar__week--head">
            {weekdays.map((name, i) => <div key={i} role="columnheader" className="cs-calendar__weekday">{name}</div>)}
          </div>
          {Array.from({ length: days.length / 7 }, (_, w) => (
            <div role="row" key={w} className="cs-calendar__week">
              {days.slice(w * 7, w * 7 + 7).map((day) => {
                const list = byDay.get(day) ?? [];
                const rest = list.length - MAX_PER_DAY;
                const outside = !day.startsWith(monthPrefix);
                return (
                  <div role="gridcell" key={day} className={`cs-calendar__day${outside ? ' cs-calendar__day--outside' : ''}${day === todayIso ? ' cs-calendar__day--today' : ''}`}>
                    <span className="cs-calendar__date">{Number(day.slice(8))}</span>
                    {list.length > 0 ? (
                      <ul className="cs-calendar__items">
                        {list.slice(0, MAX_PER_DAY).map((item) => <CalendarItem key={item.id} item={item} />)}
                        {rest > 0 ? <li className="cs-muted">{t('spaces.calendar.more', { count: rest })}</li> : null}
                      </ul>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      {undated.length > 0 ? (
        <section className="cs-undated" aria-label={t('spaces.board.no_date')}>
          <h2 className="cs-undated__title">{t('spaces.board.no_date')} <span className="cs-count">{undated.length}</span></h2>
          <ul className="cs-undated__list">{undated.map((item) => <UndatedItem key={item.id} item={item} />)}</ul>
        </section>
      ) : null}
      {hasMore ? <div className="cs-list-more"><GroupLoadMore /></div> : null}
    </div>
  );
}
