import type { DocumentPage } from '../../analysis-engine';
import type { Sentence } from '../../text/sentences';
import { type AgreementGives, agreementGives } from './agreement-gives';
import { type CarveOuts, capCarveOuts } from './cap-carve-outs';
import type { OrientedClause } from './clause-orientation';
import { type ContractKind, LICENCE_GRANT } from './contract-kind';
import { endsTheAgreement, isReadersExitAtWill, letsEitherPartyLeaveOnNotice } from './exit-on-notice';
import { STATED_COVER } from './insurance-scope-advice';
import { lateChargeSentences } from './late-charge-advice';
import type { LiabilityCap } from './liability-cap';
import { type FreeTransfers, freeTransfers } from './licence-transfer-advice';
import { itemsWithLeadIns } from './list-lead-ins';
import { letsReaderLeaveOnNotice } from './reader-exit-advice';
import { sectionLabel } from './section-labels';
import { statedLiabilityCap } from './stated-cap';
import { type RemedyFit, warrantyRemedyFit } from './warranty-remedy-fit';

/**
 * What the whole contract already provides, read once: advice on any one clause is checked against it,
 * so that it never asks for what another clause gives (a cap, a carve-out from it, a way out on notice,
 * a transfer to affiliates, a late charge) nor for what does not fit the deal (a refund of nothing paid,
 * a limit to licensed rights where nothing is licensed, a mutual promise from a government body).
 */
export interface ContractProvisions {
  /** The cap on the agreement's liability, as stated (at an amount, or at one set elsewhere). */
  cap: LiabilityCap | undefined;
  /** The claims the contract leaves outside its limits on liability. */
  carveOuts: CarveOuts;
  /** The reader's way out on notice, without giving a reason, when the contract gives one. */
  readerExit: ReaderExit | undefined;
  /** The transfers the reader's side may make without consent. */
  transfers: FreeTransfers;
  /** The sentences that set what paying late costs. */
  lateCharges: readonly Sentence[];
  /** Whether a warranty period with repair, replacement or refund fits the deal. */
  remedyFit: RemedyFit;
  /** Whether the contract grants a licence of anything. */
  licenceGranted: boolean;
  /** Whether any sentence on insurance states an amount or a type of cover. */
  insuranceCoverStated: boolean;
  /** What the agreement gives anywhere that a tip might otherwise ask for (`agreement-gives.ts`). */
  gives: AgreementGives;
  /** Whether the other side is a government body, which gives no mutual promises of a private party. */
  otherSideIsGovernment: boolean;
  /** Where a sentence stands, told for the reader: " (Section 7)", or '' when no number is found. */
  placeOf: (sentence: Sentence | undefined) => string;
  /** The text of the numbered section that the quoted sentence sits in, from that sentence on. */
  sectionFrom: (quoted: string) => string;
}

export interface ReaderExit {
  /** Who may end the agreement that way: both parties, or the reader's side. */
  holder: 'either party' | 'your side';
  sentence: Sentence | undefined;
}

export interface ProvisionsInput {
  sentences: readonly Sentence[];
  pages: readonly DocumentPage[];
  kind: Pick<ContractKind, 'id' | 'title'>;
  clauses: readonly Pick<OrientedClause, 'rule' | 'relation' | 'sentence' | 'narrow'>[];
  readerNames: readonly string[];
}

// How many sentences after the quoted one may still belong to its section.
const SECTION_SENTENCES = 4;

export function contractProvisions({
  sentences,
  pages,
  kind,
  clauses,
  readerNames,
}: ProvisionsInput): ContractProvisions {
  // A single number is cited only where the sentence opens with it as its heading, and no other heading
  // uses it again ("1. Overview … 1. Access"): otherwise it may be an item of a list or a restarted count.
  const restarts = numbersRestart(sentences);
  const placeOf = (sentence: Sentence | undefined) => {
    const label = sentence ? sectionLabel(sentence, pages) : '';
    if (!sentence || !label.startsWith('Section ')) return '';
    const number = label.slice('Section '.length);
    const oneLevel = !number.includes('.');
    if (oneLevel && (restarts || ONE_LEVEL_HEADING.exec(sentence.text)?.[1] !== number)) return '';
    return ` (${label})`;
  };
  const cap = statedLiabilityCap(sentences);
  const lateCharges = lateChargeSentences(sentences);
  const capSection = cap ? /^Section (.+)$/u.exec(sectionLabel(cap.sentence, pages))?.[1] : undefined;
  return {
    cap,
    carveOuts: capCarveOuts(sentences, capSection),
    readerExit: readerExitOf(sentences, clauses, readerNames),
    transfers: freeTransfers(sentences, readerNames),
    lateCharges,
    gives: agreementGives(sentences, readerNames),
    remedyFit: warrantyRemedyFit(kind, sentences),
    licenceGranted: sentences.some(({ text }) => LICENCE_GRANT.test(text) && !LICENCE_DENIED.test(text)),
    insuranceCoverStated: sentences.some(({ text }) => /\binsur\w*/iu.test(text) && STATED_COVER.test(text)),
    otherSideIsGovernment: otherSideIsGovernment(sentences, readerNames),
    placeOf,
    sectionFrom: (quoted) => sectionFrom(quoted, sentences, pages),
  };
}

