import type { Sentence } from '../../text/sentences';
import { ANOTHER_DOCUMENTS_DATE, type DateMention, DOCUMENT_CONTEXT, datedSentence, datesIn } from './contract-dates';
import { versionDateOf, withoutVersionHeadings } from './version-date';

// Read here first; the fact statements and the contract facts still import them from this module.
export { ANOTHER_DOCUMENTS_DATE, DOCUMENT_CONTEXT };

/** Agreements state their date and parties in the opening; later dates are mostly other events. */
const OPENING_SENTENCES = 40;
/** A cover page or letterhead dates the document in its first lines. */
const COVER_SENTENCES = 12;

const AGREEMENT_DATE_CUE =
  /\b(?:dated|made|entered(?:\s+into)?|executed|as\s+of|effective|agreement\s+date|date\s+of\s+this\s+agreement)\b/i;
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
const SIGNATURE_DATE = /(?:^|\s)(?:date|dated)\s*:\s*$|^\W*dated\s*$/i;
// Beside the signatures, a bare "dated" or a signature's record ("[signature certified … on March 3, 2020]")
// dates a signature too.
const SIGNATURE_DATE_BESIDE_SIGNATURES = /(?:^|\s)dated\s*$|\bsignature\b[^.;\]]{0,80}\bon\s+$/i;
// "Termination Date:", "Effective Date:": a labelled event of the agreement, not a signature.
const EVENT_DATE_LABEL =
  /\b(?:termination|effective|expiration|expiry|commencement|start|end|closing|delivery|due|payment|invoice|issue|renewal|launch)\s+date\s*:\s*$/i;
// "IN WITNESS WHEREOF …", "THUS DONE AND SIGNED at Pretoria on this 31st day of March 2011".
// "Signed and effective this 25th day of May, 2010": the closing line that dates the signing.
const WITNESS =
  /\bin\s+witness\s+whereof\b|\bdone\s+and\s+signed\b|\bsigned\s+at\s+[^.,]{2,40}\s+on\b|^\W*signed\s+(?:and\s+(?:effective|dated|executed|delivered)\s+)?(?:this|on)\b/i;
// What stands around signatures: "By:", "/s/" (or "\s\" as some filings type it), "Name: … Title: …".
const SIGNATURE_BLOCK = /\bby\s*:|\/s\/|\\s\\|\bname\s*:|\btitle\s*:|\bsignature\b/i;
// Signs that the parties sign the document: signature fields or the witness clause.
const SIGNED = /\bby\s*:|\/s\/|\\s\\|\bname\s*:|\bsignature\b|\bin\s+witness\s+whereof\b/iu;
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
  return (
    (stated && withTermsEffective(stated, sentences)) ??
    coverDate(sentences) ??
    datedSentence(sentences, PREAMBLE, undefined, { ...ownDate, afterCueOnly: true }) ??
    datedSentence(sentences, WITNESS, undefined, { afterCueOnly: true }) ??
    lastSignatureDate(sentences) ??
    // A form's "EFFECTIVE DATE: October 1, 2012" field dates the agreement only when no signature does.
    datedSentence(sentences, AGREEMENT_DATE_CUE, OPENING_SENTENCES, cued) ??
    versionDate(given)
  );
}

// The words before a date that say only when something is effective, with no word of making, dating or signing.
const EFFECTIVE_ONLY = /\beffective\b/iu;
const MADE_OR_SIGNED =
  /\b(?:dated|made|entered|executed|signed|agreement\s+date|date\s+of\s+this\s+agreement|agree\s+as\s+follows)\b/iu;

/** A date stated as when terms nobody signs are effective is told as theirs, not as the day anyone agreed. */
function withTermsEffective(found: AgreementDate, sentences: readonly Sentence[]): AgreementDate {
  const before = found.sentence.text.slice(0, found.mention.index);
  const effectiveOnly = EFFECTIVE_ONLY.test(before) && !MADE_OR_SIGNED.test(found.sentence.text);
  if (!effectiveOnly || sentences.some((sentence) => SIGNED.test(sentence.text))) return found;
  return { ...found, termsEffective: true };
}

function versionDate(sentences: readonly Sentence[]): AgreementDate | undefined {
  const found = versionDateOf(sentences);
  return found && { ...found, version: true };
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
    const only = dateAlone(sentence);
    if (!only) continue;
    // Terms nobody signs (accepted by an order or by use) carry the date of their wording under the title; a
    // signed instrument's cover date is the day it is made.
    const unsigned = !labelled && !sentences.some((near) => SIGNED.test(near.text));
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
    for (const mention of datesIn(sentence.text)) {
      const before = sentence.text.slice(Math.max(0, mention.index - 30), mention.index);
      const labelled =
        (SIGNATURE_DATE.test(before) ||
          (nearSignatures &&
            SIGNATURE_DATE_BESIDE_SIGNATURES.test(
              sentence.text.slice(Math.max(0, mention.index - 100), mention.index),
            ) &&
            !ANOTHER_DOCUMENTS_DATE.test(
              sentence.text.slice(Math.max(0, mention.index - DOCUMENT_CONTEXT), mention.index),
            ))) &&
        !EVENT_DATE_LABEL.test(before);
      if (!labelled && !(alone !== undefined && nearSignatures && mention.index === alone.index)) continue;
      if (!latest || laterThan(mention, latest.mention)) latest = { sentence, mention, signed: true };
    }
  });
  return latest;
}

/** Whether signatures ("By:", "/s/", "Name:") stand in or around the sentence at `position`. */
function besideSignatures(sentences: readonly Sentence[], position: number): boolean {
  return sentences
    .slice(Math.max(0, position - SIGNATURE_REACH), position + SIGNATURE_REACH + 1)
    .some((near) => SIGNATURE_BLOCK.test(near.text));
}

/** The date of a line that is a date and nothing more ("March 5, 2009", "Dated 3/29/2018"). */
function dateAlone(sentence: Sentence): DateMention | undefined {
  const mentions = datesIn(sentence.text);
  const only = mentions.length === 1 ? mentions[0] : undefined;
  if (!only) return undefined;
  const rest = sentence.text.slice(0, only.index) + sentence.text.slice(only.index + only.text.length);
  return DATE_LINE.test(rest.trim()) ? only : undefined;
}

function laterThan(a: DateMention, b: DateMention): boolean {
  const key = ({ date }: DateMention) => date.year * 10_000 + date.month * 100 + date.day;
  return key(a) > key(b);
}
