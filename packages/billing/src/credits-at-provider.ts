import { type Db, findUserById, listCreditsNotAtProvider, markCreditAtProvider } from '@doclens/db';
import type { Logger } from '@doclens/logger';
import type { PaymentsProvider } from './payments-provider';

export interface CreditDeps {
  db: Db;
  provider: PaymentsProvider;
  logger: Logger;
}

/**
 * Sends the ledger's credits the provider does not have yet (Stripe: the customer balance, taken
 * off the next invoice), each once: the ledger row id is the idempotency reference, and the row is
 * marked when the provider has it. A failure is logged and left for the next sync or
 * `npm run billing:resync`. Of one user, or of everyone when no user is given.
 */
export async function sendCreditsToProvider({ db, provider, logger }: CreditDeps, userId?: string): Promise<number> {
  let sent = 0;
  for (const credit of await listCreditsNotAtProvider(db, userId)) {
    const user = await findUserById(db, credit.userId);
    if (!user) continue;
    try {
      await provider.creditCustomer(
        { userId: user.id, email: user.email },
        Number(credit.amount),
        `ledger-${credit.id}`,
      );
      await markCreditAtProvider(db, credit.id);
      sent += 1;
    } catch (error) {
      logger.error(
        { err: error, creditId: credit.id, userId: user.id },
        'credit not sent to the payments provider yet',
      );
    }
  }
  return sent;
}
