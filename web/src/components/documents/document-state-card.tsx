import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

interface DocumentStateCardProps {
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/** The one card every non-result state of the document page is shown in. */
export function DocumentStateCard({ title, description, icon, children }: DocumentStateCardProps) {
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardHeader className="items-center text-center">
          {icon}
          <CardTitle className="text-xl">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children && <CardContent className="flex flex-col items-center gap-3">{children}</CardContent>}
      </Card>
    </main>
  );
}
