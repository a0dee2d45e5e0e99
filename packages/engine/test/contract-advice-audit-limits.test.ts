import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyseAgreement } from './agreement-openings';

// A distribution agreement written for these tests: Ferncastle (the reader) resells Dovecote's products and is audited.
const DISTRIBUTION: AgreementOpening = {
  title: 'DISTRIBUTION AGREEMENT',
  preamble:
    'This Distribution Agreement is made as of April 3, 2021 by and between Dovecote Instruments Inc. ("Dovecote") and Ferncastle Supply LLC ("Ferncastle").',
  clauses: [
    'Ferncastle shall pay Dovecote a royalty of four percent (4%) of its sales of the products.',
    'Ferncastle shall keep complete and accurate records of its sales of the products.',
  ],
  reader: 'Ferncastle',
};

const analyse = (...sentences: string[]) => analyseAgreement(DISTRIBUTION, sentences);

function auditAdvice(result: ContractAnalysis): string {
  return result.keyFindings
    .filter((finding) => finding.title === 'Audit rights')
    .map((finding) => finding.recommendation)
    .join(' ');
}

describe('audit advice asks only for the limits the contract does not set', () => {
  it('asks nothing when frequency, notice, hours and cost are all set', async () => {
    const advice = auditAdvice(
      await analyse(
        'Dovecote may audit the records of Ferncastle upon fifteen (15) days’ written notice, during normal business hours, and not more than once in any calendar year.',
        'Dovecote shall bear the cost of any such audit unless the audit reveals an underpayment of five percent (5%) or more.',
      ),
    );
    expect(advice).toMatch(/No change needed/u);
    expect(advice).not.toMatch(/Limit audits to once a year/u);
  });

  it('asks only for the limits that are missing', async () => {
    const advice = auditAdvice(
      await analyse('Dovecote may audit the records of Ferncastle upon fifteen (15) days’ written notice.'),
    );
    expect(advice).toMatch(/once a year/u);
    expect(advice).not.toMatch(/on notice/u);
    expect(advice).toMatch(/already requires notice/u);
  });

  it('reads the cost as the auditor’s when the contract puts it at the auditing party’s own expense', async () => {
    const advice = auditAdvice(
      await analyse(
        'Upon fifteen (15) days’ notice and not more than once per year, Dovecote shall have the right, at Dovecote’s expense, to examine the records of Ferncastle during normal business hours.',
      ),
    );
    expect(advice).toMatch(/No change needed/u);
  });

  it('does not take the notice of a regulator’s inspection for notice of an audit', async () => {
    const advice = auditAdvice(
      await analyse(
        'Dovecote may audit the records of Ferncastle during normal business hours.',
        'Ferncastle shall give Dovecote prompt notice of any inspection of its facilities by a governmental authority.',
      ),
    );
    expect(advice).toMatch(/on notice/u);
  });
});
