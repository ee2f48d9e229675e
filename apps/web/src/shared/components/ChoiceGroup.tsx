import '../../app/styles/settings.css';

/**
 * A row of mutually exclusive options (role="radiogroup"). Used inside dialogs, where the kit's Select list would open
 * beneath the dialog (its popover layer sits under the modal layer).
 */
export function ChoiceGroup<V extends string>(props: { label: string; options: readonly { value: V; label: string }[]; value: V; onChange: (value: V) => void }) {
  return (
    <div className="cw-field">
      <span className="cw-field__label">{props.label}</span>
      <div className="cw-theme-choice" role="radiogroup" aria-label={props.label}>
        {props.options.map((option) => {
          const selected = option.value === props.value;
          return (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={selected}
              className={selected ? 'cw-theme-choice__option cw-theme-choice__option--on' : 'cw-theme-choice__option'}
              onClick={() => props.onChange(option.value)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
