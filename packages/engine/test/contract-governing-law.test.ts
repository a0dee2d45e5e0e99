import { describe, expect, it } from 'vitest';
import { placeOfLaw } from '../src/local/contract/governing-law';
import { lawStatementOf } from '../src/local/contract/law-choice';
import { analyzeContractText } from './result-checks';

const governingPlace = (sentence: string) => placeOfLaw(sentence)?.place;

describe('governing law place', () => {
  it('reads "Laws" with a capital L', () => {
    expect(
      governingPlace(
        'This Agreement shall be governed by the Laws of the State of Washington without regard to conflicts of law.',
      ),
    ).toBe('the State of Washington');
  });

  it('reads a lower-case "state of"', () => {
    expect(governingPlace('This Agreement shall be construed under the laws of the state of Texas.')).toBe(
      'the State of Texas',
    );
  });

  it('keeps the whole state name across a line break', () => {
    expect(
      governingPlace(
        'This Agreement shall be governed by the laws of the State of New\nYork, without regard to its conflicts rules.',
      ),
    ).toBe('the State of New York');
    expect(governingPlace('governed by the laws of the State of New\n\nYork applicable to contracts made there.')).toBe(
      'the State of New York',
    );
  });

  it('reads countries', () => {
    expect(governingPlace("This Agreement is governed by the laws of the People's Republic of China.")).toBe(
      "People's Republic of China",
    );
    expect(governingPlace('This Agreement shall be governed by the laws of Canada.')).toBe('Canada');
    expect(
      governingPlace(
        'This Agreement shall be governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein.',
      ),
    ).toBe('the Province of Ontario');
  });
});

describe('governing law heading', () => {
  it('does not read the next sentence after a "Governing Laws" heading as the place', () => {
    expect(
      governingPlace('Governing Laws\nThis Agreement shall be governed by the laws of the State of Florida.'),
    ).toBe('the State of Florida');
  });
});

describe('a federal law chosen', () => {
  it('is told as the nation’s federal law, not as the law of the place its courts sit in', () => {
    const sentence =
      'This Agreement shall be governed by federal law as applied by the federal courts in the District of Columbia.';
    expect(governingPlace(sentence)).toBe('the United States (federal law)');
    expect(lawStatementOf(sentence)).toBe(
      'the United States (federal law), as applied by the federal courts in the District of Columbia',
    );
  });

  it('beside a state of the same country, is told by the state, whatever the sentence says first', () => {
    expect(
      lawStatementOf(
        'Except where the law provides otherwise, these Terms are governed by the federal laws of the United States and the laws of the State of Oregon.',
      ),
    ).toBe('the State of Oregon');
  });

  it('is read from an agreement named by its initials and shown in the clause list', async () => {
    const result = await analyzeContractText(
      [
        'SAMPLE TRANSFER AGREEMENT',
        'This Sample Transfer Agreement ("STA") is made between Oakhurst Seed Institute ("Provider") and Tamsin Crop Labs LLC ("Recipient").',
        '1. The Provider will send the Recipient twelve vials of the Lark-7 seed line for research use only.',
        '2. The Recipient shall keep the results of its research confidential for two (2) years.',
        '3. This STA shall be construed in accordance with United States federal law as applied by the federal courts in the District of Columbia.',
      ].join('\n\n'),
      { role: 'client' },
    );
    const law = (result.clauses ?? []).find((clause) => clause.title === 'Governing law');
    expect(law?.value).toBe(
      'the United States (federal law), as applied by the federal courts in the District of Columbia',
    );
  });
});
