import type { Sentence } from '../../text/sentences';
import {
  ANOTHER_DOCUMENTS_DATE,
  type DateMention,
  DOCUMENT_CONTEXT,
  datedSentence,
  datesAnotherDocument,
  datesIn,
  laterThan,
} from './contract-dates';
import { isBlankValue } from './form-blanks';
import { changeLogDate, closingEffectiveLine, versionDateOf, withoutVersionHeadings } from './version-date';

// Read here first; the fact statements and the contract facts still import them from this module.
export { ANOTHER_DOCUMENTS_DATE, DOCUMENT_CONTEXT };

/** Agreements state their date and parties in the opening; later dates are mostly other events. */
const OPENING_SENTENCES = 40;
/** A cover page or letterhead dates the document in its first lines. */
const COVER_SENTENCES = 12;

// "In force from …": the words of effect that, like "effective", date the wording of terms.
const IN_EFFECT_FROM = String.raw`in\s+(?:force|effect)\s+(?:from|since|as\s+of|on)`;
// "These terms take effect on …", "comes into force on …": a sentence of the terms saying when they start, which dates
// them only when nothing else in the opening does (a date line under the title is their version's date).
const TAKES_EFFECT_ON = String.raw`takes?\s+effect\s+(?:on|from|as\s+of)|comes?\s+into\s+(?:force|effect)\s+(?:on|from)`;
const AGREEMENT_DATE_CUE = new RegExp(
  String.raw`\b(?:dated|made|entered(?:\s+into)?|executed|as\s+of|effective|agreement\s+date|date\s+of\s+this\s+agreement|${IN_EFFECT_FROM})\b`,
  'i',
);
// The preamble, wherever a cover page, a table of contents or an earlier exhibit pushed it:
// "This Distributorship Agreement … is entered into as of March 18, 2019".
// The title may stand without "this" when a defining bracket follows it: 'SUPPLY AGREEMENT (the "Agreement") is made …'.
const PREAMBLE =
  /^[^.]{0,150}?\b(?:this\s+(?:[\w-]+\s+){0,6}(?:agreement|contract)\b|(?:[\w-]+\s+){0,6}(?:agreement|contract)\s*\(\s*(?:the|this)\s*["“](?:agreement|contract)["”]\s*\))[^.]{0,160}?\b(?:is\s+|are\s+)?(?:made|entered\s+into|dated|executed|signed)\b/i;
// A line that is a date and nothing more ("September 26, 2018", "Dated 3/29/2018").
const DATE_LINE = /^\W*(?:dated|date[:\s])?\s*$/i;
// The signatures' dates ("Date: August 08, 2018"): the agreement is made when the last party signs. A label
// with its colon is a form's field wherever it stands; a bare "dated" opens a line ("Dated 3 May 2010"), as in
// the body "the Survey Report dated …" dates another document.
const SIGNATURE_DATE = /(?:^|\s)(?:date|dated|date\s+signed)\s*:\s*$|^\W*dated\s*$/i;
// Beside the signatures, a bare "dated" or "Date" (a table's label without its colon), a signature's record
// ("[signature certified … on March 3, 2020]", "(signature) June 25, 2014") or the place it was signed at
// ("Hamburg, 19 November 2012") dates a signature too.
const SIGNATURE_DATE_BESIDE_SIGNATURES =
  /(?:^|\s)dated?\s*$|\bsignature\b[^.;\]]{0,80}\bon\s+$|\(\s*(?:signature|seal)\s*\)\s*$|(?:^|\s)\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+){0,2},\s*$/iu;
