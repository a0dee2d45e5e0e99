import { describe, expect, it } from 'vitest';
import { contractFacts } from '../src/local/contract/contract-facts';
import { splitSentences } from '../src/text/sentences';

function lawOf(text: string): { value?: string; quote?: string } {
  const law = contractFacts(splitSentences([{ pageNumber: 1, text }])).find(
    (fact) => fact.category === 'Governing Law',
  );
  return { value: law?.value, quote: law?.evidence.quote };
}

describe('governing law fact', () => {
  it('reads the place in any capitalisation, without the words after it', () => {
    expect(
      lawOf(
        'THIS AGREEMENT SHALL BE GOVERNED BY AND CONSTRUED IN ACCORDANCE WITH THE LAWS OF THE STATE OF NEW YORK WITHOUT REGARD TO CONFLICTS OF LAW PRINCIPLES.',
      ).value,
    ).toBe('the State of New York');
    expect(lawOf('This Agreement shall be governed by the Laws of the State of Washington.').value).toBe(
      'the State of Washington',
    );
    expect(lawOf('This Agreement will be interpreted under the laws of the state of Texas.').value).toBe(
      'the State of Texas',
    );
  });

  it('reads a state name that a wide line break split from "the State of"', () => {
    const law = lawOf(
      'This Agreement will be governed by and construed in accordance with the laws of the State of                   Tennessee, notwithstanding the place where it is signed.',
    );
    expect(law.value).toBe('the State of Tennessee');
    expect(law.quote).toMatch(/^This Agreement will be governed by/u);
  });

  it('reads "the laws thereof" as the place named before', () => {
    expect(
      lawOf(
        'This Agreement was accepted by the Distributor in the State of Oregon and shall be governed by and construed in accordance with the laws thereof.',
      ).value,
    ).toBe('the State of Oregon');
  });

  it('prefers the state to the country whose federal law stands beside it', () => {
    expect(
      lawOf('This Agreement shall be governed by the laws of the United States and the Commonwealth of Kentucky.')
        .value,
    ).toBe('the Commonwealth of Kentucky');
  });

  it('reads a place written before the word law', () => {
    expect(lawOf('This Agreement shall be governed by and construed in accordance with Ohio law.').value).toBe('Ohio');
    expect(lawOf('The interpretation of this Agreement shall be governed by PRC Laws.').value).toBe(
      "People's Republic of China",
    );
  });

  it('does not take where a party was incorporated, nor a language, for the governing law', () => {
    expect(
      lawOf(
        'This Agreement is made between Harbor Medical LLC, a company organized under the laws of Delaware, and Apollo Endosurgery, Inc.',
      ).value,
    ).toBeUndefined();
    expect(
      lawOf('This Agreement, which is written in English, shall be governed by the laws of the State of California.')
        .value,
    ).toBe('the State of California');
  });
});
