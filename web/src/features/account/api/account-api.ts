import { apiJson } from '../../../lib/api-client';

/** Deletes the account and its data; the reason and comments are kept as anonymous feedback. */
export async function deleteAccount(reason: string, additionalComments: string): Promise<void> {
  await apiJson('DELETE', '/api/delete-account-with-feedback', { reason, additionalComments });
}
