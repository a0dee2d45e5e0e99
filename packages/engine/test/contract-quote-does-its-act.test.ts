import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests. A clause is listed with a quote only when the quoted sentence does the
// clause's act: a licence clause needs a licence or right to use something, a confidentiality clause a duty to
// keep something secret, a payment clause the terms on which a sum is paid. A sentence that names the clause's
// topic while doing something else (acknowledging the agreement, listing defaults, paying for a licence) is not it.

async function analyse(...paragraphs: string[]): Promise<ContractAnalysis> {
  return analyzeContractText(paragraphs.join('\n\n'));
}

/** The quote the clause list shows under a title, or undefined when the clause is not listed. */
function listedQuote(result: ContractAnalysis, title: string): string | undefined {
  return (result.clauses ?? []).find((clause) => clause.title === title)?.evidence?.quote;
}

/** Every quote the reader sees for a clause (its title, or a title it opens): the clause list and key findings. */
function quotesUnder(result: ContractAnalysis, title: string): string[] {
  const titled = (shown: { title: string }): boolean => shown.title.startsWith(title);
  const clauses = (result.clauses ?? []).filter(titled).map((clause) => clause.evidence?.quote);
  const findings = (result.keyFindings ?? []).filter(titled).map((finding) => finding.evidence?.quote);
  return [...clauses, ...findings].filter((quote): quote is string => quote !== undefined);
}

describe('a non-transferable thing is a licence only when it is a licence or a right to use', () => {
  it('does not read a personal ticket as a non-transferable licence', async () => {
    const result = await analyse(
      'EVENT BOOKING TERMS',
      'These terms are between Larchmont Venues Ltd ("Organiser") and the person booking ("You").',
      'You shall pay the booking fee when you book.',
      'Each entry ticket is personal to the named guest and non-transferable, and may not be resold.',
      'These terms are governed by the laws of Scotland.',
    );
    expect(quotesUnder(result, 'Non-transferable license')).toEqual([]);
  });

  it('still reads a non-transferable right to use software', async () => {
    const result = await analyse(
      'SOFTWARE LICENCE',
      'This licence is between Tollgate Systems Ltd ("Licensor") and Brackley Foods Ltd ("Licensee").',
      'The Licensor grants the Licensee a non-exclusive and non-transferable right to use the Software at its own sites.',
      'The Licensee shall pay the licence fee within thirty days of each invoice.',
    );
    expect(listedQuote(result, 'Non-transferable license')).toContain('non-transferable right to use');
  });

  it('still reads a granted licence whose bar on transfer has an exception in brackets', async () => {
    const result = await analyse(
      'SOFTWARE LICENCE',
      'This licence is between Tollgate Systems Ltd ("Licensor") and Brackley Foods Ltd ("Licensee").',
      'The Licensor hereby grants to the Licensee and its affiliates a non-exclusive, royalty-free, perpetual, non-transferable (except as set out in Section 9) licence to use the Software.',
      'The Licensee shall pay the licence fee within thirty days of each invoice.',
    );
    expect(listedQuote(result, 'Non-transferable license')).toContain('hereby grants to the Licensee');
  });
});

describe('a closing acknowledgement of the whole agreement grounds no clause', () => {
  it('does not quote "I have read and agree to comply" as any clause', async () => {
    const closing = 'I have read and accept this Agreement and agree to observe all of its requirements.';
    const result = await analyse(
      'VOLUNTEER TERMS',
      'These terms are between Harrowgate Trust ("Trust") and the volunteer ("I").',
      'The Trust shall reimburse reasonable travel costs within fourteen days of a claim.',
      'These terms are governed by the laws of England.',
      closing,
    );
    const quoted = (result.clauses ?? []).map((clause) => clause.evidence?.quote);
    expect(quoted).not.toContain(closing);
  });
});

