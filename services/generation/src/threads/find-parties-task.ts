import type { ContractParty } from '@doclens/api';
import { contractPartiesOf } from '@doclens/engine/parties';

export interface FindPartiesInput {
  pages: { text: string }[];
}

/** Runs in a task thread (run-in-thread.ts): the parties the document's pages name. */
export async function runTask({ pages }: FindPartiesInput): Promise<ContractParty[]> {
  return contractPartiesOf(pages);
}
