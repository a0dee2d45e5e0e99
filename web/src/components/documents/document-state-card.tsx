import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { HeadingsFrom } from '../ui/heading-level';

interface DocumentStateCardProps {
  title: string;
  description: ReactNode;
  icon?: LucideIcon;
  /** Colour or motion of the icon, where the state is not a quiet one (a failure, work in progress). */
  iconClassName?: string;
  children?: ReactNode;
}

/** The one card every non-result state of the document page is shown in; its title is the page's h1. */
export function DocumentStateCard({ title, description, icon: Icon, iconClassName, children }: DocumentStateCardProps) {
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <HeadingsFrom level={1}>
        <Card>
          <CardHeader className="items-center text-center">
            {Icon && <Icon className={cn('size-10 text-muted-foreground', iconClassName)} aria-hidden="true" />}
            <CardTitle className="text-xl">{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          {children && <CardContent className="flex flex-col items-center gap-3">{children}</CardContent>}
        </Card>
      </HeadingsFrom>
    </main>
  );
}
