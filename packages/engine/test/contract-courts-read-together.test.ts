import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { courtsReferredTo } from '../src/local/contract/courts-referred-to';
import type { Sentence } from '../src/text/sentences';
import { toldAboutLines } from './contract-advice-seen';
import { analyzeContractLines } from './result-checks';

/**
 * A sentence that only consents to "such courts" or waives objection to "these courts" leans on the sentence
 * naming them: read together, the one that decides where a dispute goes is quoted, and told as exclusive when it
 * makes the courts the only ones. Agreements written for these tests.
 */
async function analyse(...terms: string[]): Promise<ContractAnalysis> {
  return analyzeContractLines([
    'PHOTO SUBMISSION AGREEMENT',
    'This agreement is between Harrow Lane Press ("the Press") and the photographer who submits a photograph ("I").',
    'I grant the Press a non-exclusive licence to print the photograph in its yearbook.',
    ...terms,
  ]);
}

function courtsCard(result: ContractAnalysis): { told: string; quotes: string[] } {
  const lines = toldAboutLines(result, 'Courts and venue');
  expect(lines.length).toBeGreaterThan(0);
  const quotes = [
    ...result.keyFindings.filter((finding) => finding.title === 'Courts and venue').map((f) => f.quotedText ?? ''),
    ...(result.clauses ?? [])
      .filter((clause) => clause.title === 'Courts and venue')
      .map((c) => c.evidence?.quote ?? ''),
  ];
  return { told: lines.join('\n'), quotes };
}

describe('a consent to "such courts" read with the sentence naming them', () => {
  it('quotes the sentence that makes the courts mandatory and says a dispute must be brought there', async () => {
    const { told, quotes } = courtsCard(
      await analyse(
        'I agree that any lawsuit, arbitration or other proceeding about this agreement must be commenced in the state courts sitting in Dane County, Wisconsin.',
        'I consent to the personal jurisdiction of such courts.',
      ),
    );
    expect(quotes.every((quote) => /must be commenced in the state courts/u.test(quote))).toBe(true);
    expect(told).toMatch(/must be brought in the courts it names/u);
    expect(told).not.toMatch(/does not itself require|not the only|need not be/u);
  });

  it('reads "shall be brought exclusively in" inside a governing-law sentence the same way', async () => {
    const { told, quotes } = courtsCard(
      await analyse(
        'This agreement is governed by the laws of Wisconsin and all claims relating to it shall be brought exclusively in the courts located in Dane County, Wisconsin. I waive any objection to the jurisdiction of and venue in these courts.',
      ),
    );
    expect(quotes.every((quote) => /brought exclusively in the courts/u.test(quote))).toBe(true);
    expect(told).not.toMatch(/does not itself require/u);
  });

  it('does not call a proceeding listed among others an arbitration when it is sent to the courts', async () => {
    const result = await analyse(
      'Any action, suit, arbitration or other proceeding arising from this agreement must be brought in the courts of Dane County, Wisconsin.',
    );
    expect(result.keyFindings.map((finding) => finding.title)).not.toContain('Arbitration');
    expect(courtsCard(result).told).toMatch(/must be brought in the courts it names/u);
  });

  it('still tells a consent that stands alone as leaving other courts open', async () => {
    const { told } = courtsCard(
      await analyse(
        'I consent to the jurisdiction of the courts of Dane County, Wisconsin and waive any objection to venue there.',
      ),
    );
    expect(told).toMatch(/does not itself require every dispute to be brought there/u);
  });
});

describe('the courts a pointer refers to', () => {
  const sentence = (index: number, text: string): Sentence => ({
    index,
    text,
    page: 1,
    start: index * 200,
    end: index * 200 + text.length,
  });

  it('are named in the sentence just before it', () => {
    const naming = sentence(0, 'Any claim shall be brought only in the courts of Leeds.');
    const pointer = sentence(1, 'Each party submits to the jurisdiction of such courts.');
    expect(courtsReferredTo(pointer, [naming, pointer])).toBe(naming);
  });

  it('are not looked for across a heading, nor for a sentence naming its own courts or setting a jury waiver', () => {
    const naming = sentence(0, 'Any claim shall be brought only in the courts of Leeds.');
    const heading = sentence(1, 'Notices');
    const pointer = sentence(2, 'Each party submits to the jurisdiction of such courts.');
    expect(courtsReferredTo(pointer, [naming, heading, pointer])).toBeUndefined();
    const waiver = sentence(1, 'Each party waives trial by jury in such courts.');
    expect(courtsReferredTo(waiver, [naming, waiver])).toBeUndefined();
  });
});
