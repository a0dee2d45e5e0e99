import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../auth/queries/use-session';

/** Spec part 2 §6: anyone but the admin who opens an admin page is sent to `/`. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user?.role !== 'admin') return <Navigate to="/" replace />;
  return <>{children}</>;
}
