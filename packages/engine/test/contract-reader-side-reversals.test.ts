import type { ContractAnalysis } from '@doclens/api';
import { describe, expect, it } from 'vitest';
import { readClause } from '../src/local/contract/clause-reading';
import { detectParties } from '../src/local/contract/contract-parties';
import { addressedRole } from '../src/local/contract/party-second-person';
import { secrecyDisclaimed } from '../src/local/contract/secrecy-disclaimed';
import { analyzeContractText } from './result-checks';

// Terms written for these tests. Each finding must be told from the side the sentence puts the reader on: the one
// who grants a licence, gives an indemnity, holds a right to end, or is promised no secrecy at all.

const CLIENT = { role: 'client' } as const;

function keyFindingsTold(result: ContractAnalysis, title: string): string {
  return result.keyFindings
    .filter((finding) => finding.title === title)
    .map((finding) => `${finding.description} ${finding.recommendation}`)
    .join(' ');
}

const JAM_OPENING = [
  'Thornfield Game Jam Rules',
  'These Rules govern your participation in the Thornfield Game Jam organised by Thornfield Arts Trust ("Thornfield", "we", "us"). By entering the jam you agree to be bound by these Rules.',
  '1. Entries. Each Participant must submit one playable game before the deadline.',
];
const JAM_CLOSING = [
  '4. Prizes. We will award three prizes chosen by our judges.',
  '5. Law. These Rules are governed by the laws of Scotland.',
];

async function jam(licence: string): Promise<string> {
  const text = [
    ...JAM_OPENING,
    `2. Licence. ${licence}`,
    '3. Ownership. Each Participant keeps the copyright in its game.',
    ...JAM_CLOSING,
  ].join('\n');
  return keyFindingsTold(await analyzeContractText(text, CLIENT), 'License grant');
}

describe('a licence the reader grants is told as the licensor’s', () => {
  it.each([
    'Participants grant Thornfield a non-exclusive licence to show and stream their games at the showcase.',
    'Participants grant to Thornfield a non-exclusive licence to show their games online.',
    'Each Participant hereby grants Thornfield a non-exclusive licence to stream its game.',
  ])('%s', async (sentence) => {
    const told = await jam(sentence);
    expect(told).toMatch(/What you license can be used within the stated scope/u);
    expect(told).not.toMatch(/You may use what is licensed/u);
  });

  it('a licence the organiser grants the participants stays the licensee’s', async () => {
    const told = await jam('Thornfield grants Participants a licence to use the jam artwork in their games.');
    expect(told).toMatch(/You may use what is licensed only within the stated scope/u);
  });

  it('reads a plural subject’s grant, not the noun or a power to grant', () => {
    const parties = detectParties([...JAM_OPENING, ...JAM_CLOSING].join('\n'));
    const grant = (sentence: string) => readClause(sentence, parties).grant;
    expect(grant('Participants grant Thornfield a licence to display their games.')).toBeDefined();
    expect(grant('Participants grant us a licence to display their games.')).toBeDefined();
    expect(grant('This grant Thornfield relies on for its showcase ends with the jam.')).toBeUndefined();
    expect(grant('Participants may grant Thornfield a licence to display their games.')).toBeUndefined();
    expect(grant('Thornfield has the right to grant Participants a licence to the artwork.')).toBeUndefined();
  });
});

const PORTAL = (indemnity: string) =>
  [
    'Research Portal Terms of Use',
    '1. Definitions. User means the researcher or institution given access to the Portal.',
    '2. Access. Access to the Portal is reserved to Users for approved research only.',
    '3. Conduct. The User shall not share its login with anyone else.',
    `4. Indemnity. ${indemnity}`,
    '5. Law. These Terms are governed by the laws of Switzerland.',
  ].join('\n');

