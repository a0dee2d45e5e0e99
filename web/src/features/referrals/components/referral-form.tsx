import { BILLING_MESSAGES } from '@doclens/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../hooks/use-toast';
import { apiJson, userMessageOf } from '../../../lib/api-client';
import { referralKeys } from '../queries/referral-queries';

const REFERRAL_FAILED = 'Failed to create referral';

/** Refer someone by email; the server refuses oneself, paying customers and an address referred before. */
export function ReferralForm({ referrerEmail }: { referrerEmail: string | undefined }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (referredEmail: string) => apiJson('POST', '/api/referrals/create', { referrerEmail, referredEmail }),
    onSuccess: async (_created, referredEmail) => {
      setEmail('');
      toast({ title: 'Referral created', description: `We will credit you when ${referredEmail} upgrades.` });
      await queryClient.invalidateQueries({ queryKey: referralKeys.list });
    },
    onError: (error) => {
      const message = userMessageOf(error, REFERRAL_FAILED);
      setProblem(message);
      toast({ title: REFERRAL_FAILED, description: message, variant: 'destructive' });
    },
  });

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
