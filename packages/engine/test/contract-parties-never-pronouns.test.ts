import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { partiesLineOf } from './contract-advice-seen';
import { analyzeContractLines } from './result-checks';

// Agreements written for these tests. The "Parties" line names who contracts: a party's name, the role the
// document gives it, or how the document describes it; never a pronoun ("you", "we") nor a heading.

describe('the Parties line never gives a pronoun as a party', () => {
  it.each([
    [
      'tells terms addressed to an unnamed "you" as made with the user, and drops "we" from the aliases',
      [
        'Pintail Chat Terms',
        'These Terms of Service are a binding contract between you and Pintail Messaging, Inc. ("Pintail", "we" and "us").',
        '1. You must keep your password secret.',
      ],
      'the user; Pintail Messaging, Inc. ("Pintail")',
    ],
    [
      'tells the addressed party by the words describing it',
      [
        'Guest article release',
        '1. This agreement is between Marlow Research Ltd, a company registered in Scotland, ("Marlow", "we", "us") and the author named in the signature block below ("you", "your").',
        '2. You allow us to publish the article.',
      ],
      'Marlow Research Ltd ("Marlow"); the author named in the signature block below',
    ],
    [
      'tells the addressed party by the role the document defines for it',
      [
        'CODE SPRINT ENTRY AGREEMENT',
        'The Sprint is run by Ternwick Trust ("Ternwick").',
        'By joining the Sprint, you ("Entrant") agree to this Agreement, a binding agreement between Entrant and Ternwick with respect to the Sprint.',
        'Entrant agrees to follow the house rules (together the "Sprint Documents").',
        'Entrant shall indemnify Ternwick against any claim arising from the entry.',
        'Ternwick may cancel the Sprint at any time.',
      ],
      'Entrant; Ternwick Trust ("Ternwick")',
    ],
  ])('%s', async (_name, lines, parties) => {
    expect((await partiesLineOf(...lines))?.value).toBe(parties);
  });

  it('gives the role a heading-led "you and any entity you represent" is defined as', async () => {
    const line = await partiesLineOf(
      'HERON CLOUD ORDER TERMS By accepting these terms, you and any company you act for ("Subscriber") agree to be bound by these terms with Heron Cloud Ltd ("Heron").',
      '1. Heron shall provide the service to Subscriber.',
      '2. Subscriber shall pay the fees.',
    );
    expect(line?.value).toMatch(/^Subscriber; Heron\b/u);
  });

  it('tells a party whose name the form leaves blank by that blank, not by "you"', async () => {
    const line = await partiesLineOf(
      'Design commission (Larchmont Society)',
      'Between us, The Larchmont Society ("Larchmont") and you, [your name here].',
      '1. You will deliver the designs by the end of March.',
    );
    expect(line?.value).not.toMatch(/(?:^|; )you(?:;|$)/u);
    expect(line?.value).toContain('The Larchmont Society ("Larchmont")');
  });
});

// An entry form whose reader is the entrant it addresses as "you" and then calls by its role.
const SPRINT_ENTRY = [
  'CODE SPRINT ENTRY AGREEMENT',
  'The Sprint is run by Ternwick Trust ("Ternwick").',
  'By joining the Sprint, you ("Entrant") agree to this Agreement, a binding agreement between Entrant and Ternwick with respect to the Sprint.',
  'By sending an entry, each Entrant represents and warrants that the entry does not infringe the rights of any third party.',
  'Entrant shall indemnify and hold Ternwick harmless against any claim arising from the entry.',
  'Ternwick may cancel the Sprint at any time.',
];

function findingsTitled(result: ContractAnalysis, title: string): string {
  return [
    ...result.risks.filter((risk) => risk.finding.startsWith(`${title}:`)).map((risk) => risk.finding),
    ...result.keyFindings.filter((key) => key.title.startsWith(title)).map((key) => key.description),
  ].join(' ');
}

describe('what the entrant a form calls by its role gives is told as the reader’s own promise', () => {
  it('the entrant’s indemnity is a cost to the reader, not protection', async () => {
    const result = await analyzeContractLines(SPRINT_ENTRY);
    const told = findingsTitled(result, 'Indemnification');
    expect(told).toMatch(/you may have to pay for claims/iu);
    expect(told).not.toMatch(/away from you/iu);
  });

  it('the entrant’s warranty gives the reader no claim against the other side', async () => {
    const result = await analyzeContractLines(SPRINT_ENTRY);
    expect(findingsTitled(result, 'Warrant')).not.toMatch(/you can claim for breach of warranty/iu);
  });
});

// Data-feed terms of a public office that speak to their user as "you" and name the office by initials.
const FEED_TERMS = [
  'Harbour Feed Terms of Service',
  'Thank you for using the Office of Harbour Works (OHW) data feeds. By using our feeds, you agree to the terms below.',
  'Once accepted, these terms become a binding commitment between you and the OHW. If you do not agree, you should not use the feeds.',
  'The service ("Feed") through which you reach OHW data is subject to these terms.',
  'If you use the Feed for an organisation, you confirm you can bind it (and references to "you" in these terms include that organisation).',
  'You agree to indemnify and hold harmless OHW and its contractors from and against any and all claims arising from your use of the Feed.',
];

describe('terms that speak to "you" and name the other side by initials', () => {
  it('name the office and the user, not the service or a clause', async () => {
    const line = await partiesLineOf(...FEED_TERMS);
    expect(line?.value).toBe('the user; Office of Harbour Works ("OHW")');
  });

  it('tell the user’s own indemnity as the user’s cost, without asking which party the reader is', async () => {
    const result = await analyzeContractLines(FEED_TERMS);
    const told = findingsTitled(result, 'Indemnification');
    expect(told).toMatch(/you may have to pay for claims/iu);
    expect(told).not.toMatch(/depends on which party you are/iu);
  });
});

describe('who gives a promise is never told by a pronoun', () => {
  it('the user’s own indemnity is given by "your side", not by "you (your side)"', async () => {
    const result = await analyzeContractLines(FEED_TERMS);
    const told = result.keyFindings
      .filter((key) => key.title.startsWith('Indemnification'))
      .map((key) => key.description)
      .join(' ');
    expect(told).toContain('Your side gives this promise to OHW.');
    expect(told).not.toMatch(/\byou \(your side\)/iu);
  });
});
