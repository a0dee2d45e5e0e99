import { BillingRefusal } from '@doclens/billing';
import { HttpError } from '../../http/http-errors';

/** Runs a billing call and answers its refusals with their status and message. */
export async function answeringRefusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BillingRefusal) throw new HttpError(error.status, error.message);
    throw error;
  }
}
