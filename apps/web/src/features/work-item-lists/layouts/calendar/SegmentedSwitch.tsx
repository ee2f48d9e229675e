import { Button } from '@cairn/ui-kit';
import './controls.css';

/** A row of toggle buttons choosing one value (month/week, gantt scales); the chosen one is aria-pressed. */
export function SegmentedSwitch<V extends string>(props: {
  label: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div role="group" aria-label={props.label} className="cw-segmented">
      {props.options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          variant={option.value === props.value ? 'secondary' : 'ghost'}
          aria-pressed={option.value === props.value}
          onClick={() => option.value !== props.value && props.onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
