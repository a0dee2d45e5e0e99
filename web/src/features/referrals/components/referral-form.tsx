import { BILLING_MESSAGES } from '@doclens/api';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useCreateReferral } from '../queries/use-create-referral';

/** Refer someone by email; the server refuses oneself, paying customers and an address referred before. */
export function ReferralForm({ referrerEmail }: { referrerEmail: string | undefined }) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateReferral({ referrerEmail, onCreated: () => setEmail(''), onRefused: setProblem });

  return (
    <form
      className="space-y-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const referredEmail = email.trim();
        if (!referrerEmail) return setProblem(BILLING_MESSAGES.referralNotYourEmail);
        if (!referredEmail) return setProblem(BILLING_MESSAGES.referralEmailRequired);
        setProblem(null);
        create.mutate(referredEmail);
      }}
    >
      <Label htmlFor="referred-email">Friend’s email address</Label>
      <div className="flex gap-2">
        <Input
          id="referred-email"
          type="email"
          autoComplete="off"
          value={email}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'referral-problem' : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Sending...' : 'Refer'}
        </Button>
      </div>
      {problem && (
        <p id="referral-problem" role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}
