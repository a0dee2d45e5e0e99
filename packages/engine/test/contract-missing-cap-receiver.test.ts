import { describe, expect, it } from 'vitest';
import { toldOn } from './contract-advice-seen';
import { analyzeContractText } from './result-checks';

// Services and consulting agreements written for these tests, with no cap on liability anywhere. For the side that
// receives the work, a cap on each side's liability would chiefly limit what it can recover.

const NO_CAP = 'No limitation of liability clause';

const CONSULTING = [
  'CONSULTING AGREEMENT',
  'This Consulting Agreement is made on 2 February 2025 between Halvorsen Retail Ltd. ("Client") and Penrose Advisory LLC ("Consultant").',
  '1. The Consultant shall advise the Client on its store layouts, and the Client shall pay the Consultant’s invoices within thirty (30) days.',
  '2. The Consultant shall indemnify the Client against all claims arising from the Consultant’s acts or omissions in providing the Services.',
  '3. The Client shall indemnify the Consultant against all claims arising from the Client’s misuse of the reports.',
  '4. Either party may terminate this Agreement on thirty (30) days’ written notice.',
  '5. This Agreement is governed by the laws of the State of Ohio.',
].join('\n\n');

// The same deal as a services agreement, with no indemnity at all and the parties named the other way round.
const SERVICES = [
  'CLEANING SERVICES AGREEMENT',
  'This Services Agreement is made on 9 September 2024 between Brightline Cleaning Co. ("Provider") and Osgood Dental LLC ("Customer").',
  '1. The Provider shall clean the Customer’s premises each weekday evening.',
  '2. The Customer shall pay the monthly fee of $1,200 within fifteen (15) days of each invoice.',
  '3. Either party may terminate this Agreement on sixty (60) days’ written notice.',
  '4. This Agreement is governed by the laws of the State of Texas.',
].join('\n\n');

// Only the client indemnifies: a cap would protect the client too, so the general ask stays.
const ONLY_CLIENT_INDEMNIFIES = CONSULTING.replace(
  '2. The Consultant shall indemnify the Client against all claims arising from the Consultant’s acts or omissions in providing the Services.',
  '2. The Consultant shall deliver a written report each month.',
);

describe('a missing cap told to the side that receives the work', () => {
  it('tells the client of a consultant that nothing caps what it can recover, and asks for no cap', async () => {
    const told = toldOn(await analyzeContractText(CONSULTING, { role: 'client' }), NO_CAP);
    expect(told).toMatch(/nothing caps what you can recover/u);
    expect(told).not.toMatch(/Add a cap on each party’s total liability/u);
  });

  it('tells the customer of a services provider the same, where no side indemnifies', async () => {
    const told = toldOn(await analyzeContractText(SERVICES, { role: 'client' }), NO_CAP);
    expect(told).not.toMatch(/Add a cap on each party’s total liability/u);
  });

  it('keeps the ask for a cap where only the client answers for the other side’s losses', async () => {
    const told = toldOn(await analyzeContractText(ONLY_CLIENT_INDEMNIFIES, { role: 'client' }), NO_CAP);
    expect(told).toMatch(/Add a cap on each party’s total liability/u);
  });

  it('keeps the ask for a cap for the side that does the work', async () => {
    const told = toldOn(await analyzeContractText(SERVICES, { role: 'service-provider' }), NO_CAP);
    expect(told).toMatch(/Add a cap on each party’s total liability/u);
  });
});
