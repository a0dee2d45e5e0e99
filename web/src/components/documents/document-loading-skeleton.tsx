import { Skeleton } from '../ui/skeleton';

export function DocumentLoadingSkeleton() {
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8" aria-busy="true" aria-label="Loading document">
      <Skeleton className="h-8 w-1/2" />
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <Skeleton className="h-64" />
        <div className="space-y-4">
          <Skeleton className="h-24" />
          <Skeleton className="h-48" />
        </div>
      </div>
    </main>
  );
}
