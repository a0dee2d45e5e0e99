import { Badge } from '../../../components/ui/badge';
import type { ReferralView } from '../api/referral-api';

const STATUS_LABEL = {
  pending: { label: 'Pending', variant: 'warning' },
  completed: { label: 'Completed', variant: 'default' },
  credited: { label: 'Credited', variant: 'success' },
} as const;

/** The user's referrals, newest first, with their status (pending → completed → credited). */
export function ReferralList({ referrals }: { referrals: ReferralView[] }) {
  if (referrals.length === 0) {
    return <p className="text-muted-foreground">No referrals yet. Refer a friend above to earn credit.</p>;
  }
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Your referrals</caption>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">Status</th>
          <th scope="col">Referred on</th>
          <th scope="col">Credit</th>
        </tr>
      </thead>
      <tbody>
        {referrals.map((referral) => {
          const status = STATUS_LABEL[referral.status];
          return (
            <tr key={referral.id}>
              <td>{referral.referredEmail}</td>
              <td>
                <Badge variant={status.variant}>{status.label}</Badge>
              </td>
              <td>{new Date(referral.createdAt).toLocaleDateString()}</td>
              <td>{referral.status === 'credited' ? `$${Number(referral.creditAmount).toFixed(2)}` : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
