import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { numbersWrittenTwoWays } from '../src/local/contract/contract-consistency-numbers';
import { somethingTold, toldAboutLines } from './contract-advice-seen';
import { analyseHostingAgreement as analyse } from './hosting-services-agreement';

// Contracts written for these tests: a finding tells what its quote states (no cap where there is
// only an exclusion, courts that need not be used, the party an insurance or a duty is for), and its
// advice never assumes a term the text does not have.

/** Everything the user reads about one clause: its risk card, its key finding and its recommendation. */
const toldAbout = (result: ContractAnalysis, title: string) => toldAboutLines(result, title).join('\n');

describe('what a finding says follows what its quote states', () => {
  it('an exclusion of indirect losses is told as one, not as a cap to raise', async () => {
    const result = await analyse(
      'Neither party shall be liable to the other for any indirect, incidental or consequential damages arising out of this Agreement.',
    );
    const told = somethingTold(toldAbout(result, 'Limitation of liability'));
    expect(told).not.toMatch(/\bcap(?:ped)?\b/u);
    expect(told).toMatch(/indirect/u);
  });

  it('an exclusion that already carves out confidentiality is not asked to carve it out', async () => {
    const result = await analyse(
      'Neither party shall be liable to the other for any indirect or consequential damages arising out of this Agreement, except for breaches of Section 9 (Confidentiality).',
    );
    const told = toldAbout(result, 'Limitation of liability');
    expect(told).toMatch(/carve-outs cover the claims you would bring/u);
    expect(told).not.toMatch(/ask that breaches of confidentiality/u);
  });

  it('a cap stated in money is still told as a cap', async () => {
    const result = await analyse(
      'Northwind’s total liability under this Agreement shall not exceed the fees paid by Pelican in the twelve months before the claim.',
    );
    expect(toldAbout(result, 'Limitation of liability')).toMatch(/\bcap\b/u);
  });

  it('courts of non-exclusive jurisdiction are not the only place a dispute may go', async () => {
    const result = await analyse('The parties submit to the non-exclusive jurisdiction of the courts of Ontario.');
    const told = toldAbout(result, 'Courts and venue');
    expect(told).not.toMatch(/must be brought in the courts it names/u);
  });

  it('a body named "arbitration" that values a loss is no dispute route', async () => {
    const result = await analyse(
      'If a parcel is damaged by fire, Northwind shall pay its value as assessed by arbitration committee of the carriers’ association.',
    );
    expect(toldAbout(result, 'Arbitration')).toBe('');
  });

  it('the party named as an additional insured is the one the insurance protects', async () => {
    const result = await analyse(
      'Pelican shall be named as an additional insured on the general liability policies described in this Section.',
    );
    const told = toldAbout(result, 'Insurance');
    expect(told).not.toMatch(/You must buy and keep/u);
  });

  it('a duty put as "X’s obligation to …" is owed by X', async () => {
    const result = await analyse(
      'Northwind’s obligation to assist Pelican in moving its data shall continue for six months after termination of this Agreement, but Pelican shall compensate Northwind at its usual rates for that help.',
    );
    const told = somethingTold(toldAbout(result, 'Obligations after termination'));
    expect(told).not.toMatch(/You may have to keep working|your side\) gives this promise/u);
  });
});

describe('advice that does not ask for what the text already has', () => {
  it('a share of a defined base (capitalised, as "Net Sales") is not told to define its base', async () => {
    const result = await analyse(
      'Pelican shall pay Northwind a royalty of five percent (5%) of Net Sales of the hosted ordering service each quarter.',
    );
    const told = somethingTold(toldAbout(result, 'Revenue or profit sharing'));
    expect(told).not.toMatch(/Define the base/u);
  });

  it('a share of sales named in plain words is still told to define its base', async () => {
    const result = await analyse(
      'Pelican shall pay Northwind a royalty of five percent (5%) of the sales of the hosted ordering service each quarter.',
    );
    expect(toldAbout(result, 'Revenue or profit sharing')).toMatch(/Define the base/u);
  });
});

describe('a warranty disclaimer beside the warranty the contract gives', () => {
  it('does not ask for a warranty period and remedy that another sentence already gives', async () => {
    const result = await analyse(
      'Northwind warrants that the hosting services will perform as described in Schedule A for ninety (90) days, and Northwind shall re-perform any failed service or refund its fee.',
      'NORTHWIND DISCLAIMS ALL IMPLIED WARRANTIES, INCLUDING MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE.',
    );
    const told = somethingTold(toldAbout(result, 'Warranties and disclaimers'));
    expect(told).not.toMatch(/Ask for a clear warranty period/u);
  });

  it('reads "except as expressly set forth" as keeping the express warranties', async () => {
    const result = await analyse(
      'EXCEPT AS EXPRESSLY SET FORTH IN THIS AGREEMENT, NORTHWIND DISCLAIMS ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING MERCHANTABILITY.',
    );
    const told = somethingTold(toldAbout(result, 'Warranties and disclaimers'));
    expect(told).not.toMatch(/Ask for a clear warranty period/u);
  });
});

describe('numbers written in words and figures', () => {
  it('reads "three (3) million dollars ($3,000,000)" as one value, not two', () => {
    expect(numbersWrittenTwoWays('proceeds in excess of three (3) million dollars ($3,000,000) in any year')).toEqual(
      [],
    );
    expect(numbersWrittenTwoWays('a fee of two (2) million dollars ($3,000,000) in any year')).not.toEqual([]);
  });
});
