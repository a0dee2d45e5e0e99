import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names';
import { Heading, NestedHeadings } from './heading-level';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-lg border bg-card text-card-foreground shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

/** An h2 on its own; one level below the heading around it inside a section or card (see heading-level). */
export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <Heading className={cn('text-2xl font-semibold leading-none tracking-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** Headings in a card's content sit one level below its title. */
export function CardContent({ className, children, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('p-6 pt-0', className)} {...props}>
      <NestedHeadings>{children}</NestedHeadings>
    </div>
  );
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center p-6 pt-0', className)} {...props} />;
}