// "June 25, 2014 (Date)": a form's label written under or after its field.
const DATE_LABEL_AFTER = /^\s*\(\s*date\s*\)/iu;
// "Termination Date:", "Effective Date:": a labelled event of the agreement, not a signature.
const EVENT_DATE_WORDS = String.raw`termination|effective|expiration|expiry|commencement|start|end|closing|delivery|due|payment|invoice|issue|issuance|renewal|launch|open(?:ing)?|birth|completion|filing|award|hire|maturity|settlement|purchase|ship(?:ping|ment)?|order|release|publication|renovation|inspection|review|target|estimated|expected`;
const EVENT_DATE_LABEL = new RegExp(String.raw`\b(?:${EVENT_DATE_WORDS})\s+date\s*:\s*$`, 'i');
// The same label written without its colon, as a table beside the signatures may: "issuance date March 26, 2019".
const EVENT_DATE_NAMED = new RegExp(String.raw`\b(?:${EVENT_DATE_WORDS})\s+date\s*:?\s*$`, 'i');
// "IN WITNESS WHEREOF, the Parties have executed this Agreement as of the Effective Date" / "as of the date first
// written above": the parties date the agreement by the date it states, whenever each of them signed.
const EXECUTED_AS_OF_STATED_DATE =
  /\bin\s+witness\s+whereof\b[^.]{0,200}?\bas\s+of\s+(?:the\s+)?(?:effective\s+date|date\s+(?:first\s+)?(?:above\s+)?(?:written|set\s+(?:forth|out))|date\s+hereof|day\s+and\s+year\s+first)/iu;
// "IN WITNESS WHEREOF …", "THUS DONE AND SIGNED at Pretoria on this 31st day of March 2011".
// "Signed and effective this 25th day of May, 2010": the closing line that dates the signing.
const WITNESS =
  /\bin\s+witness\s+whereof\b|\bdone\s+and\s+signed\b|\bsigned\s+at\s+[^.,]{2,40}\s+on\b|^\W*(?:signed|executed)\s+(?:and\s+(?:effective|dated|executed|delivered)\s+)?(?:this|on)\b/i;
// What stands around signatures: "By:", "/s/" (or "\s\" as some filings type it), "Name: … Title: …".
const SIGNATURE_BLOCK = /\bby\s*:|\/s\/|\\s\\|\bname\s*:|\btitle\s*:|\bsignature\b/i;
// Signs that the parties sign the document: signature fields or the witness clause. "Signature" counts as a field
// ("Signature:", "Signature ______", a line of its own, "(signature)", a signature page), not in a sentence of the terms
// ("send a notice with your physical or electronic signature"), which asks for one without being signed.
const SIGNED =
  /\bby\s*:|\/s\/|\\s\\|\bname\s*:|\bsignatures?\s*(?::|_{2,}|\bpages?\b|\bblocks?\b)|^\W*(?:authori[sz]ed\s+)?signatures?\W*$|\(\s*signature\s*\)|\bin\s+witness\s+whereof\b/iu;
/** How many sentences around a date line are searched for the signatures it dates. */
const SIGNATURE_REACH = 6;

export interface AgreementDate {
  sentence: Sentence;
  mention: DateMention;
  /** Read from the signatures: when the last party signed, which a stated effective date outranks. */
  signed?: boolean;
  /** The date a heading gives this version of standard terms: all the document states, and not when it took effect. */
  version?: boolean;
  /** A date standing alone under the title of terms nobody signs: it dates their wording, and no sentence makes them effective on it. */
  dateLine?: boolean;
  /**
   * The date terms nobody signs say they are effective ("Effective: March 2, 2019" under the title): when this version
   * of the wording took effect. Each user agrees on accepting it, so it is no agreement date; it is their effective date.
   */
  termsEffective?: boolean;
}

const LATER_DATE_CUE = new RegExp(String.raw`${AGREEMENT_DATE_CUE.source}|\b(?:${TAKES_EFFECT_ON})\b`, 'iu');

/**
 * The date the agreement is made: stated in its opening with a cue ("dated", "made as of"); else a
 * date standing alone on the cover; else in the preamble wherever it is; else the witness clause or
 * the last signature's date.
 */
