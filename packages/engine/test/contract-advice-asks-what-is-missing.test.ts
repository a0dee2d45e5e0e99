import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyseAgreement } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';

// A services agreement written for these tests: Marlowe (the reader) pays Quillfen for support services.
const SUPPORT: AgreementOpening = {
  title: 'SUPPORT AGREEMENT',
  preamble:
    'This Support Agreement is made as of June 2, 2025 by and between Marlowe Textiles Inc., an Ohio corporation ("Marlowe"), and Quillfen Systems LLC, a Texas company ("Quillfen").',
  clauses: [
    '2. SERVICES 2.1 Quillfen shall provide the support services described in Schedule B to Marlowe.',
    '3. FEES 3.1 Marlowe shall pay Quillfen a monthly fee of $2,500 within thirty (30) days of each invoice.',
  ],
  reader: 'Marlowe',
};

const analyse = (...sentences: string[]) => analyseAgreement(SUPPORT, sentences);

describe('confidentiality advice when the duty already lasts past the end in its own sentence', () => {
  it('does not ask for survival when the duty runs for a period after termination', async () => {
    const advice = adviceOn(
      await analyse(
        '6. CONFIDENTIALITY 6.1 During the term and for a period of three (3) years after its termination, each party shall keep the Confidential Information of the other party secret.',
      ),
      'Confidentiality',
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/survives the end of the agreement/u);
    expect(advice).toMatch(/already outlasts the end/u);
  });

  it('does not ask for survival when the duty runs for the term and some years thereafter', async () => {
    const advice = adviceOn(
      await analyse(
        '6. CONFIDENTIALITY 6.1 During the Term, and for two (2) years thereafter, each party shall hold the Confidential Information of the other party in confidence.',
      ),
      'Confidentiality',
    );
    expect(advice).not.toMatch(/survives the end of the agreement/u);
  });
});

describe('confidentiality advice when a survival sentence keeps the duty alive by reference', () => {
  const secrecy = 'Each party shall keep the Confidential Information of the other party secret.';

  it.each([
    {
      behaviour: 'reads "this Section shall survive" in the confidentiality section as survival',
      duty: `6. CONFIDENTIALITY 6.1 ${secrecy}`,
      survival:
        '6.2 The duties under this Section shall survive the termination of this Agreement for three (3) years.',
    },
    {
      behaviour: 'reads a list of surviving articles that names a confidentiality article headed with a dash',
      duty: `ARTICLE 7 - CONFIDENTIAL INFORMATION 7.1 ${secrecy}`,
      survival: '12.3 Articles 2, 7 and 9 shall survive the termination of this Agreement.',
    },
    {
      behaviour: 'reads a confidentiality section numbered with a trailing zero',
      duty: `6.0 Confidentiality ${secrecy}`,
      survival: '14.2 Sections 4, 6 and 8 shall survive the termination of this Agreement.',
    },
  ])('$behaviour', async ({ duty, survival }) => {
    const advice = adviceOn(await analyse(duty, survival), 'Confidentiality');
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/survives the end of the agreement/u);
  });
});

describe('termination advice when either party may already end the agreement on notice', () => {
  it('does not ask for a right to end it for convenience that a passive limb already gives', async () => {
    const advice = adviceOn(
      await analyse(
        '9. TERM 9.1 This Agreement may be terminated (a) by the mutual written agreement of the parties or (b) by either party upon ten (10) days’ written notice to the other party.',
      ),
      'Termination rights',
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/make sure you can also end the agreement/iu);
  });

  it('does not ask for it when either party may end the agreement on notice once a first period has passed', async () => {
    const result = await analyse(
      '9. TERM 9.1 Either party may, after the first year of the Term, terminate this Agreement upon sixty (60) days’ written notice to the other party.',
    );
    const advice = JSON.stringify([
      result.keyFindings.filter((finding) => /^Termination/u.test(finding.title)).map((f) => f.recommendation),
      result.recommendations.contractImprovements.map((c) => c.specificChange),
    ]);
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/make sure you can also end the agreement|for convenience, with reasonable notice/iu);
  });
});

describe('audit advice when the contract lets audits come without notice', () => {
  it('asks for notice instead of saying the contract already requires it', async () => {
    const result = await analyse(
      '5. RECORDS 5.1 Marlowe shall keep accurate records of its use of the services.',
      '5.2 Quillfen may inspect the books and records of Marlowe at any reasonable time, with or without prior notice to Marlowe.',
    );
    const advice = adviceOn(result, 'Audit rights');
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/already requires notice/u);
    expect(advice).toMatch(/on notice/u);
  });
});

describe('payment findings when the contract charges nothing for paying late', () => {
  it('does not speak of what being late costs, nor ask for a grace period', async () => {
    const result = await analyse(
      '4. PAYMENT 4.1 Payment of all invoices shall be due within thirty (30) days of the invoice date.',
    );
    const payment = result.keyFindings.filter((finding) => /^Payment/u.test(finding.title));
    expect(payment.length).toBeGreaterThan(0);
    const told = JSON.stringify([payment, result.risks, result.recommendations.contractImprovements]);
    expect(told).not.toMatch(/what being late costs/u);
    expect(told).not.toMatch(/grace period/u);
  });

  it('still speaks of what being late costs where interest runs on overdue sums', async () => {
    const result = await analyse(
      '4. PAYMENT 4.1 Payment of all invoices shall be due within thirty (30) days of the invoice date.',
      '4.2 Any overdue amount shall bear interest at one percent (1%) per month.',
    );
    const told = JSON.stringify(result.keyFindings.filter((finding) => /^Payment/u.test(finding.title)));
    expect(told).toMatch(/late/u);
  });
});

describe('arbitration advice when the contract already says who bears the costs', () => {
  it('reads a winner described by a clause ("the party that prevails") as a rule on costs', async () => {
    const result = await analyse(
      '11. DISPUTES 11.1 Any dispute arising under this Agreement shall be finally settled by arbitration under the rules of the American Arbitration Association.',
      '11.2 In any arbitration or action under this Agreement, the party that prevails shall be entitled to recover its reasonable costs and attorneys’ fees.',
    );
    const advice = JSON.stringify([
      result.keyFindings.filter((finding) => /arbitration/iu.test(finding.title)).map((f) => f.recommendation),
      result.recommendations.contractImprovements.map((c) => c.specificChange),
    ]);
    expect(advice).toMatch(/arbitration/iu);
    expect(advice).not.toMatch(/agree how the arbitration costs are shared/u);
  });
});
