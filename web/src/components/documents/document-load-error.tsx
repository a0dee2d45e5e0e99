import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError, userMessageOf } from '../../lib/api-client';
import { Button } from '../ui/button';
import { DocumentStateCard } from './document-state-card';
import { SignInRequiredCard } from './sign-in-required-card';

/** Spec part 2 §2: 401 asks to sign in; a missing or someone else's document reads the same. */
export function DocumentLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 401) {
    return <SignInRequiredCard title="Sign In Required" description="Please sign in to view this document." />;
  }
  if (status === 404 || status === 403 || status === 400) {
    return (
      <DocumentStateCard
        icon={FileQuestion}
        title="Document Not Found"
        description="This document doesn't exist or you don't have permission to view it."
      >
        <BackToDashboardButton />
      </DocumentStateCard>
    );
  }
  return (
    <DocumentStateCard title="Could Not Load Document" description={userMessageOf(error)}>
      <Button onClick={onRetry}>Try Again</Button>
      <BackToDashboardButton />
    </DocumentStateCard>
  );
}

export function BackToDashboardButton({ label = 'Back to Dashboard' }: { label?: string }) {
  return (
    <Button asChild variant="outline">
      <Link to="/dashboard">{label}</Link>
    </Button>
  );
}
