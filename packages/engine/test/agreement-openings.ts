import type { ContractAnalysis, ContractParameters } from '@doclens/api';
import { analyzeContractText } from './result-checks';

/**
 * The opening of an agreement written for the tests: a title, a preamble naming the parties and the
 * clauses that say what the deal is; `reader`, where the test names it to the engine, is the party that
 * reads it as the client. `closing`, when given, ends the agreement after the paragraphs a test adds (a
 * governing law, say).
 */
export interface AgreementOpening {
  readonly title: string;
  readonly preamble: string;
  readonly clauses: readonly string[];
  readonly reader?: string;
  readonly closing?: readonly string[];
}

const TOLLERY_PREAMBLE =
  'This Services Agreement is made as of May 4, 2024 by and between Tollery Goods Inc., a Delaware corporation ("Tollery"), and Brightwick Data Ltd., a Scottish company ("Brightwick").';
const TOLLERY_PAYS = 'Tollery shall pay Brightwick a monthly fee of $4,000 within thirty (30) days of each invoice.';

/** Tollery (the client) pays Brightwick for data cleaning services. */
export const TOLLERY_SERVICES: AgreementOpening = {
  title: 'SERVICES AGREEMENT',
  preamble: TOLLERY_PREAMBLE,
  clauses: ['Brightwick shall provide the data cleaning services described in Schedule A to Tollery.', TOLLERY_PAYS],
  reader: 'Tollery',
};

/** The same services agreement, where Brightwick also provides software. */
export const TOLLERY_SOFTWARE_SERVICES: AgreementOpening = {
  ...TOLLERY_SERVICES,
  clauses: [
    'Brightwick shall provide the data cleaning software and services described in Schedule A to Tollery.',
    TOLLERY_PAYS,
  ],
};

/** The same services agreement, its clauses numbered and headed. */
export const TOLLERY_NUMBERED_SERVICES: AgreementOpening = {
  ...TOLLERY_SERVICES,
  clauses: [
    '2. SERVICES 2.1 Brightwick shall provide the data cleaning services described in Schedule A to Tollery.',
    `3. FEES 3.1 ${TOLLERY_PAYS}`,
  ],
};

/** Brightwick ("Licensor") licenses its marks to Tollery ("Licensee") for a royalty. */
export const TOLLERY_MARKS_LICENCE: AgreementOpening = {
  title: 'TRADEMARK LICENSE AGREEMENT',
  preamble:
    'This Trademark License Agreement is made as of May 4, 2024 by and between Brightwick Brands Ltd., a Scottish company ("Licensor"), and Tollery Goods Inc., a Delaware corporation ("Licensee").',
  clauses: [
    'Licensor hereby grants Licensee a non-exclusive licence to use the Licensed Marks on the Products in the Territory.',
    'Licensee shall pay Licensor a royalty of five percent of the net sales of the Products.',
  ],
  reader: 'Tollery',
};

/** The opening followed by the given paragraphs and the closing, each a paragraph of its own. */
export function agreementText(opening: AgreementOpening, ...paragraphs: string[]): string {
  return [opening.title, opening.preamble, ...opening.clauses, ...paragraphs, ...(opening.closing ?? [])].join('\n\n');
}

/** The agreement analysed for its reader as the client, unless other parameters are given. */
export function analyseAgreement(
  opening: AgreementOpening,
  paragraphs: readonly string[],
  parameters: ContractParameters = readerAsClient(opening),
): Promise<ContractAnalysis> {
  return analyzeContractText(agreementText(opening, ...paragraphs), parameters);
}

/**
 * The agreement analysed as `analyseAgreement` does, its clauses, the paragraphs added and its closing
 * numbered in turn from 1 ("1. …", "2. …"), as an agreement numbers its sections.
 */
export function analyseNumberedAgreement(
  opening: AgreementOpening,
  paragraphs: readonly string[],
  parameters: ContractParameters = readerAsClient(opening),
): Promise<ContractAnalysis> {
  const sections = [...opening.clauses, ...paragraphs, ...(opening.closing ?? [])];
  const text = [opening.title, opening.preamble, ...sections.map((section, index) => `${index + 1}. ${section}`)];
  return analyzeContractText(text.join('\n\n'), parameters);
}

function readerAsClient(opening: AgreementOpening): ContractParameters {
  return opening.reader === undefined ? { role: 'client' } : { role: 'client', party: opening.reader };
}

/** Analyses the opening with the paragraphs it is given, as `analyseAgreement` does. */
export function analyserOf(
  opening: AgreementOpening,
  parameters?: ContractParameters,
): (...paragraphs: string[]) => Promise<ContractAnalysis> {
  return (...paragraphs) => analyseAgreement(opening, paragraphs, parameters);
}

/** Analyses the opening with the paragraphs it is given, as `analyseNumberedAgreement` does. */
export function numberedAnalyserOf(
  opening: AgreementOpening,
  parameters?: ContractParameters,
): (...paragraphs: string[]) => Promise<ContractAnalysis> {
  return (...paragraphs) => analyseNumberedAgreement(opening, paragraphs, parameters);
}
