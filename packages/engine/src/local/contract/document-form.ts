import type { Sentence } from '../../text/sentences';
import { detectParties } from './contract-parties';

/**
 * Whether the file is a whole agreement, or a document that leaves the rest of the deal to another
 * one: an amendment changes some terms of an earlier agreement, an attachment (exhibit, schedule,
 * annex) adds detail to a main agreement, a fragment is part of an agreement with neither its
 * parties nor its signatures, an order (a statement of work, a task or purchase order) is placed under a
 * contract that holds the terms. Only a whole agreement can be said to lack a clause.
 */
export type DocumentForm = 'agreement' | 'amendment' | 'attachment' | 'order' | 'fragment';

// The opening, where an amendment or an attachment names itself ("Amendment No. 2 to the Supply
// Agreement", "Exhibit B to the Master Services Agreement"), after the filing notices that often come first.
const OPENING_CHARACTERS = 700;
/** Enough text to hold the preamble that names the parties, after a cover page. */
const PARTIES_CHARACTERS = 12_000;

const AMENDMENT_OPENINGS: readonly RegExp[] = [
  /\b(?:amendment|addendum)\b(?:\s+(?:no\.?|number|#)\s*\w+|\s+#?\w+)?\s+to\b[^.]{0,80}?\b(?:agreement|contract|lease)\b/i,
  /\bthis\s+(?:\w+\s+)?(?:amendment|addendum)\b[^.]{0,60}\b(?:is|are)\s+(?:made|entered|dated)\b/i,
  /\bagree\s+to\s+(?:amend|modify|supplement)\b/i,
  // Named by its heading ("AMENDMENT NO. 3", "Amendment and Termination of …"): a whole agreement's
  // heading never opens with the word; an "Amended and Restated Agreement" is whole and does not match.
  /^\W*(?:(?:first|second|third|fourth|fifth|\w+th)\s+)?(?:amendment|addendum)\b/i,
  // Or by the name it gives itself: (this "Amendment"), (the "Second Addendum").
  /\((?:this|the)\s+["“](?:[\w-]+\s+){0,2}(?:amendment|addendum)["”]\)/i,
];
// "EXHIBIT B TO THE MASTER SERVICES AGREEMENT", "Schedule 2 forming part of the Supply Agreement".
const ATTACHMENT_OPENING =
  /^\W*(?:exhibit|schedule|annex|appendix|attachment)\s+[\w.-]{1,6}\s*[-–—:,]?\s*(?:to|of|forming\s+(?:a\s+)?part\s+of|attached\s+to)\s+(?:(?:the|that|this)\s+)?[^.]{0,100}?\b(?:agreement|contract|lease)\b/i;
// "This Exhibit C is hereby incorporated into and made a part of the Master Services Agreement": an
// attachment that says so is one, even when it names the parties and is signed.
const MADE_PART_OF =
  /\bthis\s+(?:exhibit|schedule|annex|appendix|attachment)\b[^.]{0,40}?\b(?:is|shall\s+be)\s+(?:hereby\s+)?(?:incorporated\s+(?:into|in)|made\s+(?:a\s+)?part\s+of|attached\s+to|forms?\s+(?:a\s+)?part\s+of)\b[^.]{0,120}?\b(?:agreement|contract|lease)\b/i;
// A document that says in its own words that it belongs to another agreement: "This Data Processing
// Agreement forms part of the Cloud Services Agreement", "This Addendum is incorporated into the Agreement",
// "This BAA is governed by the terms of the Services Agreement". The other one is named ("the … Agreement"),
// never "this Agreement", and holds the law, the term and the rest of the deal.
const PART_OF_ANOTHER =
  /\bth(?:is|ese)\s+(?:[\p{Lu}\w-]+\s+){0,5}?(?:agreement|addendum|terms|dpa|baa)\b[^.;]{0,40}?\b(?:forms?\s+(?:a\s+|an\s+(?:integral\s+)?)?part\s+of|(?:is|are|shall\s+be)\s+(?:hereby\s+)?(?:incorporated\s+(?:into|in)|(?:made\s+)?(?:a\s+|an\s+(?:integral\s+)?)?part\s+of|(?:an\s+)?(?:addendum|supplement|schedule|exhibit)\s+to|governed\s+by\s+the\s+terms\s+of)|supplements?)\s+(?:the|that\s+certain|each)\s+(?:[\p{Lu}][\p{L}-]*\s+){0,5}(?:Agreement|Terms|Contract)\b/iu;

// A document that calls itself by its own name ("this BAA", "this Addendum") and never "this Agreement", while it
// speaks of "the Agreement" as another document ("the Services under the Agreement", "when the Agreement ends").
// Whole agreements that call themselves "the Agreement" define the word for themselves, and then nothing is inferred.
const OWN_NAME =
  /\bth(?:is|ese)\s+(?:\p{Lu}[\p{L}-]*\s+){0,3}(?:\p{Lu}{2,5}|Addendum|Amendment|Schedule|Exhibit|Annex|Appendix|Rider|Supplement|Order|Clauses|Policy)\b/u;
const THIS_AGREEMENT = /\bthis\s+agreement\b/iu;
const THE_AGREEMENT = /\bthe\s+Agreement\b/gu;
const AGREEMENT_DEFINED = /["“]Agreement["”]\s+(?:means|refers|shall\s+mean)|\((?:the|this)\s+["“]Agreement["”]\)/u;
/** Mentions of "the Agreement" that show it is another document, not a stray phrase. */
const OTHER_AGREEMENT_MENTIONS = 2;
// An order or work statement, named at its head: "STATEMENT OF WORK", "Performance Work Statement (PWS)", "Task
// Order No. 4"; not the standard terms that govern orders ("Purchase Order Terms and Conditions").
const ORDER_HEADING =
  /^\W*(?:performance\s+work\s+statement|statement\s+of\s+(?:work|objectives)|scope\s+of\s+work|(?:task|work|purchase|service|delivery)\s+order|order\s+form)\b(?![^\n]{0,40}\b(?:terms|conditions)\b)/iu;

// What only a whole agreement has: the parties' signatures, or a sentence by which they make it.
const SIGNED =
  /\bin\s+witness\s+whereof\b|\bsignature\s+page\b|\bduly\s+executed\b|\bby\s*:|\bsignature\s*:|\bname\s*:[^\n]{0,80}\btitle\s*:/i;
// "This Agreement is made …", "This is a hosting agreement between …", "the undersigned hereby agree",
// "you are binding the business you represent to this agreement" (a licence accepted by use).
const MADE: readonly RegExp[] = [
  /\bthis\s+(?:[\w-]+\s+){0,6}(?:agreement|contract|lease|guarant(?:y|ee))\b[^.]{0,200}?\b(?:is\s+|are\s+)?(?:made|entered\s+into|dated|executed)\b/i,
  /\b(?:agreement|contract)\s+(?:is\s+)?(?:made\s+)?(?:by\s+and\s+)?between\b/i,
  /\bagree\s+as\s+follows\b|\bhereby\s+agree\b/i,
  // Only a whole agreement says it is the parties' entire agreement.
  /\bentire\s+agreement\b|\bsupersedes\s+all\s+prior\b/i,
  /\b(?:bound\s+by|binding\b[^.]{0,80}\bto)\s+(?:the\s+terms\s+of\s+)?this\s+agreement\b/i,
];
// What only an amendment says, wherever it says it: the earlier agreement stays in force except as changed
// ("Except as expressly amended by this Letter, the Distribution Agreement remains in full force"), or a
// section of it is changed ("Section 4 of the Supply Agreement is hereby deleted and replaced").
const AMENDS_ANOTHER: readonly RegExp[] = [
  /\bexcept\s+as\s+(?:\w+\s+){0,2}(?:amended|modified|supplemented|changed)\s+(?:herein|hereby|by\s+this\s+\w+|in\s+this\s+\w+)\b,?\s+(?!this\s+agreement\b)[^.]{0,160}?\b(?:remains?|shall\s+(?:continue|remain)|continues?)\s+(?:unchanged|unmodified|in\s+(?:full\s+)?(?:force|effect))/i,
  /\b(?:section|article|paragraph|clause|schedule|exhibit)\s+[\w.()]+\s+of\s+(?:the|that\s+certain)\s+(?:[\w-]+\s+){0,6}(?:agreement|contract|lease)\b[^.]{0,120}?\b(?:is|are|shall\s+be)\s+hereby\s+(?:amended|deleted|replaced|modified)\b/i,
];
// A document titled as an addendum, rider or schedule ("SERVICE LEVEL ADDENDUM", "Data Security Rider")
// whose opening names an agreement ("supplements the Payroll Services Agreement", "under the Master Services
// Agreement") belongs to that agreement, whatever words tie it there.
const ATTACHMENT_TITLE = /^\W*(?:[\p{L}-]+\s+){0,4}?(?:addendum|rider|schedule|annex|appendix|supplement)\b/iu;
const NAMES_AN_AGREEMENT = /\b(?:the|that\s+certain)\s+(?:\p{Lu}[\p{L}-]*\s+){1,5}(?:Agreement|Contract|Terms)\b/u;
// An amendment changes some terms and is short; a file this long holds a whole agreement, perhaps with
// amendments after it, whose missing clauses are still worth telling.
const AMENDMENT_CHARACTERS = 25_000;
// Parties named as "Party A: …" and "Party B: …", as many agreements drafted in China do.
const LETTERED_PARTIES = /\bParty\s+A\b[\s\S]*\bParty\s+B\b/;

export function documentForm(sentences: readonly Sentence[]): DocumentForm {
  const opening = textOf(sentences, OPENING_CHARACTERS);
  const ownOpening = withoutFilingLabel(opening);
  if (AMENDMENT_OPENINGS.some((pattern) => pattern.test(ownOpening))) return 'amendment';
  if (MADE_PART_OF.test(ownOpening)) return 'attachment';
  if (sentences.some((sentence) => PART_OF_ANOTHER.test(sentence.text))) return 'attachment';
  if (ATTACHMENT_TITLE.test(ownOpening) && NAMES_AN_AGREEMENT.test(ownOpening)) return 'attachment';
  if (ORDER_HEADING.test(ownOpening)) return 'order';
  const start = textOf(sentences, PARTIES_CHARACTERS);
  const named = detectParties(start).length >= 2 || LETTERED_PARTIES.test(start);
  const whole = sentences.map((sentence) => sentence.text).join('\n');
  if (whole.length <= AMENDMENT_CHARACTERS && AMENDS_ANOTHER.some((pattern) => pattern.test(whole))) return 'amendment';
  if (supplementsTheAgreement(whole)) return 'attachment';
  if (!named && ATTACHMENT_OPENING.test(ownOpening)) return 'attachment';
  if (!named && !SIGNED.test(whole) && !MADE.some((pattern) => pattern.test(whole))) return 'fragment';
  return 'agreement';
}

function textOf(sentences: readonly Sentence[], characters: number): string {
  let text = '';
  for (const sentence of sentences) {
    if (text.length >= characters) break;
    text += ` ${sentence.text}`;
  }
  return text.slice(0, characters).replace(/\s+/g, ' ');
}

/** A securities filing labels the whole agreement "Exhibit 10.1": that label is not the document's own heading. */
function withoutFilingLabel(opening: string): string {
  return opening.replace(/^\W*exhibit\s+\d+(?:\.\d+)+\b\W*/i, '');
}

/** The document names itself apart from "the Agreement" it keeps referring to, so it belongs to that agreement. */
function supplementsTheAgreement(whole: string): boolean {
  return (
    OWN_NAME.test(whole) &&
    !THIS_AGREEMENT.test(whole) &&
    !AGREEMENT_DEFINED.test(whole) &&
    (whole.match(THE_AGREEMENT)?.length ?? 0) >= OTHER_AGREEMENT_MENTIONS
  );
}
