import { useEffect, useState } from 'react';
import { useT } from '@cairn/i18n';

/** How long a reload may take before the list says it is updating (a quicker answer just replaces the rows). */
export const RELOAD_INDICATOR_DELAY_MS = 150;

/** True once `on` has stayed true for `delayMs`; false again as soon as it turns false. */
export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && shown;
}

/**
 * A loaded list being asked again (filters, grouping, order, search): the rows on screen stay until the answer
 * replaces them; the body is marked busy at once, and a thin bar shows (and the rows dim, by CSS) only when the
 * answer takes longer than RELOAD_INDICATOR_DELAY_MS. Its own component, so the timer re-renders nothing else.
 */
export function ReloadIndicator(props: { busy: boolean }) {
  const { t } = useT();
  const shown = useDelayedFlag(props.busy, RELOAD_INDICATOR_DELAY_MS);
  return (
    <div className={`cw-wil-reload${shown ? ' cw-wil-reload--shown' : ''}`} aria-busy={props.busy || undefined}>
      {shown ? <div className="cw-wil-reload__bar" role="progressbar" aria-label={t('work_item_lists.reloading')} /> : null}
    </div>
  );
}
