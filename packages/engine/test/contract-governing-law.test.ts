import { describe, expect, it } from 'vitest';
import { placeOfLaw } from '../src/local/contract/governing-law';

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
