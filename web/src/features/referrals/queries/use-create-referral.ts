import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { userMessageOf } from '../../../lib/api-client';
import { referralKeys } from '../../../lib/query-keys';
import { createReferral } from '../api/referral-api';

const REFERRAL_FAILED = 'Failed to create referral';

/** Refers an email address, tells the user how it went and refreshes their list of referrals. */
export function useCreateReferral({
  referrerEmail,
  onCreated,
  onRefused,
}: {
  referrerEmail: string | undefined;
  onCreated: () => void;
  /** Gets the sentence shown to the user, so the form can say it beside the field too. */
  onRefused: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (referredEmail: string) => createReferral(referrerEmail, referredEmail),
    onSuccess: async (_created, referredEmail) => {
      onCreated();
      toast({ title: 'Referral created', description: `We will credit you when ${referredEmail} upgrades.` });
      await queryClient.invalidateQueries({ queryKey: referralKeys.list });
    },
    onError: (error) => {
      const message = userMessageOf(error, REFERRAL_FAILED);
      onRefused(message);
      toast({ title: REFERRAL_FAILED, description: message, variant: 'destructive' });
    },
  });
}
