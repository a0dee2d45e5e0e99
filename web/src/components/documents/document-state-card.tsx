import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { HeadingsFrom } from '../ui/heading-level';

interface DocumentStateCardProps {
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/** The one card every non-result state of the document page is shown in; its title is the page's h1. */
export function DocumentStateCard({ title, description, icon, children }: DocumentStateCardProps) {
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <HeadingsFrom level={1}>
        <Card>
          <CardHeader className="items-center text-center">
            {icon}
            <CardTitle className="text-xl">{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          {children && <CardContent className="flex flex-col items-center gap-3">{children}</CardContent>}
        </Card>
      </HeadingsFrom>
    </main>
  );
}
