import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/class-names';

export interface RadioCardOption<Value extends string> {
  value: Value;
  label: string;
  description: string;
  icon: LucideIcon;
}

interface RadioCardGroupProps<Value extends string> {
  name: string;
  legend: string;
  /** The legend stays available to screen readers when hidden. */
  legendHidden?: boolean;
  options: readonly RadioCardOption<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  /** `tiles`: small centred cards in a row; `cards`: wider cards with the description beside the icon. */
  variant: 'tiles' | 'cards';
}

/** Native radios drawn as cards: one tab stop, arrow keys move the choice, screen readers know the group. */
export function RadioCardGroup<Value extends string>({
  name,
  legend,
  legendHidden = false,
  options,
  value,
  onChange,
  variant,
}: RadioCardGroupProps<Value>) {
  const tiles = variant === 'tiles';
  return (
    <fieldset className={tiles ? 'grid grid-cols-2 gap-3 md:grid-cols-4' : 'grid gap-3'}>
      <legend className={legendHidden ? 'sr-only' : 'mb-2 font-medium'}>{legend}</legend>
      <div className={tiles ? 'contents' : 'grid gap-3 sm:grid-cols-2'}>
        {options.map((option) => {
          const Icon = option.icon;
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                'cursor-pointer rounded-lg border-2 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                tiles ? 'grid justify-items-center gap-1 p-3 text-center' : 'flex items-start gap-3 p-4',
                checked ? 'border-primary bg-primary/5' : 'border-muted hover:border-primary/50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <Icon className={cn('h-6 w-6 text-primary', !tiles && 'mt-0.5 shrink-0')} aria-hidden="true" />
              <span className={tiles ? 'contents' : 'grid gap-1'}>
                <span className="font-medium">{option.label}</span>
                <span className={cn('text-muted-foreground', tiles ? 'text-xs' : 'text-sm')}>{option.description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
