import type { ContractParty } from '@doclens/api';
import { cn } from '../../../lib/class-names';

/** The value of the "not sure" choice: no party is sent and the role decides. */
export const NO_PARTY = '';

interface ContractPartyPickerProps {
  parties: readonly ContractParty[];
  /** The chosen party's name; `NO_PARTY` when the reader left it to their role. */
  value: string;
  onChange: (party: string) => void;
}

/**
 * "Which party are you?": the contract's parties as native radios (one tab stop, arrow keys move
 * the choice), each with the short names the contract uses for it. Optional: "Not sure" leaves it
 * to the role.
 */
export function ContractPartyPicker({ parties, value, onChange }: ContractPartyPickerProps) {
  const options = [
    ...parties.map((party) => ({
      value: party.name,
      label: party.name,
      description: shortNames(party),
    })),
    { value: NO_PARTY, label: 'Not sure', description: 'Use my role to tell which party I am' },
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium">Which party are you?</legend>
      <p className="text-sm text-muted-foreground">
        Found in the document. Each clause is then read as your obligation or your protection.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value || 'none'}
              className={cn(
                'grid cursor-pointer gap-1 rounded-lg border-2 p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                checked ? 'border-primary bg-primary/5' : 'border-muted hover:border-primary/50',
              )}
            >
              <input
                type="radio"
                name="party"
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <span className="font-medium break-words">{option.label}</span>
              {option.description && <span className="text-sm text-muted-foreground">{option.description}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function shortNames(party: ContractParty): string {
  const names = party.aliases.filter((alias) => alias !== party.name).map((alias) => `“${alias}”`);
  return names.length > 0 ? `Called ${names.join(' or ')} in the contract` : '';
}