// A heading numbered at one level: "7. Termination", "1. Product Access".
const ONE_LEVEL_HEADING = /^(\d{1,2})\.\s+\p{Lu}/u;

/** The same one-level number opens more than one heading: numbering starts again under each part. */
function numbersRestart(sentences: readonly Sentence[]): boolean {
  const seen = new Set<string>();
  for (const { text } of sentences) {
    const number = ONE_LEVEL_HEADING.exec(text)?.[1];
    if (number === undefined) continue;
    if (seen.has(number)) return true;
    seen.add(number);
  }
  return false;
}

// "No license is granted", "Nothing in this Agreement grants any licence", "shall not be construed as granting a license".
const LICENCE_DENIED =
  /\bno\s+(?:[\w-]+\s+){0,3}licen[cs]es?\b|\bnothing\b[^.;]{0,120}\bgrant|\bnot\s+(?:be\s+)?(?:construed\s+(?:as|to)\s+)?grant\w*/iu;

/** A way out for the reader: a clause, a sentence or a list item letting both parties or the reader end it without a reason. */
function readerExitOf(
  sentences: readonly Sentence[],
  clauses: ProvisionsInput['clauses'],
  readerNames: readonly string[],
): ReaderExit | undefined {
  const readings = [
    ...sentences.map((sentence) => ({ text: sentence.text, sentence })),
    ...itemsWithLeadIns(sentences),
  ];
  const either = readings.find(({ text }) => letsEitherPartyLeaveOnNotice(text));
  if (either) return { holder: 'either party', sentence: either.sentence };
  const reader = readings.find(({ text }) => letsReaderLeaveOnNotice(text, readerNames));
  if (reader) return { holder: 'your side', sentence: reader.sentence };
  // A right to end the agreement for convenience that the clause reading found the reader holds.
  // One that reaches only trials and betas, or only a time when no order runs, is no way out of a term.
  const clause = clauses.find(
    (candidate) => isReadersExitAtWill(candidate) && endsTheAgreement(candidate.sentence.text),
  );
  if (!clause) return undefined;
  return { holder: clause.relation === 'mutual' ? 'either party' : 'your side', sentence: clause.sentence };
}

// A government body named in the opening: "the U.S. Department of Health and Human Services", "a federal agency".
const GOVERNMENT =
  /\b(?:U\.\s?S\.|United\s+States|[Ff]ederal|[Ss]tate|[Nn]ational|[Mm]unicipal|[Cc]ounty|[Cc]ity)\s+(?:[Gg]overnment|[Dd]epartment|[Aa]gency|[Mm]inistry)\b|\bDepartment\s+of\s+(?:the\s+)?\p{Lu}|\bMinistry\s+of\s+\p{Lu}|\b[Gg]overnment(?:al)?\s+(?:agency|body|department|entity|authority)\b|\bagency\s+of\s+the\s+(?:United\s+States|U\.\s?S\.|[Ff]ederal|[Ss]tate)\b/u;
// How many opening sentences may name the parties.
const OPENING_SENTENCES = 12;

/** A party of the opening is a government body, and the reader's party is not it. */
function otherSideIsGovernment(sentences: readonly Sentence[], readerNames: readonly string[]): boolean {
  if (readerNames.some((name) => GOVERNMENT.test(name))) return false;
  return sentences.slice(0, OPENING_SENTENCES).some(({ text }) => GOVERNMENT.test(text));
}

/**
 * The quoted sentence with those after it in the same paragraph and numbered section: a right and the
 * terms that go with it ("… will give prior notice", "“Suspension Event” means …") are read together.
 */
function sectionFrom(quoted: string, sentences: readonly Sentence[], pages: readonly DocumentPage[]): string {
  const at = sentences.findIndex(({ text }) => text === quoted);
  const first = sentences[at];
  if (!first) return quoted;
  const label = sectionLabel(first, pages);
  const section = [first];
  for (const next of sentences.slice(at + 1, at + 1 + SECTION_SENTENCES)) {
    const previous = section[section.length - 1];
    const pageText = pages.find((page) => page.pageNumber === next.page)?.text;
    if (!previous || next.page !== previous.page || pageText === undefined) break;
    if (/\n\s*\n/u.test(pageText.slice(previous.end, next.start)) || sectionLabel(next, pages) !== label) break;
    section.push(next);
  }
  return section.map(({ text }) => text).join(' ');
}
