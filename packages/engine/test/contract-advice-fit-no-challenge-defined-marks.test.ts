import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { type AgreementOpening, analyseAgreement } from './agreement-openings';
import { adviceOn } from './contract-advice-seen';

// A franchise-style licence written for these tests: Tollery (the reader) is licensed Brightwick's marks.
const MARKS_LICENCE: AgreementOpening = {
  title: 'TRADEMARK LICENSE AGREEMENT',
  preamble:
    'This Trademark License Agreement is made as of May 4, 2024 by and between Brightwick Brands Ltd., a Scottish company ("Brightwick"), and Tollery Goods Inc., a Delaware corporation ("Tollery").',
  clauses: [
    'Brightwick hereby grants Tollery a non-exclusive licence to use the trade names and logos listed in Schedule 1 (the "Marks") in the Territory.',
    'Tollery shall pay Brightwick a royalty of five percent of the net sales of the Products.',
  ],
  reader: 'Tollery',
};

const analyse = (...sentences: string[]) => analyseAgreement(MARKS_LICENCE, sentences);

const covenantAdvice = (result: ContractAnalysis) => adviceOn(result, 'Covenant not to sue');

describe('a no-challenge clause confined to the validity or ownership of the defined Marks', () => {
  it('is not asked to be limited to the licensed rights and to keep claims for breach', async () => {
    const advice = covenantAdvice(
      await analyse(
        'Tollery will not at any time, during the term or after it ends, contest the validity or ownership of any of the Marks, or help anyone else to contest them.',
      ),
    );
    expect(advice).not.toBe('[[],[]]');
    expect(advice).not.toMatch(/Limit it to the licensed rights/u);
  });

  it('is still asked to be limited when it also gives up claims against the other side', async () => {
    const advice = covenantAdvice(
      await analyse(
        'Tollery will not contest the validity of any of the Marks, and releases Brightwick from all claims arising out of this Agreement.',
      ),
    );
    expect(advice).toMatch(/Limit it to the licensed rights/u);
  });
});
