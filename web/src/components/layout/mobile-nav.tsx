import type { PublicUser } from '@doclens/api';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLogoutMutation } from '../../features/auth/queries/use-auth-mutations';
import { Button } from '../ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../ui/sheet';
import { navLinksFor, USER_MENU_LINKS } from './nav-links';
import { PlanBadge } from './plan-badge';

/** The phone-sized header: every header item in a side drawer. */
export function MobileNav({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const logoutMutation = useLogoutMutation();
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right">
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="flex items-center gap-2">
          <span className="truncate">{user.email}</span>
          <PlanBadge plan={user.plan} />
        </SheetDescription>
        <nav aria-label="Mobile" className="grid gap-1">
          {[...navLinksFor(user.plan), ...USER_MENU_LINKS].map((link) => (
            <Link key={link.to} to={link.to} onClick={close} className="rounded-md px-3 py-2 text-sm hover:bg-accent">
              {link.label}
            </Link>
          ))}
          <Button
            variant="ghost"
            className="justify-start px-3"
            disabled={logoutMutation.isPending}
            onClick={() => {
              close();
              logoutMutation.mutate();
            }}
          >
            Logout
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
