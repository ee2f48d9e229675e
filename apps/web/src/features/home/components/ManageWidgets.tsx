import { useT } from '@cairn/i18n';
import { selectHomeWidgets, useAppStore, useStoreApi } from '@cairn/state';
import type { HomeDropPosition, HomeWidgetKey } from '@cairn/types';
import { oneDown, oneUp } from '../hooks/one-step';
import { ChevronDownIcon, ChevronUpIcon, GridIcon, IconButton, Switch } from '@cairn/ui-kit';
import { Popover } from '../../../shared/components/Popover';

const ignore = () => undefined;

/** "Manage widgets": show or hide each widget and move it up or down (home-preferences, the 10000 step rule). */
export function ManageWidgets({ slug }: { slug: string }) {
  const { t } = useT();
  const store = useStoreApi();
  const widgets = useAppStore((s) => selectHomeWidgets(s, slug));
  const move = (key: HomeWidgetKey, target: HomeWidgetKey, position: HomeDropPosition) => {
    store.getState().moveWidget(slug, key, target, position).catch(ignore);
  };
  return (
    <Popover label={t('home.manage_widgets')} icon={<GridIcon size={16} />} panelLabel={t('home.manage_widgets')} align="end">
      <ul className="cw-home-manage" aria-label={t('home.widgets')}>
        {widgets.map((widget, index) => {
          const name = t(`home.widget.${widget.key}`);
          return (
            <li key={widget.key} className="cw-home-manage__row">
              <Switch
                size="sm"
                checked={widget.is_enabled}
                label={name}
                onChange={(on) => store.getState().toggleWidget(slug, widget.key, on).catch(ignore)}
              />
              <span className="cw-home-manage__moves">
                <IconButton
                  size="sm"
                  icon={<ChevronUpIcon size={14} />}
                  aria-label={t('home.move_widget_up', { name })}
                  disabled={index === 0}
                  onClick={() => {
                    const step = oneUp(widgets, index);
                    if (step) move(widget.key, step.target.key, step.position);
                  }}
                />
                <IconButton
                  size="sm"
                  icon={<ChevronDownIcon size={14} />}
                  aria-label={t('home.move_widget_down', { name })}
                  disabled={index === widgets.length - 1}
                  onClick={() => {
                    const step = oneDown(widgets, index);
                    if (step) move(widget.key, step.target.key, step.position);
                  }}
                />
              </span>
            </li>
          );
        })}
      </ul>
    </Popover>
  );
}
