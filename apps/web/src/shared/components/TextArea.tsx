/** A labelled multi-line text field styled like the kit's inputs (the kit has no textarea yet). */
export function TextArea(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
}) {
  return (
    <div className="cw-field">
      <label className="cw-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <textarea
        id={props.id}
        className="cw-textarea"
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        disabled={props.disabled}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}
