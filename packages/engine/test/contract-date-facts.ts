import { contractFacts } from '../src/local/contract/contract-facts';
import { splitSentences } from '../src/text/sentences';

/** The value of one fact read from a contract made of the given paragraphs, all on page 1. */
function factOf(category: string, ...paragraphs: string[]): string | undefined {
  const facts = contractFacts(splitSentences([{ pageNumber: 1, text: paragraphs.join('\n\n') }]));
  return facts.find((fact) => fact.category === category)?.value;
}

/** Clauses enough to put the signatures past the cover page. */
export const BODY = Array.from(
  { length: 14 },
  (_, index) => `${index + 1}. The Provider shall perform obligation number ${index + 1} of the service description.`,
);

export const agreementDate = (...paragraphs: string[]) => factOf('Agreement Date', ...paragraphs);
export const effectiveDate = (...paragraphs: string[]) => factOf('Effective Date', ...paragraphs);
export const expirationDate = (...paragraphs: string[]) => factOf('Expiration Date', ...paragraphs);
