import { useT } from '@cairn/i18n';
import type { PublishLayout } from '@cairn/types';
import { LayoutIcon, Tooltip } from '@cairn/ui-kit';

/** The offered layouts as pressed-state buttons (hidden when the board offers one). */
export function LayoutSwitcher({ layouts, value, onChange }: { layouts: PublishLayout[]; value: PublishLayout; onChange: (layout: PublishLayout) => void }) {
  const { t } = useT();
  if (layouts.length < 2) return null;
  return (
    <div className="cs-seg-group" role="group" aria-label={t('spaces.layouts.label')}>
      {layouts.map((layout) => {
        const name = t(`spaces.layouts.${layout}`);
        return (
          <Tooltip key={layout} content={name}>
            <button
              type="button"
              className={`cs-seg${layout === value ? ' cs-seg--on' : ''}`}
              aria-pressed={layout === value}
              aria-label={t('spaces.layouts.switch_to', { layout: name })}
              onClick={() => layout !== value && onChange(layout)}
            >
              <LayoutIcon layout={layout} />
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}
