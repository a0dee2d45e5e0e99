import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// A contract written for this test: its parties stand under role labels, not in a preamble that defines them.
const LABELLED = [
  'SOFTWARE SUPPORT AGREEMENT',
  'Client: Meridian Foods Ltd, 4 Quay Street, Leeds LS1 4AB',
  'Provider: Harlow Systems Ltd, 9 Mill Lane, York YO1 2CD',
  'Date: 1 May 2025',
  '1. Services',
  '1.1 The Provider shall provide the support services described in Schedule 1 to the Client.',
  '2. Fees',
  '2.1 The Client shall pay the Provider the fees set out in Schedule 2 within 30 days of each invoice.',
  '3. Liability',
  "3.1 The Provider's total liability under this Agreement shall not exceed the fees paid in the twelve months before the claim.",
  '4. Termination',
  '4.1 Either party may terminate this Agreement on 90 days written notice to the other.',
  '5. Governing law',
  '5.1 This Agreement is governed by the laws of England and Wales.',
].join('\n');

// A manufacturing contract whose parties' short names are trade names: only the recital says who makes for whom.
const MANUFACTURING = [
  'MANUFACTURING AGREEMENT',
  'This Manufacturing Agreement is made on 3 June 2025 between Tamsin Foods LLC, a Delaware limited liability company ("Tamsin"), and Wexford Nutrition Inc., a California corporation ("Wexford").',
  'WHEREAS, Tamsin operates bottling plants and desires to produce the Beverages for Wexford at its plant in Ohio;',
  'NOW, THEREFORE, the parties agree as follows:',
  '1. Exclusivity',
  '1.1 During the term, Wexford shall not engage any other manufacturer to produce the Beverages.',
  '2. Indemnity',
  '2.1 Wexford shall indemnify Tamsin against all claims arising from the recipes supplied by Wexford.',
  '3. Liability',
  "3.1 Tamsin's total liability under this Agreement shall not exceed the fees paid in the twelve months before the claim.",
  '4. Termination',
  '4.1 Tamsin may terminate this Agreement on 30 days written notice to Wexford.',
].join('\n');

describe('what the user of a manufacturing contract reads', () => {
  it('is told which party it is, and no finding hedges "it depends on which party you are"', async () => {
    const result = await analyzeContractText(MANUFACTURING, { role: 'client' });
    expect(result.summary.join(' ')).toContain('You are Wexford Nutrition Inc.');
    expect(JSON.stringify(result)).not.toContain('depends on which party you are');
  });
});

describe('what the user reads when the parties stand under role labels', () => {
  it('tells the summary which party the reader is and why', async () => {
    const result = await analyzeContractText(LABELLED, { role: 'client' });
    expect(result.summary.join(' ')).toContain('the contract calls Meridian Foods Ltd the Client');
  });
});
