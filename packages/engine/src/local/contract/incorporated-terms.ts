import type { DocumentPage } from '../../analysis-engine';
import type { Sentence } from '../../text/sentences';
import { escapeRegExp } from '../../text/words';
import { withArticle } from './contract-kind';
import type { ContractFinding } from './key-findings';

/**
 * Terms an agreement takes from another document ("subject to the General Terms and Conditions
 * attached as Schedule 2", "the services are performed under the Master Services Agreement") that
 * the file does not hold. A clause not found in the file may then be in that document, so it cannot
 * be called missing: the reader is told where it may be and to get that document.
 */

// The names of documents that carry terms, as opposed to a price list or a map.
// A regulated carrier's or utility's tariff ("the Transporter's FERC Gas Tariff") holds the terms of its service.
const TERMS_DOCUMENT =
  /\b(?:(?:standard|general|additional|supplemental)\s+)?terms\s+(?:and|&)\s+conditions\b|\b(?:general|standard)\s+(?:business\s+)?terms\b|\bterms\s+of\s+(?:sale|business|service|use)\b|\bmaster\s+(?:[\w-]+\s+){0,3}agreement\b|\b(?:FERC\s+)?(?:(?:gas|oil|pipeline|electric)\s+)?tariff\b/giu;
// Words by which a sentence makes the other document's terms apply to this one.
const APPLIES =
  /\bincorporated\b|\bmade\s+(?:a\s+)?part\b|\bforms?\s+(?:a\s+)?part\b|\bsubject\s+to\b|\bgoverned\s+by\b|\bin\s+accordance\s+with\b|\bpursuant\s+to\b|\bunder\b/iu;
// "the terms and conditions of this Agreement", "set forth herein": this document's own terms.
const OWN_TERMS_AFTER =
  /^\s*(?:of|in|under|set\s+forth\s+in|contained\s+in)\s+this\b|^\s*(?:hereof|herein|hereunder|set\s+forth\s+(?:herein|below|above))\b/iu;
const OWN_TERMS_BEFORE = /\b(?:this|these)\s+$/iu;
// An earlier agreement whose terms this one keeps in force: "the terms of the 2019 Services Agreement remain in
// full force", "the terms as stated in the Original Agreement shall continue to apply". Naming an agreement
// ("payments under the Loan Agreement") is not enough: its terms must be said to apply here.
const KEPT_IN_FORCE =
  /\b[Tt]erms?\b(?:\s+and\s+conditions)?\s+(?:of|in|under|as\s+stated\s+in|set\s+forth\s+in)\s+(?:the\s+)?((?:[\p{Lu}\d][\w/.-]*\s+){1,5}Agreements?)\b[^.]{0,100}?\b(?:remain\s+in\s+(?:full\s+)?(?:force|effect)|continue\s+to\s+apply|(?:is|are)\s+(?:hereby\s+)?incorporated|shall\s+apply|apply)\b/u;
// An agreement this one is made under: "This Agreement is subject in all respects to the terms and conditions of the
// Asset Purchase Agreement". Its terms then govern this one, so what this one lacks may be there.
const MADE_UNDER =
  /\b[Tt]his\s+(?:[\p{Lu}][\w-]*\s+){0,4}(?:Agreement|Assignment|Amendment|Instrument)\b[^.]{0,60}?\b(?:is|shall\s+be)\s+(?:made\s+)?(?:expressly\s+)?subject\s+(?:in\s+all\s+respects\s+)?to\s+(?:all\s+(?:of\s+)?)?the\s+terms(?:\s+and\s+conditions)?\s+(?:of|in)\s+(?:the\s+|that\s+certain\s+)?((?:[\p{Lu}\d][\w/.-]*\s+){1,5}Agreements?)\b/u;
