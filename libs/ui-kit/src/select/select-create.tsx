import type { CSSProperties, KeyboardEvent } from 'react';
import { useT } from '@cairn/i18n';
import { PlusIcon } from '../icons/icons';

/** Lets a Select make a new option from what was searched (e.g. a label from the label picker). */
export interface SelectCreate {
  /** The create button's text for a query, e.g. q => `Create label “${q}”`. */
  label: (query: string) => string;
  /** Called with the trimmed query and the chosen colour (when `colors` are offered). */
  onCreate: (query: string, color?: string) => void;
  /** Colours to choose from for the new option; the first is chosen at first. */
  colors?: readonly string[];
  /** Name of the colour choice (assistive tech); default "Colour". */
  colorsLabel?: string;
  /** The accessible name of one colour; default its value. */
  colorName?: (color: string, index: number) => string;
}

/** Whether a Select offers to create `query`: something was typed and no option has exactly that label. */
export function offersCreate(create: SelectCreate | undefined, options: ReadonlyArray<{ label: string }>, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  return create !== undefined && wanted !== '' && !options.some((o) => o.label.trim().toLowerCase() === wanted);
}

/** The create part under a Select's options: an optional colour choice and the "Create …" button. */
export function SelectCreateSection(props: { create: SelectCreate; query: string; color: string | undefined; onColor: (color: string) => void; onCreate: () => void; onEscape: () => void }) {
  const { t } = useT();
  const { create } = props;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    props.onEscape();
  };
  return (
    <div className="ck-select__create" onKeyDown={onKeyDown}>
      {create.colors && create.colors.length > 0 ? (
        <div role="radiogroup" aria-label={create.colorsLabel ?? t('ui.select.create_color')} className="ck-select__swatches">
          {create.colors.map((color, index) => (
            <button
              key={color}
              type="button"
              role="radio"
              aria-checked={color === props.color}
              aria-label={create.colorName ? create.colorName(color, index) : color}
              className="ck-select__swatch"
              style={{ '--ck-swatch-color': color } as CSSProperties}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => props.onColor(color)}
            />
          ))}
        </div>
      ) : null}
      <button type="button" className="ck-select__create-button" onMouseDown={(e) => e.preventDefault()} onClick={props.onCreate}>
        {props.color ? <span className="ck-select__create-dot" style={{ background: props.color }} aria-hidden="true" /> : <PlusIcon aria-hidden="true" />}
        <span className="ck-select__option-label">{create.label(props.query.trim())}</span>
      </button>
    </div>
  );
}