describe('a sentence saying a party will not keep something confidential protects nothing', () => {
  it('is not listed as a confidentiality clause', async () => {
    const result = await analyse(
      'DESIGN REVIEW TERMS',
      'These terms are between Fernhill Studio Ltd ("Studio") and the customer ("You").',
      'The Studio will review your shop front design and send you written comments within ten days.',
      'You shall pay the fee of 300 pounds when the comments are sent.',
      'The Studio will usually not treat your designs or its comments as confidential, and may show them in its portfolio.',
    );
    expect(quotesUnder(result, 'Confidentiality')).toEqual([]);
  });

  it('still reads a promise to keep information confidential', async () => {
    const result = await analyse(
      'DESIGN REVIEW TERMS',
      'These terms are between Fernhill Studio Ltd ("Studio") and the customer ("You").',
      'You shall pay the fee of 300 pounds when the comments are sent.',
      'The Studio will keep your designs and its comments confidential and will not show them to anyone else.',
    );
    expect(listedQuote(result, 'Confidentiality')).toContain('keep your designs');
  });
});

describe('a failure to pay named as a ground to end the agreement is not the payment term', () => {
  const GROUNDS = [
    'The Owner may end this agreement by written notice if the Hirer:',
    '1. does not pay an invoice amount that is due, and has still not paid it 10 days after a written reminder; or',
    '2. stops payment of its debts, or is unable to pay its debts as they become due within the meaning of the insolvency laws.',
  ];

  it('lists no payment terms from the ground alone', async () => {
    const result = await analyse(
      'EQUIPMENT HIRE TERMS',
      'These terms are between Marlow Plant Hire Ltd ("Owner") and the hirer ("Hirer").',
      'The Owner shall deliver the equipment to the Hirer’s site.',
      ...GROUNDS,
    );
    expect(quotesUnder(result, 'Payment terms')).toEqual([]);
  });

  it('quotes the payment term itself where there is one', async () => {
    const term = 'The Hirer shall pay each invoice within 30 days of receipt.';
    const result = await analyse(
      'EQUIPMENT HIRE TERMS',
      'These terms are between Marlow Plant Hire Ltd ("Owner") and the hirer ("Hirer").',
      term,
      ...GROUNDS,
    );
    expect(quotesUnder(result, 'Payment terms')).toContain(term);
  });
});

describe('a licence clause is quoted from a sentence that grants a licence', () => {
  const GRANT = 'You grant the Publisher a licence to print and sell copies of your story.';
  const FALLBACK =
    'Insofar as you are unable to grant the licence in clause 3.1 yourself, you shall take all reasonable steps to obtain it from whoever can.';
  const SURVIVAL = 'The licence grants made over your stories are not affected by the ending of these Terms.';

  it('quotes the grant, not a fallback for when it cannot be granted', async () => {
    const result = await analyse(
      'STORY SUBMISSION TERMS',
      'These terms are between Quillon Press Ltd ("Publisher") and the writer ("You").',
      GRANT,
      FALLBACK,
      SURVIVAL,
    );
    expect(listedQuote(result, 'License grant')).toBe(GRANT);
  });

  it('lists no licence grant from a fallback or a survival sentence alone', async () => {
    const result = await analyse(
      'STORY SUBMISSION TERMS',
      'These terms are between Quillon Press Ltd ("Publisher") and the writer ("You").',
      'The Publisher shall pay you 50 pounds for each story it prints.',
      FALLBACK,
      SURVIVAL,
    );
    expect(quotesUnder(result, 'License grant')).toEqual([]);
  });

  it('lists no licence grant from a sum paid for licence rights', async () => {
    const result = await analyse(
      'PROJECT FUNDING AGREEMENT',
      'This agreement is between the Holloway Fund ("Fund") and Kestrel Code Ltd ("Developer").',
      'The Developer shall deliver the finished tool by 30 June.',
      'The Fund grants the Developer 15,000 euros in payment for delivering the tool and for the licence rights given under this agreement.',
    );
    expect(quotesUnder(result, 'License grant')).toEqual([]);
  });
});

describe('representations of status and authority are not promises about quality', () => {
  it('does not list a lead-in to status representations as a quality warranty', async () => {
    const result = await analyse(
      'SHARE SALE AGREEMENT',
      'This agreement is between Ormsby Holdings Ltd ("Seller") and Pelham Capital Ltd ("Buyer").',
      'The Seller shall sell the shares to the Buyer for 500,000 pounds.',
      'The Seller hereby represents and warrants that as of the date of this agreement:\n(a) the Seller is a company properly incorporated and validly existing;\n(b) the Seller has full power and authority to sign and perform this agreement.',
      'The Buyer shall pay the price on completion.',
    );
    expect(quotesUnder(result, 'Warranties and disclaimers')).toEqual([]);
  });
});
