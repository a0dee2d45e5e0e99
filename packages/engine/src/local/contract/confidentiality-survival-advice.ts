import type { Sentence } from '../../text/sentences';
import { withChange } from './advice-change';
import type { ContractFinding } from './key-findings';

const ASKS_COVER_AND_SURVIVAL = 'Make sure it covers everything you will share and survives the end of the agreement.';
// A duty not to disclose is one of confidence, whatever the information is called.
const CONFIDENCE =
  /\bconfidential\w*|\bnon-?disclosure\b|\bin\s+(?:strict\s+)?confidence\b|\b(?:not|never)\s+(?:to\s+)?disclose\b/iu;
// A duty kept after the end: "shall survive", "continue for five years after termination", or a
// period counted from the end ("for three (3) years after its termination", "for two years thereafter").
// A duty kept over the work and beyond it ("both during and after the employment", "after the Employee
// leaves") outlasts the end too.
const OUTLASTS_THE_END =
  /\bsurviv\w*|\bduring\s+and\s+after\b|\b(?:during|throughout)\b[^.;]{0,60}?\b(?:and|as\s+well\s+as)\s+(?:after|following)\s+(?:the\s+|its\s+|any\s+)?(?:\w+\s+)?(?:termination|expiration|expiry|end)\b|\band\s+after\s+(?:the\s+|its\s+|his\s+|her\s+|your\s+)?(?:\w+\s+)?(?:employment|engagement|relationship|services|work)\b|\bafter\s+(?:you|he|she|they|the\s+\p{Lu}[\p{L}-]*)\s+(?:leaves?|stops?\s+working|ceases?\s+to\s+(?:work|be\s+employed)|ends?\s+(?:your|his|her|their)\s+(?:work|employment))\b|\b(?:continue|remain|last)\w*\b[^.;]{0,80}?\b(?:after|following|beyond)\s+(?:the\s+|its\s+|any\s+|such\s+)?(?:\w+\s+){0,2}?(?:termination|expiration|expiry|end)\b|\b(?:years?|months?)\)?\s+(?:after|following)\s+(?:the\s+|its\s+|any\s+|such\s+)?(?:\w+\s+){0,2}?(?:termination|expiration|expiry|end)\b|\b(?:years?|months?)\)?\s+thereafter\b|\b(?:on|upon|after|following)\s+(?:the\s+)?(?:termination|expir\w*|end)\b[^.;]{0,120}?\b(?:(?:continue|remain)\s+in\s+(?:full\s+)?(?:force|effect)|continuing\s+(?:obligation|duty))\b/iu;

/**
 * The advice to a reader whose information is protected asks for cover and for survival after the
 * end; where the contract already keeps the duty of confidence after the end, only the cover is asked for.
 */
export function withConfidentialitySurvivalRead(
  finding: ContractFinding,
  sentences: readonly Sentence[],
): ContractFinding {
  if (finding.rule.id !== 'confidentiality' || finding.missing || finding.change !== ASKS_COVER_AND_SURVIVAL) {
    return finding;
  }
  if (!confidenceOutlastsTheEnd(sentences)) return finding;
  return withChange(
    finding,
    'Make sure it covers everything you will share; it already outlasts the end of the agreement, so check that the period is long enough for what you share.',
  );
}

/**
 * Whether the agreement anywhere keeps the duty of confidence after its end: in the sentence of the duty,
 * by a survival clause naming its section (by number or by its label), by one keeping every section or
 * every duty of the bound party, or by a period counted from disclosure that runs whatever ends the agreement.
 */
export function confidenceOutlastsTheEnd(sentences: readonly Sentence[]): boolean {
  return (
    sentences.some(
      ({ text }) =>
        (CONFIDENCE.test(text) && (OUTLASTS_THE_END.test(text) || RUNS_FROM_DISCLOSURE.test(text))) ||
        everySectionSurvives(text),
    ) ||
    survivesBySection(sentences) ||
    survivesInPlace(sentences) ||
    survivesInHeadedSection(sentences) ||
    survivesWithPartyDuties(sentences)
  );
}

