import type { Sentence } from '../../text/sentences';
import { holdsBlank, isBlankValue, LEFT_BLANK } from './form-blanks';
import { type GoverningLaw, governingLaw } from './governing-law';
import { lawStatementOf } from './law-choice';
import { partGoverned } from './law-scope';

/**
 * The governing law the clause list and the summary state: the law the agreement chooses, told whole
 * (split by region, or for one part only), or, for an addendum or order form that leaves its law to
 * the main agreement, "the jurisdiction chosen in the Agreement" rather than no law at all.
 */

const NEXT_SENTENCE_WINDOW = 120;
// The main agreement, by the name the document gives it: "the Agreement", "the Master Services Agreement".
const MAIN = String.raw`the\s+((?:[\p{Lu}][\p{L}-]*\s+){0,4}(?:Agreement|Terms|Contract))\b`;
// "This Addendum is governed by the governing law provisions of the Agreement", "… by the same law as the
// Agreement", "the choice of law … of the Agreement appl(ies) to this Addendum", "all terms of the Agreement,
// including its governing law, apply to this Addendum".
const MAIN_AGREEMENT_LAW: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:governed\s+by|subject\s+to)\s+(?:the\s+)?(?:(?:governing[-\s]law|choice[-\s]of[-\s]law)\s+(?:provisions?|clauses?|sections?|terms?)\s+(?:of|in)\s+|law\s+(?:that\s+)?govern(?:s|ing)\s+|same\s+law\s+as\s+)${MAIN}`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:governing[-\s]law|choice[-\s]of[-\s]law)\b[^.;]{0,80}\b(?:of|in|under)\s+${MAIN}[^.;]{0,80}\bappl(?:y|ies)\b`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:terms|provisions)\s+of\s+${MAIN},?\s+including\s+(?:its|the|their)\s+(?:[\w-]+\s+){0,3}?(?:governing[-\s]law|choice[-\s]of[-\s]law)\b[^.;]{0,80}\bappl(?:y|ies)\b`,
    'iu',
  ),
];
// The document that leaves its law to another speaks of itself.
const THIS_DOCUMENT =
  /\b(?:this|these)\s+(?:[\w-]+\s+){0,3}(?:addendum|amendment|schedule|exhibit|appendix|annex|order\s+form|statement\s+of\s+work|sow|dpa|baa|terms)\b/iu;

export function governingLawFact(sentences: readonly Sentence[]): GoverningLaw | undefined {
  const law = governingLaw(sentences);
  const main = lawOfMainAgreement(sentences);
  if (!law) return main ?? lawLeftBlank(sentences);
  const position = sentences.indexOf(law.sentence);
  const next = sentences[position + 1]?.text.slice(0, NEXT_SENTENCE_WINDOW) ?? '';
  const told = lawStatementOf(law.sentence.text, `${law.sentence.text} ${next}`) ?? law.place;
  // A law for one part beside the main agreement's law for the rest: both are told, the main one first.
  if (main && partGoverned(law.sentence.text)) return { ...main, place: `${main.place}; ${told}` };
  return { ...law, place: told };
}

// "governed by the laws of the State of [ ]", "… the laws of ________": a form's governing-law clause left to fill in.
const LAW_OF =
  /\b(?:govern(?:ed|s)?|construed|interpreted)\b[^.]{0,200}?\blaws?\s+(?:in\s+force\s+in\s+|of\s+)(?:the\s+)?(?:(?:State|Commonwealth|Province|Country|Republic|Kingdom)\s+of\s+(?:the\s+)?)?/iu;
const BLANK_CHARS = 40;

/** The governing-law sentence of a form whose place is left blank: told so, never as a place. */
function lawLeftBlank(sentences: readonly Sentence[]): GoverningLaw | undefined {
  for (const sentence of sentences) {
    const chosen = LAW_OF.exec(sentence.text);
    if (!chosen) continue;
    const at = chosen.index + chosen[0].length;
    const place = sentence.text.slice(at, at + BLANK_CHARS);
    const word = /^[\p{L}]+/u.exec(place)?.[0] ?? '';
    // A bracket the line ends in ("the State of [") opens a blank as surely as a closed one.
    const blank = /^\s*\[[^\]]*$/u.test(place) || holdsBlank(place);
    if (/^[[_.…(<{]/u.test(place) ? blank : isBlankValue(word) && !/^\s*(?:of|in)\b/iu.test(place.slice(word.length)))
      return { place: LEFT_BLANK, sentence, focus: chosen.index };
  }
  return undefined;
}

/** "the jurisdiction chosen in the Agreement", from the sentence that leaves the law to the main agreement. */
function lawOfMainAgreement(sentences: readonly Sentence[]): GoverningLaw | undefined {
  for (const sentence of sentences) {
    if (!THIS_DOCUMENT.test(sentence.text)) continue;
    for (const pattern of MAIN_AGREEMENT_LAW) {
      const match = pattern.exec(sentence.text);
      const name = match?.[1]?.trim();
      if (match && name) return { place: `the jurisdiction chosen in the ${name}`, sentence, focus: match.index };
    }
  }
  return undefined;
}
