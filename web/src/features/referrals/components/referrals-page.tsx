import { REFERRAL_CREDIT_USD } from '@doclens/api';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useSession } from '../../auth/queries/use-session';
import { useAccountCredit } from '../queries/use-account-credit';
import { useMyReferrals } from '../queries/use-my-referrals';
import { useReferralCode } from '../queries/use-referral-code';
import { ReferralForm } from './referral-form';
import { ReferralList } from './referral-list';

const LOAD_FAILED = 'Failed to load referral information';

/** /referrals (spec part 2 §2): the user's code, referring by email, their referrals and account credit. */
export function ReferralsPage() {
  const { user } = useSession();
  const signedIn = user !== null;
  const code = useReferralCode(signedIn);
  const referrals = useMyReferrals(signedIn);
  const credit = useAccountCredit(signedIn);
  const queries = [code, referrals, credit];
  const failed = queries.some((query) => query.isError);

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-semibold">Referrals</h1>
        <p className="mt-2 text-muted-foreground">
          Earn ${REFERRAL_CREDIT_USD} account credit when someone you refer upgrades to Pro or Enterprise. Credit needs
          a verified email address and is taken off your next invoice.
        </p>
      </header>
      {failed && (
        <div role="alert" className="rounded-md border border-destructive p-4">
          <p>{LOAD_FAILED}</p>
          <Button
            variant="outline"
            className="mt-2"
            onClick={() => {
              for (const query of queries) void query.refetch();
            }}
          >
            Try again
          </Button>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Your referral code</CardTitle>
          </CardHeader>
          <CardContent>
            {code.isLoading ? (
              <p>Loading...</p>
            ) : (
              <p className="font-mono text-xl" data-testid="referral-code">
                {code.data?.referralCode ?? '—'}
              </p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Account credit</CardTitle>
          </CardHeader>
          <CardContent>
            {credit.isLoading ? (
              <p>Loading...</p>
            ) : (
              <p className="text-xl" data-testid="account-credit">
                ${Number(credit.data?.accountCredit ?? 0).toFixed(2)}
              </p>
            )}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Refer a friend</CardTitle>
        </CardHeader>
        <CardContent>
          <ReferralForm referrerEmail={user?.email} />
        </CardContent>
      </Card>
      <section aria-labelledby="referrals-title" className="space-y-2">
        <h2 id="referrals-title" className="text-lg font-semibold">
          Your referrals
        </h2>
        {referrals.isLoading ? <p>Loading...</p> : <ReferralList referrals={referrals.data?.referrals ?? []} />}
      </section>
    </main>
  );
}