export function agreementDateOf(given: readonly Sentence[]): AgreementDate | undefined {
  // A version heading dates the wording of the terms: told only when nothing else dates the document.
  const sentences = withoutVersionHeadings(given);
  const ownDate = { notAfter: ANOTHER_DOCUMENTS_DATE, context: DOCUMENT_CONTEXT };
  // A cue after its date ('… June 20, 2015 (the "Effective Date")') dates the agreement only in a sentence
  // about the agreement: "each valued as of its issue date" follows a payment's date.
  const cued = { ...ownDate, beforeCueWhen: ABOUT_THIS_DOCUMENT };
  const stated = datedSentence(sentences, AGREEMENT_DATE_CUE, OPENING_SENTENCES, {
    ...cued,
    notAfter: NOT_THE_AGREEMENTS_DATE,
  });
  const executedAsOfStatedDate = sentences.some((sentence) => EXECUTED_AS_OF_STATED_DATE.test(sentence.text));
  return latestWording(
    termsEffectiveIn(stated, sentences) ??
      coverDate(sentences) ??
      datedSentence(sentences, PREAMBLE, undefined, { ...ownDate, afterCueOnly: true }) ??
      datedSentence(sentences, WITNESS, undefined, { afterCueOnly: true }) ??
      (executedAsOfStatedDate ? undefined : lastSignatureDate(sentences)) ??
      // A form's "EFFECTIVE DATE: October 1, 2012" field dates the agreement only when no signature does, or when the
      // parties sign it as of that date.
      termsEffectiveIn(datedSentence(sentences, LATER_DATE_CUE, OPENING_SENTENCES, cued), sentences) ??
      (executedAsOfStatedDate ? lastSignatureDate(sentences) : undefined) ??
      // Terms nobody signs may state when they are effective on the last line, under the last clause.
      termsEffectiveIn(closingEffectiveLine(given), sentences) ??
      versionDate(given),
    given,
  );
}

/**
 * Terms that say when they were first effective and when their latest version took effect ("Effective date: …",
 * "Latest version effective from: …") are in force in that latest wording: its date is the one to tell.
 */
function latestWording(found: AgreementDate | undefined, given: readonly Sentence[]): AgreementDate | undefined {
  if (!found?.termsEffective) return found;
  const latest = versionDate(given);
  return latest && laterThan(latest.mention, found.mention) ? latest : found;
}

// The words before a date that say only when something is effective, with no word of making, dating or signing.
const EFFECTIVE_ONLY = new RegExp(String.raw`\beffective\b|\b(?:${IN_EFFECT_FROM}|${TAKES_EFFECT_ON})\b`, 'iu');
const MADE_OR_SIGNED =
  /\b(?:dated|made|entered|executed|signed|agreement\s+date|date\s+of\s+this\s+agreement|agree\s+as\s+follows)\b/iu;

/** A date stated as when terms nobody signs are effective is told as theirs, not as the day anyone agreed. */
function termsEffectiveIn(found: AgreementDate | undefined, sentences: readonly Sentence[]): AgreementDate | undefined {
  if (!found) return undefined;
  const before = found.sentence.text.slice(0, found.mention.index);
  const effectiveOnly = EFFECTIVE_ONLY.test(before) && !MADE_OR_SIGNED.test(found.sentence.text);
  if (!effectiveOnly || sentences.some((sentence) => SIGNED.test(sentence.text))) return found;
  return { ...found, termsEffective: true };
}

// The field for the document's own date: "Contract date", "Date:", "Dated: ________", "Agreement date: [insert]".
const OWN_DATE_FIELD =
  /^\W*(?:(?:contract|agreement)\s+date|date\s+of\s+(?:this\s+)?(?:agreement|contract)|dated?)\b\s*:?\s*(.*)$/iu;

/** A form whose field for its own date is left empty: a template to be filled in, not an agreement made on a day. */
function leavesItsDateBlank(sentences: readonly Sentence[]): boolean {
  return sentences.some((sentence) => {
    const field = OWN_DATE_FIELD.exec(sentence.text.trim());
    return field !== null && datesIn(sentence.text).length === 0 && isBlankValue(field[1] ?? '');
  });
}