const ATTACHMENT = /\b(exhibit|schedule|annex|appendix|attachment)\s+([A-Z0-9][\w.-]{0,3})\b/giu;
/** How far from a document's name, in its sentence, an exhibit number is read as its place ("… attached as Schedule 2"). */
const BESIDE = 40;
/** How long a first line may be and still be the document's heading. */
const HEADING_CHARACTERS = 100;
/** How far from a defined name its exhibit may be ('Exhibit B (as amended from time to time, the "Terms")'). */
const NEAR = 120;

export interface IncorporatedDocument {
  /** How the user is told about it: "Schedule 2", "the Master Services Agreement". */
  name: string;
}

/** The documents whose terms this agreement takes in but that the file does not hold. */
export function incorporatedDocumentsNotInFile(
  sentences: readonly Sentence[],
  pages: readonly DocumentPage[],
  ownTitle: string | undefined,
): IncorporatedDocument[] {
  const names = new Map<string, IncorporatedDocument>();
  const whole = pages.map((page) => page.text).join('\n');
  // The heading names the document too ("Basecamp Terms of Service"), where no title was read from it.
  const heading = sentences[0]?.text.trim();
  const titles = [ownTitle, heading && heading.length <= HEADING_CHARACTERS ? heading : undefined].filter(
    (title): title is string => title !== undefined,
  );
  const isItself = (name: string) => titles.some((title) => namesTheDocumentItself(name, title));
  for (const sentence of sentences) {
    const kept = (KEPT_IN_FORCE.exec(sentence.text) ?? MADE_UNDER.exec(sentence.text))?.[1]?.replace(/\s+/gu, ' ');
    if (kept && !isItself(kept) && !saidToBeHere(sentence.text, whole, kept)) {
      names.set(`the ${kept}`.toLowerCase(), { name: `the ${kept}` });
    }
    if (!APPLIES.test(sentence.text)) continue;
    for (const match of sentence.text.matchAll(TERMS_DOCUMENT)) {
      // Only a name ("the General Terms and Conditions"), not the phrase "on the terms and conditions below".
      if (!isProperName(match[0])) continue;
      const at = match.index ?? 0;
      const after = sentence.text.slice(at + match[0].length);
      if (OWN_TERMS_AFTER.test(after) || OWN_TERMS_BEFORE.test(sentence.text.slice(0, at))) continue;
      // The document itself ("This Master Services Agreement …", "the Master Agreement") is not another one.
      if (isItself(match[0])) continue;
      const place = placeOf(sentence.text, at, match[0], whole);
      if (place ? headedInFile(whole, place.word, place.id) : saidToBeHere(sentence.text, whole, match[0])) continue;
      const name = place ? `${capitalised(place.word)} ${place.id}` : `the ${titleCased(match[0])}`;
      names.set(name.toLowerCase(), { name });
    }
  }
  return [...names.values()];
}

/**
 * A clause not found in the file, told as possibly in the incorporated documents: a gap to check,
 * not a missing protection. Its level is low, since the clause may well be there.
 */
export function asPossiblyIncorporated(
  finding: ContractFinding,
  documents: readonly IncorporatedDocument[],
): ContractFinding {
  if (!finding.missing || documents.length === 0) return finding;
  const where = documents.map((document) => document.name).join(' or ');
  const clause = finding.rule.title.toLowerCase();
  // The title says the clause is not in this file; the headline says where it may be.
  const headline = `It may be in ${where}, which the agreement incorporates and which is not in this file.`;
  // A carrier's or utility's filed tariff binds every customer alike and changes only through its regulator:
  // what it lacks is known before signing, not asked for in this agreement.
  const change = documents.some((document) => TARIFF.test(document.name))
    ? `Get ${where} and check whether it has ${withArticle(clause)} clause. A filed tariff applies to every customer alike and cannot be negotiated in this agreement (it changes only through the regulator), so know what it says before you sign.`
    : `Get ${where} and check that it has ${withArticle(clause)} clause; if it has none, ${lowerFirst(finding.change)}`;
  return {
    ...finding,
    headline,
    change,
    finding: {
      ...finding.finding,
      title: `${finding.finding.title} in this file`,
      type: 'low',
      score: Math.min(finding.finding.score, LOW_SCORE),
      // What the rule says follows from the clause's absence ("so nothing caps what either side could be asked
      // to pay") holds only for the whole agreement: what was looked for in this file is told instead.
      description: `${headline} ${finding.finding.description.replace(finding.headline, '').trim()}`,
      recommendation: change,
    },
  };
}

