import type { PlanId } from '@doclens/api';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The signed-in navigation; only enterprise sees Bulk Upload (spec part 1 §6). */
export function navLinksFor(plan: PlanId): NavLinkItem[] {
  const links: NavLinkItem[] = [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/documents', label: 'Documents' },
    { to: '/template-generator', label: 'Generate Documents' },
  ];
  if (plan === 'enterprise') links.push({ to: '/bulk-upload', label: 'Bulk Upload' });
  return links;
}

export const USER_MENU_LINKS: NavLinkItem[] = [
  { to: '/account', label: 'Account Settings' },
  { to: '/referrals', label: 'Referrals' },
];
