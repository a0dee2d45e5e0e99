import { useId } from 'react';
import { Label } from '../../../components/ui/label';

interface LabelledSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly Value[];
  optionLabels: Record<Value, string>;
  onChange: (value: Value) => void;
}

/** A native select: keyboard and screen-reader behaviour come from the browser itself. */
export function LabelledSelect<Value extends string>({
  label,
  value,
  options,
  optionLabels,
  onChange,
}: LabelledSelectProps<Value>) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          if (chosen) onChange(chosen);
        }}
        className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
