import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { ruleExcludes } from '../src/local/contract/clause-detection';
import { CLAUSE_RULES } from '../src/local/contract/clause-rules';
import { contractFacts } from '../src/local/contract/contract-facts';
import { holdsBlank, isBlankValue } from '../src/local/contract/form-blanks';
import { guidanceLines } from '../src/local/contract/guidance-text';
import { splitSentences } from '../src/text/sentences';
import { analyzeContractText } from './result-checks';

// Sentences written for these tests: guidance, examples and blanks beside a form's terms are no terms.

function sentencesOf(...paragraphs: string[]) {
  return splitSentences([{ pageNumber: 1, text: paragraphs.join('\n\n') }]);
}

function factOf(category: string, ...paragraphs: string[]): { value?: string; quote?: string } | undefined {
  const fact = contractFacts(sentencesOf(...paragraphs)).find((candidate) => candidate.category === category);
  return fact && { value: fact.value, quote: fact.evidence.quote };
}

function guidanceOf(...paragraphs: string[]): string[] {
  const sentences = sentencesOf(...paragraphs);
  const lines = guidanceLines(sentences);
  return sentences.filter((sentence) => lines.has(sentence.index)).map((sentence) => sentence.text);
}

function clauseQuote(result: ContractAnalysis, title: string): string | undefined {
  return result.clauses?.find((clause) => clause.title === title)?.evidence?.quote;
}

describe('guidance, notes and examples beside the terms', () => {
  it('marks a guidance note and the paragraphs it runs on for, up to the next numbered clause', () => {
    const lines = guidanceOf(
      '4.1 The Lessee shall pay the hire charge monthly in advance.',
      'Drafting Note: The hire charge is usually paid by standing order.',
      'Lessors often ask for the first month before delivery.',
      '4.2 The Lessee shall insure the equipment.',
    );
    expect(lines).toEqual([
      'Drafting Note: The hire charge is usually paid by standing order.',
      'Lessors often ask for the first month before delivery.',
    ]);
  });

  it('marks a worked example, a question to the reader and a part headed as guidance', () => {
    const lines = guidanceOf(
      '5.1 The Lessor may raise the hire charge once a year by up to 2%.',
      '5.2 Example 1. In this example the hire starts on 1 March 2021. The charge rises on 1 March 2022.',
      'Can this form be used for vehicles?',
      'Schedule 3: Further guidance for lessees',
      'Most lessees keep the equipment at their own premises.',
      'Schedule 4: Equipment list',
      'One excavator.',
    );
    expect(lines).toContain('In this example the hire starts on 1 March 2021.');
    expect(lines).toContain('The charge rises on 1 March 2022.');
    expect(lines).toContain('Can this form be used for vehicles?');
    expect(lines).toContain('Most lessees keep the equipment at their own premises.');
    expect(lines).not.toContain('5.1 The Lessor may raise the hire charge once a year by up to 2%.');
    expect(lines).not.toContain('One excavator.');
  });

  it('leaves a note a contract states as a term, and a sentence that only mentions an example, alone', () => {
    expect(
      guidanceOf(
        'Note: The fees above exclude value added tax.',
        'The Supplier shall give examples of its previous work on request.',
      ),
    ).toEqual([]);
  });

  it('never takes a date from a worked example as the effective date', () => {
    const start = factOf(
      'Effective Date',
      'This Equipment Hire Agreement is made between Dunmore Plant Ltd ("Lessor") and Kestle Farms ("Lessee").',
      '1. The hire begins on the date entered in the schedule.',
      'Example 2. In this example the hire commences on 1 June 2021.',
    );
    expect(start).toBeUndefined();
  });

  it('reads no governing law from a guidance note', () => {
    expect(
      factOf(
        'Governing Law',
        '3.1 The Lessee shall keep the equipment at the site.',
        'Guidance Note: Choice of law. Where both parties are in Scotland, this agreement may be governed by the laws of Scotland instead.',
      ),
    ).toBeUndefined();
  });

  it('lists no clause that only a guidance note states', async () => {
    const result = await analyzeContractText(
      [
        'CONSULTANCY AGREEMENT',
        'This Consultancy Agreement is made on 2 May 2022 between Fenmoor Analytics Ltd ("Company") and Rowan Hale ("Consultant").',
        '1.1 The Consultant shall provide the analysis services described in the Schedule.',
        'Guidance Note: Payment. The Company shall pay each invoice within 60 days of receipt and interest of 8% a year is due on late payments.',
        '2.1 This Agreement is governed by the laws of England and Wales.',
      ].join('\n\n'),
      { role: 'client' },
    );
    const titles = result.clauses?.map((clause) => clause.title);
    expect(titles).not.toContain('Payment terms and late fees');
    expect(titles).not.toContain('Payment terms');
  });
});

