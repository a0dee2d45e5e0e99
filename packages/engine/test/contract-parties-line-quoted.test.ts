import { describe, expect, it } from 'vitest';
import { contractFacts } from '../src/local/contract/contract-facts';
import { splitSentences } from '../src/text/sentences';

/**
 * The "Parties" line names who contracts and quotes the sentence naming them: a short name given to a website, an
 * app or a platform is the thing a party runs, never a party; a line that only dates the agreement names no one, even
 * where a blank left for a party's name reads like one. Opening passages written for these tests.
 */
function partiesOf(text: string): { value?: string; quote?: string } | undefined {
  const fact = contractFacts(splitSentences([{ pageNumber: 1, text }])).find((found) => found.category === 'Parties');
  return fact ? { value: fact.value, quote: fact.evidence?.quote } : undefined;
}

describe('a short name for what a party runs', () => {
  const openings: [string, RegExp][] = [
    [
      'TIDELOG TERMS\nThese Terms are an agreement between you and Harbor Apps Inc. ("Harbor"), which publishes the tide-tracking application TideLog (the "App").',
      /Harbor/u,
    ],
    [
      'STALLWISE SELLER TERMS\nThis Seller Agreement is made between Stallwise Ltd, a company registered in Scotland ("Stallwise"), which runs the online marketplace at stallwise.example (the "Platform"), and the business accepting it (the "Seller").',
      /Stallwise/u,
    ],
    [
      'QUAYDESK TERMS\nThis Agreement is entered into between Quaydesk Software Ltd ("Quaydesk"), the operator of the booking portal at quaydesk.example (the "Portal") and the website at quaydesk.example/help (the "Website"), and the hotel that signs up (the "Hotel").',
      /Quaydesk/u,
    ],
  ];

  it('is not named as a party, and the company running it is', () => {
    for (const [opening, company] of openings) {
      const value = partiesOf(opening)?.value ?? '';
      expect(value).toMatch(company);
      expect(value).not.toMatch(/(?:^|; )(?:the )?(?:Website|App|Platform|Portal)\b/u);
    }
  });
});

describe('a line that only dates the agreement', () => {
  const openings = [
    'SERVICES AGREEMENT\nTHIS AGREEMENT is dated for reference TBD.\nBETWEEN:\nOrchard Lane Digital, a partnership with an office\nat 4 Mill Road, Guelph, Ontario\n(the "Provider")\nAND:\nTBD, a company incorporated\nunder the laws of Ontario\n(the "Client")',
    'DESIGN AGREEMENT\nThis Agreement is dated as of the [DATE] and is for [CLIENT].\nBETWEEN:\nKestrel Works LLP, of 2 Quay Street, Bristol\n(the "Designer")\nAND:\n[CLIENT], of [ADDRESS]\n(the "Client")',
  ];

  it('is not quoted as naming the parties', () => {
    for (const opening of openings) {
      const parties = partiesOf(opening);
      expect(parties?.quote ?? '').not.toMatch(/\bdated\b/iu);
    }
  });
});

describe('the sentence saying whom the terms are made between', () => {
  const openings: [string, RegExp][] = [
    [
      'CODE SPRINT AGREEMENT\n\nNORTHWIND is glad to host ("Sprint") backed by Larkspur Trust ("LT").\n\nThe Sprint is run under this Code Sprint Agreement ("Agreement").\n\nBy signing up for the Sprint, you ("Entrant") agree to follow the Agreement, which is a binding agreement between Entrant and LT in respect of the Sprint.',
      /binding agreement between Entrant and LT/u,
    ],
    [
      'MENTORING SCHEME RULES\n\nThe scheme ("Scheme") is sponsored by Rowan Ventures Ltd ("Rowan").\n\nBy joining the Scheme you ("Mentee") accept these rules, which form a contract between Rowan and the Mentee.',
      /contract between Rowan and the Mentee/u,
    ],
  ];

  it('is quoted over an introduction that only presents one party', () => {
    for (const [opening, made] of openings) expect(partiesOf(opening)?.quote ?? '').toMatch(made);
  });

  it('is not an entire-agreement clause naming the parties of an agreement already made', () => {
    const quote = partiesOf(
      'Survey Data Terms (Ferncliff Data Trust)\nThis is an agreement ("Agreement") between you the downloader ("Downloader") and the owner of the survey data ("Owner").\nThe Downloader may use the files for research only.\nThis Agreement represents the entire agreement between Downloader and Owner with respect to the files, and supersedes all earlier understandings.',
    )?.quote;
    expect(quote ?? '').toMatch(/^This is an agreement/u);
  });
});