describe('an indemnity given by the reader’s role word for "your" acts is the reader’s', () => {
  it.each([
    'The User shall indemnify and hold harmless the Operator and its partners from any claims, losses and costs resulting from your breach of these Terms or your use of the Portal.',
    'The User shall indemnify the Operator against all claims arising out of your use of the Portal.',
    'To the extent the law allows, the User shall indemnify and hold harmless the Operator from any claims caused by your conduct on the Portal.',
  ])('%s', async (sentence) => {
    const told = keyFindingsTold(await analyzeContractText(PORTAL(sentence), CLIENT), 'Indemnification');
    expect(told).toMatch(/You may have to pay for claims made against the other side/u);
    expect(told).not.toMatch(/shifts the cost of certain claims away from you/u);
  });

  it('one that names "you" as the one protected is not read as the reader’s promise', async () => {
    const told = keyFindingsTold(
      await analyzeContractText(
        PORTAL('The User shall indemnify and hold you harmless from any claims arising from your use of the Portal.'),
        CLIENT,
      ),
      'Indemnification',
    );
    expect(told).not.toMatch(/You may have to pay for claims made against the other side/u);
  });
});

const BUDDY = (confidentiality: string) =>
  [
    'Lantern Buddy Programme Terms',
    'These terms are a legal agreement between you and Lantern Labs. By joining the Buddy Programme, you agree to be bound by these terms.',
    '1. Matching. Lantern Labs will pair each member with a buddy.',
    `2. Confidentiality. ${confidentiality}`,
    '3. Ending. Lantern Labs may end the programme at any time.',
    '4. Law. These terms are governed by the laws of Ireland.',
  ].join('\n');

describe('a sentence denying that secrecy is promised is no promise of confidence', () => {
  it.each([
    'Although buddies agree to keep confidential everything shared between them, Lantern Labs cannot guarantee that information you share with your buddy will be kept confidential.',
    'Members agree to keep confidential what they share with each other, but Lantern Labs does not guarantee that anything you tell your buddy will remain confidential.',
    'Lantern Labs is not able to ensure that messages you send to other members stay private, although members agree to keep them confidential.',
  ])('%s', async (sentence) => {
    const told = keyFindingsTold(await analyzeContractText(BUDDY(sentence), CLIENT), 'Confidentiality');
    expect(told).toMatch(/does not promise to keep what you share secret/u);
    expect(told).not.toMatch(/It protects what you share|must keep your information secret/u);
  });

  it('a promise to keep it secret is still told as protecting the reader', async () => {
    const told = keyFindingsTold(
      await analyzeContractText(
        BUDDY('Lantern Labs will keep confidential all information you share with it and will not disclose it.'),
        CLIENT,
      ),
      'Confidentiality',
    );
    expect(told).toMatch(/It protects what you share/u);
  });

  it('reads the denial only where it is of secrecy', () => {
    expect(secrecyDisclaimed('Acme cannot guarantee that your files will be kept confidential.')).toBe(true);
    expect(secrecyDisclaimed('Acme does not guarantee that the service will be uninterrupted.')).toBe(false);
    expect(secrecyDisclaimed('Acme shall keep your files confidential and cannot disclose them.')).toBe(false);
  });
});

const CIRCLE = (definition: string) =>
  [
    'Quillmark Writing Circle Terms',
    'These terms are a legal agreement between you and Quillmark. By joining the Circle, you agree to be bound by these terms.',
    `1. Definitions. ${definition}`,
    '2. Leaving. Members may terminate these terms for any reason at any time.',
    '3. Removal. Quillmark may end these terms at any time upon written notice to you.',
    '4. Law. These terms are governed by the laws of Ontario.',
  ].join('\n');

describe('a role name the terms define beside "You" is the reader’s', () => {
  it.each([
    '"Members," "You" or "Your" means every writer who joins the Circle.',
    '"You" or "Member" means every writer who joins the Circle.',
    '"You", "Your" and "Members" mean every writer who joins the Circle.',
  ])('%s', async (definition) => {
    const told = keyFindingsTold(await analyzeContractText(CIRCLE(definition), CLIENT), 'Termination for convenience');
    expect(told).toMatch(/Your side \(Member\) holds this right/u);
    expect(told).not.toMatch(/does not show whether that is your side/u);
  });

  it('names no role where the definition gives "You" only pronouns or the other party', () => {
    expect(addressedRole('"You" or "Your" means every writer who joins.')).toBeUndefined();
    expect(addressedRole('"We", "Us" and "Our" mean Quillmark; "You" means the writer.')).toBeUndefined();
    expect(addressedRole('"Class," "You" or "Your" means the group enrolled.')).toBe('Class');
  });
});