describe('blanks in a form are no values', () => {
  it('recognises brackets, lines, dots, insert notes and generic words as blanks', () => {
    expect(holdsBlank('the laws of the State of [governingState]')).toBe(true);
    expect(holdsBlank('between ____________ ("Buyer")')).toBe(true);
    expect(holdsBlank('Landlord (insert name of landlord(s))')).toBe(true);
    expect(holdsBlank('the laws of the State of Oregon')).toBe(false);
    expect(isBlankValue('State')).toBe(true);
    expect(isBlankValue('[●]')).toBe(true);
    expect(isBlankValue('the State of Oregon')).toBe(false);
  });

  it('tells a governing law left blank as blank, never as "State"', () => {
    const law = factOf(
      'Governing Law',
      'This Agreement shall be governed by the laws of the State of [              ].',
    );
    expect(law?.value).toBe('left blank in this form');
    expect(
      factOf('Governing Law', 'This Agreement shall be governed by the laws of the State of ____________.')?.value,
    ).toBe('left blank in this form');
  });

  it('tells a party whose name the form leaves blank by its short name, and never a title as a party', () => {
    const parties = factOf(
      'Parties',
      'LOAN NOTE',
      'FOR VALUE RECEIVED, the undersigned, [borrower name], of [address] ("Borrower"), promises to pay to [lender name], a [company type] ("Lender"), the sum of [amount].',
      'This Note constitutes the entire agreement of the Borrower and the Lender.',
    );
    expect(parties?.value).toBe('Borrower (name left blank in this form); Lender (name left blank in this form)');
    expect(parties?.quote).toMatch(/^FOR VALUE RECEIVED/u);
  });

  it('keeps a named party and marks only the blank one', () => {
    const parties = factOf(
      'Parties',
      'This Hosting Agreement is entered into by and between Tollgate Servers Ltd ("Tollgate") and ____________________ ("Customer").',
    );
    expect(parties?.value).toBe('Tollgate Servers Ltd ("Tollgate"); Customer (name left blank in this form)');
  });
});

describe('dates an agreement states for itself', () => {
  it('does not tell a solicitation’s issue date as the date of an agreement set at award', () => {
    const paragraphs = [
      'STATEMENT OF WORK',
      'Issued by: Regional Procurement Office',
      'March 3, 2021',
      '1. The contractor shall build a records portal.',
      '9. Period of performance: one base year. Actual dates will be provided at time of award.',
    ];
    expect(factOf('Agreement Date', ...paragraphs)).toBeUndefined();
    expect(factOf('Effective Date', ...paragraphs)).toBeUndefined();
  });

  it('takes the effective date from the line that makes the agreement, not a letter’s start date', () => {
    const start = factOf(
      'Effective Date',
      'We are pleased to welcome you to Fenwick Labs (the "Company") commencing on March 4th, 2024 as an analyst.',
      'Effective March 4th, 2024, Rowan Hale ("Consultant") and Company agree as follows:',
    );
    expect(start?.value).toBe('2024-03-04');
    expect(start?.quote).toMatch(/^Effective March 4th, 2024/u);
  });

  it('does not take a threshold another clause turns on as the length of the term', () => {
    const end = factOf(
      'Expiration Date',
      'The term of this tenancy is set out in clause 2, subject to the break clauses for tenancies of two years or longer.',
    );
    expect(end).toBeUndefined();
  });
});

describe('a lead-in is quoted with its items', () => {
  it('quotes the warranty with what it warrants, not the bare lead-in', async () => {
    const result = await analyzeContractText(
      [
        'SUPPLY AGREEMENT',
        'This Supply Agreement is made on 2 May 2022 between Harlow Mills Ltd ("Supplier") and Penrose Bakeries Ltd ("Buyer").',
        '6.1 Supplier warrants that:',
        '6.1.1 the Goods will be free from defects in material and workmanship;',
        '6.1.2 the Goods will conform to the Specification.',
        '6.2 Price. The Buyer shall pay each invoice within 30 days.',
      ].join('\n'),
      { role: 'client' },
    );
    const quote = clauseQuote(result, 'Warranties and disclaimers');
    expect(quote).toMatch(/^6\.1 Supplier warrants that:/u);
    expect(quote).toMatch(/6\.1\.2 the Goods will conform to the Specification\.$/u);
  });
});