const TARIFF = /\btariff\b/iu;

/** The top of the low band of the key-finding list. */
const LOW_SCORE = 30;

function placeOf(text: string, at: number, name: string, whole: string): { word: string; id: string } | undefined {
  // The exhibit named beside the document's name in this sentence ("Terms and Conditions attached as Schedule 2").
  const closest = [...text.matchAll(ATTACHMENT)]
    .map((attachment) => ({
      attachment,
      distance: gapBetween(attachment.index ?? 0, attachment[0].length, at, name.length),
    }))
    .filter(({ distance }) => distance <= BESIDE)
    .sort((a, b) => a.distance - b.distance)[0]?.attachment;
  if (closest) return { word: closest[1] ?? '', id: closest[2] ?? '' };
  // Or where the document defines the name: 'Exhibit B (…, the "Terms and Conditions")'.
  const definition = new RegExp(
    `\\b(exhibit|schedule|annex|appendix|attachment)\\s+([A-Z0-9][\\w.-]{0,3})\\b[^"“]{0,${NEAR}}["“]${escaped(name)}["”]`,
    'iu',
  ).exec(whole);
  return definition ? { word: definition[1] ?? '', id: definition[2] ?? '' } : undefined;
}

/** Characters between two spans of a sentence, whichever comes first. */
function gapBetween(start: number, length: number, otherStart: number, otherLength: number): number {
  return start >= otherStart ? start - (otherStart + otherLength) : otherStart - (start + length);
}

/** The attachment starts in the file: a line opens with its heading ("SCHEDULE 2", "Exhibit B – Fees"). */
function headedInFile(whole: string, word: string, id: string): boolean {
  return new RegExp(`^[\\s\\d]*${escaped(word)}\\s+${escaped(id)}\\b(?!\\s+(?:hereto|attached))`, 'imu').test(whole);
}

/**
 * Terms with no exhibit number are in the file when a line is headed with their name, or when the
 * sentence says they are attached: without a heading to look for, "attached" is taken at its word.
 */
function saidToBeHere(sentence: string, whole: string, name: string): boolean {
  return (
    new RegExp(`^\\s*${escaped(name)}\\s*$`, 'imu').test(whole) ||
    new RegExp(
      `\\b(?:attached|annexed|hereto|below)\\b[^.]{0,30}${escaped(name)}|${escaped(name)}[^.]{0,30}\\b(?:attached|annexed|hereto|below)\\b`,
      'iu',
    ).test(sentence)
  );
}

/** Capitalised as a name; a legend or a heading in capitals names nothing in particular. */
function isProperName(name: string): boolean {
  return (
    /\p{Ll}/u.test(name) &&
    name
      .split(/\s+/u)
      .filter((word) => !/^(?:and|of|&)$/iu.test(word))
      .every((word) => /^\p{Lu}/u.test(word))
  );
}

function namesTheDocumentItself(name: string, ownTitle: string): boolean {
  const titleWords = new Set(ownTitle.toLowerCase().split(/\s+/u));
  return name
    .toLowerCase()
    .split(/\s+/u)
    .every((word) => titleWords.has(word));
}

function escaped(text: string): string {
  return escapeRegExp(text).replace(/\s+/gu, '\\s+');
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** Each word capitalised; an acronym ("FERC") is kept as written. */
function titleCased(name: string): string {
  return name
    .split(/\s+/u)
    .map((word) =>
      /^\p{Lu}{2,}$/u.test(word)
        ? word
        : ['and', 'of', '&'].includes(word.toLowerCase())
          ? word.toLowerCase()
          : capitalised(word),
    )
    .join(' ');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
