import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button';

interface DocumentPageHeaderProps {
  title: string;
  /** The status badge and what is said beside it. */
  status: ReactNode;
  /** What the page offers to do with the document; the way back to the dashboard follows. */
  actions: ReactNode;
  /** Notes under the status, e.g. pages that were not read. */
  children?: ReactNode;
}

/** The head of a document's page, uploaded or generated: its name and status, its actions, and Back. */
export function DocumentPageHeader({ title, status, actions, children }: DocumentPageHeaderProps) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h1 className="break-words text-2xl font-semibold">{title}</h1>
        <div className="flex items-center gap-2 text-sm text-muted-foreground">{status}</div>
        {children}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {actions}
        <Button asChild variant="outline">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            Back
          </Link>
        </Button>
      </div>
    </header>
  );
}
