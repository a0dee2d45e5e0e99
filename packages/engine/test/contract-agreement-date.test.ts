import { describe, expect, it } from 'vitest';
import { analyzeContractPages } from './result-checks';

async function agreementDate(...pages: string[]): Promise<string | undefined> {
  return dateFact('Agreement Date', ...pages);
}

async function dateFact(category: string, ...pages: string[]): Promise<string | undefined> {
  const result = await analyzeContractPages(
    pages.map((text, index) => ({ pageNumber: index + 1, text })),
    { role: 'client' },
  );
  return result.clauses?.find((clause) => clause.category === category)?.value;
}

// A table of contents long enough to push the preamble past the opening the engine reads first.
const CONTENTS = Array.from({ length: 45 }, (_, index) => `Article ${index + 1}. Heading number ${index + 1}.`).join(
  '\n',
);
const BODY = [
  'The Supplier shall deliver the Products within thirty (30) days of each order.',
  'This Agreement shall be governed by the laws of the State of Ohio.',
].join('\n\n');

describe('the agreement date', () => {
  it('is read from the preamble even after a long table of contents', async () => {
    const preamble =
      'This Distribution Agreement (the "Agreement") is entered into as of March 18, 2019 by and between Lakeside Tools, Inc. and Orbit Retail Ltd.';
    expect(await agreementDate(CONTENTS, `${preamble}\n\n${BODY}`)).toBe('2019-03-18');
  });

  it('is the date that stands alone on the cover', async () => {
    expect(await agreementDate(`SERVICES AGREEMENT\n\nSeptember 26, 2018\n\n${BODY}`)).toBe('2018-09-26');
  });

  it('is the last signature’s date when nothing else dates the agreement', async () => {
    const signatures =
      'By signing below, the parties agree to the terms of this Agreement.\n\nName: Ann Lee Title: President Date: August 07, 2018 Name: Ken Wu Title: Chairman Date: August 08, 2018';
    expect(await agreementDate(`SUPPLY AGREEMENT\n\n${BODY}\n\n${signatures}`)).toBe('2018-08-08');
  });

  it('does not take a labelled termination date for a signature', async () => {
    const schedule = 'Schedule 1\n\nTermination Date: December 31, 2023';
    expect(await agreementDate(`SUPPLY AGREEMENT\n\n${BODY}\n\n${schedule}`)).toBeUndefined();
  });

  it('is not the date of the earlier agreement an amendment names, even with its defined name in between', async () => {
    const amendment =
      'This is the Second Amendment ("Second Amendment") to the Distribution Agreement ("Distribution Agreement") entered into on May 4, 2016, by and between Lakeside Tools, Inc. and Orbit Retail Ltd.\n\nThis Second Amendment is effective as of October 2, 2019.';
    expect(await agreementDate(`${amendment}\n\n${BODY}`)).toBe('2019-10-02');
  });
});

describe('the effective date', () => {
  it('is not the date of the agreement an amendment changes', async () => {
    const amendment =
      'AMENDMENT NO. 1 TO SUPPLY AGREEMENT\n\nThis Amendment No. 1 (this "Amendment") to the Supply Agreement dated as of June 3, 2015 (the "Agreement") is made effective as of the date both parties have signed it, between Lakeside Tools, Inc. and Orbit Retail Ltd.';
    expect(await dateFact('Effective Date', `${amendment}\n\n${BODY}`)).not.toBe('2015-06-03');
  });
});
