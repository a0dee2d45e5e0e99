import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';

interface SectionCardProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** The card every analysis section sits in, titled so screen readers can jump between sections. */
export function SectionCard({ title, description, children }: SectionCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

export function SectionFallback({ text }: { text: string }) {
  return <p className="text-sm text-muted-foreground">{text}</p>;
}