describe('the liability clause is the one between the parties', () => {
  const opening = [
    'SERVICES AGREEMENT',
    'This Services Agreement is made on 2 May 2022 between Harlow Data Ltd ("Provider") and Penrose Retail Ltd ("Customer").',
    '1.1 The Provider shall host the Customer’s data in the United Kingdom.',
  ];

  it('does not take what a subcontractor owes outsiders for a limit of liability', async () => {
    const result = await analyzeContractText(
      [
        ...opening,
        '4.2 The subcontractor shall be liable to data subjects for its own breaches. Such third-party liability of the subcontractor shall be limited to its own processing operations.',
      ].join('\n\n'),
      { role: 'client' },
    );
    expect(result.clauses?.map((clause) => clause.title)).not.toContain('Limitation of liability');
  });

  it('quotes the sentence that lifts the cap, not the one lifting the waiver of indirect loss', async () => {
    const result = await analyzeContractText(
      [
        ...opening,
        '8.1 Liability Cap. Each party’s total liability under this Agreement will not be more than the fees paid in the prior 12 months.',
        '8.2 Damages Waiver. Under no circumstances will either party be liable to the other for indirect or consequential damages.',
        '8.3 Exceptions. The liability caps in Section 8.1 do not apply to any Unlimited Claims. The damages waiver in Section 8.2 does not apply to a breach of Section 11 (Confidentiality).',
      ].join('\n\n'),
      { role: 'client' },
    );
    expect(clauseQuote(result, 'Uncapped liability')).toMatch(/liability caps in Section 8\.1 do not apply/u);
  });
});

describe('a clause is listed from a sentence that states it', () => {
  const opening = [
    'SERVICES AGREEMENT',
    'This Services Agreement is made on 2 May 2022 between Harlow Data Ltd ("Provider") and Penrose Retail Ltd ("Customer").',
    '1.1 The Provider shall host the Customer’s data in the United Kingdom.',
  ];

  it('does not take a remedies clause, an indemnity’s exceptions or what survives termination for uncapped liability', () => {
    const uncapped = CLAUSE_RULES.find((rule) => rule.id === 'uncapped-liability');
    if (!uncapped) throw new Error('no uncapped-liability rule');
    for (const sentence of [
      'Except where this Agreement provides an exclusive remedy, seeking a remedy does not limit the other rights or remedies available to a party.',
      'On expiry or termination of this Agreement, neither party will be liable to the other, except for liability that arose before the termination.',
      'The Provider’s obligations in this Section 12 do not apply to claims arising from the Customer’s modification of the software.',
    ])
      expect(ruleExcludes(uncapped, sentence)).toBe(true);
    expect(ruleExcludes(uncapped, 'The liability caps in Section 8.1 do not apply to any Unlimited Claims.')).toBe(
      false,
    );
  });

  it('lists no clause from a heading in capitals with nothing under it that states it', async () => {
    const result = await analyzeContractText(
      [
        ...opening,
        'BOOKS OF ACCOUNT, RECORDS, AUDIT AND INSPECTION, FISCAL YEAR',
        '7.1 Method of Accounting.',
        'The Provider will use the method of accounting it uses for its own reporting.',
      ].join('\n\n'),
      { role: 'client' },
    );
    const audit = result.clauses?.find((clause) => clause.title === 'Audit rights');
    expect(audit?.evidence?.quote ?? '').not.toMatch(/^BOOKS OF ACCOUNT/u);
  });
});

describe('how long the agreement runs', () => {
  it('states a length counted from another event with that event', () => {
    const end = factOf(
      'Expiration Date',
      'This Agreement will start on the Effective Date and continue until 6 months have elapsed since the end of the last Work Order.',
    );
    expect(end?.value).toBe('6 months after the end of the last Work Order');
  });

  it('does not take how long an order runs for the length of the agreement', () => {
    expect(
      factOf(
        'Expiration Date',
        'Each Subscription Term will last for an initial 24-month period unless the Order says otherwise.',
      ),
    ).toBeUndefined();
  });
});
