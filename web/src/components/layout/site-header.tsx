import { FileSearch } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../features/auth/queries/use-session';
import { cn } from '../../lib/class-names';
import { Button } from '../ui/button';
import { MobileNav } from './mobile-nav';
import { navLinksFor } from './nav-links';
import { PlanBadge } from './plan-badge';
import { UserMenu } from './user-menu';

export function SiteHeader() {
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-primary">
          <FileSearch className="h-6 w-6" aria-hidden="true" />
          DocLens
        </Link>
        {user ? (
          <>
            <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
              {navLinksFor(user.plan).map((link) => (
                <NavLink
                  key={link.to}
                  to={link.to}
                  className={({ isActive }) =>
                    cn('rounded-md px-3 py-2 text-sm font-medium hover:bg-accent', isActive && 'bg-accent')
                  }
                >
                  {link.label}
                </NavLink>
              ))}
            </nav>
            <div className="hidden items-center gap-3 md:flex">
              <PlanBadge plan={user.plan} />
              <UserMenu user={user} />
            </div>
            <MobileNav user={user} />
          </>
        ) : (
          <nav aria-label="Main" className="flex items-center gap-2">
            <Button asChild variant="ghost">
              <a href="/#pricing">Pricing</a>
            </Button>
            <Button asChild>
              <Link to="/auth">Sign In</Link>
            </Button>
          </nav>
        )}
      </div>
    </header>
  );
}
