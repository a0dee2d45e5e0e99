import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { cn } from '../../../../lib/class-names';

interface SectionCardProps {
  title: string;
  description?: string;
  /** Spacing and text size of the content, where a section sets its own. */
  contentClassName?: string;
  children: ReactNode;
}

/** The card every analysis section sits in, titled so screen readers can jump between sections. */
export function SectionCard({ title, description, contentClassName, children }: SectionCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={cn('space-y-4', contentClassName)}>{children}</CardContent>
    </Card>
  );
}

export function SectionFallback({ text }: { text: string }) {
  return <p className="text-sm text-muted-foreground">{text}</p>;
}
