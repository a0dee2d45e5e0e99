import type { ReactNode } from 'react';
import { Heading } from '../../../../../components/ui/heading-level';
import { cn } from '../../../../../lib/class-names';

interface ContractItemProps {
  title: string;
  /** Level, priority, cost or score, beside the title. */
  badges?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One finding, term or recommendation of a contract section: its title and badges, then what it says. */
export function ContractItem({ title, badges, className, children }: ContractItemProps) {
  return (
    <li className={cn('space-y-2 rounded-md border p-4', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="font-semibold">{title}</Heading>
        {badges}
      </div>
      {children}
    </li>
  );
}