// "______ Date", "Date: ________": a signature's date field ruled for filling in, with no date in it; "/s/" shows a
// filed copy that was signed.
const BLANK_DATE_FIELD = /^\s*(?:_{3,}\s*date|date\s*:?\s*_{3,})\s*$/iu;

function leavesSignatureDateBlank(sentences: readonly Sentence[]): boolean {
  return (
    sentences.some((sentence) => BLANK_DATE_FIELD.test(sentence.text)) &&
    !sentences.some((sentence) => /\/s\//u.test(sentence.text))
  );
}

function versionDate(sentences: readonly Sentence[]): AgreementDate | undefined {
  // A footer's date dates the wording of terms nobody signs; under a form's unsigned signatures or beside its blank
  // date field, it dates the template the agreement is to be made from.
  const readFoot = !sentences.some((sentence) => SIGNED.test(sentence.text)) && !leavesItsDateBlank(sentences);
  const found =
    versionDateOf(sentences, { readFoot }) ??
    (readFoot ? (changeLogDate(sentences) ?? dateClosingTheTerms(sentences)) : undefined);
  return found && { ...found, version: true };
}

/** A date alone on the last line of terms nobody signs dates their wording, as a publisher's footer does. */
function dateClosingTheTerms(sentences: readonly Sentence[]): { sentence: Sentence; mention: DateMention } | undefined {
  const last = sentences.at(-1);
  const mention = last && dateAlone(last);
  return last && mention ? { sentence: last, mention } : undefined;
}

/** A sentence that speaks of the agreement itself ("This Agreement", "hereof", 'the "Effective Date"'). */
const ABOUT_THIS_DOCUMENT =
  /\b(?:this|the)\s+(?:[\w-]+\s+){0,4}(?:agreement|amendment|contract|lease|licen[cs]e)\b|\bhere(?:of|by|in|under)\b|["“]effective\s+date["”]/iu;
/** Another document's date, or a form's labelled event date ("Effective Date: …"), which a signature outranks. */
const NOT_THE_AGREEMENTS_DATE = new RegExp(`${ANOTHER_DOCUMENTS_DATE.source}|${EVENT_DATE_LABEL.source}`, 'iu');

// "DATED" on a line of its own, the date on the next: how many agreements drafted in England open.
const DATED_LABEL = /^\W*dated\W*$/iu;

/**
 * A date standing alone on the cover, or on the line after a "DATED" label wherever the opening
 * puts it (a definitions list may come first).
 */
function coverDate(sentences: readonly Sentence[]): AgreementDate | undefined {
  const opening = sentences.slice(0, OPENING_SENTENCES);
  for (const [position, sentence] of opening.entries()) {
    const labelled = position > 0 && DATED_LABEL.test(opening[position - 1]?.text ?? '');
    if (position >= COVER_SENTENCES && !labelled) continue;
    const only = dateAlone(sentence) ?? (position < COVER_SENTENCES ? dateAfterTitle(sentence) : undefined);
    if (!only) continue;
    // Terms nobody signs (accepted by an order or by use) carry the date of their wording under the title; a
    // signed instrument's cover date is the day it is made.
    // A form whose signature fields are still blank, its date among them, is a template: its cover date dates the wording.
    const unsigned =
      !labelled && (!sentences.some((near) => SIGNED.test(near.text)) || leavesSignatureDateBlank(sentences));
    return { sentence, mention: only, ...(unsigned ? { dateLine: true } : {}) };
  }
  return undefined;
}

/** The latest date written for a signature: after "Date:", or on a line of its own beside the signatures. */
function lastSignatureDate(sentences: readonly Sentence[]): AgreementDate | undefined {
  let latest: AgreementDate | undefined;
  sentences.forEach((sentence, position) => {
    const alone = position >= COVER_SENTENCES ? dateAlone(sentence) : undefined;
    const nearSignatures = besideSignatures(sentences, position);
    const mentions = datesIn(sentence.text);
    for (const mention of mentions) {
      // Labels set in a row above their dates ("Date: Date: 3-29-2016 3-31-16"): the dates between are set aside.
      const before = withoutDates(sentence.text.slice(0, mention.index), mentions).slice(-30);
      const labelled =
        (SIGNATURE_DATE.test(before) ||
          (nearSignatures && DATE_LABEL_AFTER.test(sentence.text.slice(mention.index + mention.text.length))) ||
          (nearSignatures &&
            SIGNATURE_DATE_BESIDE_SIGNATURES.test(
              sentence.text.slice(Math.max(0, mention.index - 100), mention.index),
            ) &&
            !ANOTHER_DOCUMENTS_DATE.test(
              sentence.text.slice(Math.max(0, mention.index - DOCUMENT_CONTEXT), mention.index),
            ))) &&
        !EVENT_DATE_NAMED.test(before);
      if (!labelled && !(alone !== undefined && nearSignatures && mention.index === alone.index)) continue;
      if (!latest || laterThan(mention, latest.mention)) latest = { sentence, mention, signed: true };
    }
  });
  return latest;
}

/** The text with the given dates taken out of it, where they fall in it. */
function withoutDates(text: string, mentions: readonly DateMention[]): string {
  let rest = text;
  for (const mention of [...mentions].reverse()) {
    if (mention.index + mention.text.length <= text.length)
      rest = rest.slice(0, mention.index) + rest.slice(mention.index + mention.text.length);
  }
  return rest;
}

/** Whether signatures ("By:", "/s/", "Name:") stand in or around the sentence at `position`. */
function besideSignatures(sentences: readonly Sentence[], position: number): boolean {
  return sentences
    .slice(Math.max(0, position - SIGNATURE_REACH), position + SIGNATURE_REACH + 1)
    .some((near) => SIGNATURE_BLOCK.test(near.text));
}

// A title with its date set after it: "Platform Terms of Use (5 March 2021)", "Hosting Agreement between A and B,
// 18/9/2008", "Community Charter — 2021-03-05". A document's name, a dash, bracket or comma, then the date.
const TITLE_BEFORE_DATE =
  /^\W*[^.;:!?]{0,100}\b(?:agreement|contract|terms|conditions|polic(?:y|ies)|rules|memorandum|licen[cs]e|charter)\b[^.;:!?]{0,60}?(?:\s[—–-]|\(|,)\s*$/iu;
/** A title is a short line, no sentence of the terms. */
const TITLE_WORDS = 16;

/** The date closing a title line, where nothing follows it and no earlier document is named for it. */
function dateAfterTitle(sentence: Sentence): DateMention | undefined {
  const mentions = datesIn(sentence.text);
  const only = mentions.length === 1 ? mentions[0] : undefined;
  if (!only || sentence.text.trim().split(/\s+/u).length > TITLE_WORDS) return undefined;
  const after = sentence.text.slice(only.index + only.text.length);
  if (!/^[\s)\].]*$/u.test(after) || datesAnotherDocument(sentence.text, only)) return undefined;
  // A day read with its bracket ("(5 March 2021") leaves that bracket out of the words before it.
  const bracket = only.text.startsWith('(') ? '(' : '';
  return TITLE_BEFORE_DATE.test(sentence.text.slice(0, only.index) + bracket) ? only : undefined;
}

/** The date of a line that is a date and nothing more ("March 5, 2009", "Dated 3/29/2018"). */
function dateAlone(sentence: Sentence): DateMention | undefined {
  const mentions = datesIn(sentence.text);
  const only = mentions.length === 1 ? mentions[0] : undefined;
  if (!only) return undefined;
  const rest = sentence.text.slice(0, only.index) + sentence.text.slice(only.index + only.text.length);
  return DATE_LINE.test(rest.trim()) ? only : undefined;
}
