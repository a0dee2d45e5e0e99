import type { ContractAnalysis } from '@doclens/api';
import { analyzeContractText } from './result-checks';

/**
 * A services agreement written for the tests, read by the client: parties, services, fees and
 * governing law, with the clauses under test numbered in between.
 */
export async function analyseClientServicesAgreement(...clauses: string[]): Promise<ContractAnalysis> {
  const text = [
    'SERVICES AGREEMENT',
    'This Services Agreement (the "Agreement") is made on 4 March 2024 between Brightwater Logistics Ltd, a Delaware corporation (the "Client"), and Korvana Systems Inc., a Texas corporation (the "Provider").',
    '1. Services. The Provider shall provide the warehouse software services described in Schedule A.',
    '2. Fees. The Client shall pay each invoice within thirty (30) days of receipt.',
    ...clauses.map((clause, index) => `${index + 3}. ${clause}`),
    `${clauses.length + 3}. Governing Law. This Agreement shall be governed by the laws of the State of New York.`,
  ].join('\n\n');
  return analyzeContractText(text, { role: 'client' });
}

export { keyFindingAdvice } from './contract-advice-seen';