// A duty counted from when the information was given, not from the end: "for a period of five (5) years from its receipt".
const RUNS_FROM_DISCLOSURE =
  /\bfor\s+(?:a\s+(?:period|term)\s+of\s+)?(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:years?|months?)\s+(?:from|after|following)\s+(?:the\s+)?(?:[\p{L}’']+\s+){0,3}?(?:receipt|disclosure|access)\b/iu;
// Every section kept after the end, less those an exception names: "All Sections of this Agreement, other than …, shall survive".
const EVERY_SECTION_SURVIVES =
  /\ball\s+(?:sections|provisions|terms|clauses)\s+(?:of|in)\s+this\s+agreement\b([^.;]{0,160}?)\b(?:shall|will)\s+surviv\w*/iu;

/** Every section survives the end, and the exception, if any, is not the one on confidence. */
function everySectionSurvives(text: string): boolean {
  const survival = EVERY_SECTION_SURVIVES.exec(text);
  return survival !== null && !CONFIDENCE.test(survival[1] ?? '');
}

// A section headed for confidentiality: "7. CONFIDENTIAL INFORMATION", "12 Confidentiality", "6.0 Confidentiality",
// "ARTICLE 7 - CONFIDENTIAL INFORMATION", "ARTICLE V CONFIDENTIALITY".
const CONFIDENCE_HEADING =
  /(?:^|\s)(\d{1,2}|[IVX]{1,5})(?:\.0)?\.?\s+(?:[-–—:]\s*)?(?:[A-Z][\w-]*\s+){0,2}?(?:CONFIDENTIAL\w*|Confidential\w*|NON-?DISCLOSURE|Non-?[Dd]isclosure)\b/gu;
// A survival sentence and the section numbers it lists: "Sections 1, 5 and 9 shall survive", "Article V".
const SECTIONS_LISTED =
  /\b(?:Sections?|Articles?|Clauses?)\s+((?:(?:\d+(?:\.\d+)*|[IVX]{1,5}\b)[\s,]*(?:and\s+|or\s+)?)+)/gu;
// A survival sentence about the section it sits in: "the duties under this Section shall survive" ("this
// paragraph" may keep alive only one part of a section that mixes secrecy with publicity, so it is read
// more narrowly below).
const THIS_SECTION_SURVIVES =
  /\bthis\s+(?:section|article|clause)\b[^.;]{0,120}?\bsurviv\w*|\bsurviv\w*\b[^.;]{0,60}?\bthis\s+(?:section|article|clause)\b/iu;
// A survival sentence about its own paragraph: "This Paragraph shall survive termination".
const THIS_PARAGRAPH_SURVIVES =
  /\bthis\s+paragraph\b[^.;]{0,120}?\bsurviv\w*|\bsurviv\w*\b[^.;]{0,60}?\bthis\s+paragraph\b/iu;
// How many sentences back a "this Section" survival sentence may still be in the confidentiality section.
const SECTION_REACH = 4;

/**
 * A survival sentence for "this Section" that follows closely on a duty of confidence, or one for
 * "this Paragraph" that directly follows a sentence about confidential information, so the paragraph
 * it keeps alive is the one on confidence.
 */
function survivesInPlace(sentences: readonly Sentence[]): boolean {
  return sentences.some(
    ({ text }, at) =>
      (THIS_SECTION_SURVIVES.test(text) &&
        sentences.slice(Math.max(0, at - SECTION_REACH), at + 1).some((sentence) => CONFIDENCE.test(sentence.text))) ||
      (THIS_PARAGRAPH_SURVIVES.test(text) && at > 0 && CONFIDENCE.test(sentences[at - 1]?.text ?? '')),
  );
}

/**
 * A survival clause may keep the duty of confidence alive by number alone ("the provisions of
 * Section 9 shall survive … for five years"): it does so when it names the section headed for
 * confidentiality.
 */
function survivesBySection(sentences: readonly Sentence[]): boolean {
  const headed = new Set(
    sentences.flatMap(({ text }) => [...text.matchAll(CONFIDENCE_HEADING)].map((match) => match[1] ?? '')),
  );
  if (headed.size === 0) return false;
  return sentences.some(({ text }) => {
    if (!/\bsurviv\w*/iu.test(text)) return false;
    return [...text.matchAll(SECTIONS_LISTED)].some((list) =>
      // "Section 7.2" is part of the section headed "7. Confidentiality".
      (list[1] ?? '')
        .split(/[\s,]+|\band\b|\bor\b/u)
        .some((number) => headed.has(number) || headed.has(number.split('.')[0] ?? '')),
    );
  });
}

// A top-level heading: "4. CONFIDENTIAL INFORMATION", "9. General" (not a subsection number such as "4.7").
const TOP_HEADING = /(?:^|\s)(\d{1,2}|[IVX]{1,5})\.\s+(?!\d)(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,3})/gu;
// A subsection number opening a sentence: "4.7 The provisions of this Section …".
const SUBSECTION_START = /^\s*\(?(\d{1,2})\.\d{1,2}\b/u;
// How far back the heading of the section a survival sentence sits in is looked for.
const HEADING_REACH = 30;

/** The title of the last top-level heading in or before the sentence at the position, within reach. */
function sectionTitleAt(sentences: readonly Sentence[], at: number): string | undefined {
  for (let back = at; back >= Math.max(0, at - HEADING_REACH); back -= 1) {
    const headings = [...(sentences[back]?.text ?? '').matchAll(TOP_HEADING)];
    const last = headings[headings.length - 1];
    if (last) return last[2];
  }
  return undefined;
}

/**
 * "The provisions of this Section shall survive" keeps alive the section it sits in, however far
 * from its first sentence: it is the duty of confidence when that section is headed for confidentiality,
 * by the heading above it or by the section number the sentence opens with ("4.7" under "4. Confidentiality").
 */
function survivesInHeadedSection(sentences: readonly Sentence[]): boolean {
  const headed = new Set(
    sentences.flatMap(({ text }) => [...text.matchAll(CONFIDENCE_HEADING)].map((match) => match[1] ?? '')),
  );
  return sentences.some(({ text }, at) => {
    if (!THIS_SECTION_SURVIVES.test(text)) return false;
    const number = SUBSECTION_START.exec(text)?.[1];
    if (number !== undefined) return headed.has(number);
    return CONFIDENCE.test(sectionTitleAt(sentences, at) ?? '');
  });
}

// "The obligations of Brightwick under this Agreement … shall survive": all of one party's (or both parties') duties.
const PARTY_DUTIES_SURVIVE =
  /\b(?:all\s+(?:of\s+)?)?(?:the\s+)?obligations\s+of\s+(?:the\s+)?(parties|each\s+party|either\s+party|both\s+parties|\p{Lu}[\p{L}-]*)(?:\s+(?:under\s+this\s+agreement|hereunder|as\s+set\s+forth\s+herein|herein))?\s*(?:,[^,.;]{0,100},\s*)?(?:shall|will)\s+survive\b/iu;

/**
 * A survival sentence that keeps every duty of a party alive ("the obligations of the Consultant
 * hereunder shall survive") keeps its duty of confidence too, when the contract binds that party to it;
 * one that lists sections or names a narrower duty ("obligations of X to pay") is read elsewhere or not at all.
 */
function survivesWithPartyDuties(sentences: readonly Sentence[]): boolean {
  return sentences.some(({ text }) => {
    const flat = text.replace(/\s+/gu, ' ');
    const survival = PARTY_DUTIES_SURVIVE.exec(flat);
    if (!survival || new RegExp(SECTIONS_LISTED.source, 'u').test(flat)) return false;
    const party = survival[1] ?? '';
    if (/part(?:y|ies)$/iu.test(party)) return true;
    const bound = new RegExp(String.raw`\b${party}\s+(?:shall|will|must|agrees|undertakes|covenants)\b`, 'u');
    return sentences.some((sentence) => CONFIDENCE.test(sentence.text) && bound.test(sentence.text));
  });
}
