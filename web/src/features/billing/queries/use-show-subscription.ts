import type { SubscriptionDetails } from '@doclens/api';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys, authKeys } from '../../../lib/query-keys';

/**
 * Shows the subscription a change answered with, and refreshes the session, whose plan the header
 * and the limits read.
 */
export function useShowSubscription() {
  const queryClient = useQueryClient();
  return async (next: SubscriptionDetails) => {
    // A fetch started before the change would otherwise overwrite it with the old state.
    await queryClient.cancelQueries({ queryKey: accountKeys.subscriptionDetails });
    queryClient.setQueryData(accountKeys.subscriptionDetails, next);
    await queryClient.invalidateQueries({ queryKey: authKeys.user });
  };
}
