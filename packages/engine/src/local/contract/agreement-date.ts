import type { Sentence } from '../../text/sentences';
import { type DateMention, datedSentence, datesIn } from './contract-dates';

/** Agreements state their date and parties in the opening; later dates are mostly other events. */
const OPENING_SENTENCES = 40;
/** A cover page or letterhead dates the document in its first lines. */
const COVER_SENTENCES = 12;

const AGREEMENT_DATE_CUE =
  /\b(?:dated|made|entered\s+into|executed|as\s+of|effective|agreement\s+date|date\s+of\s+this\s+agreement)\b/i;
// The preamble, wherever a cover page, a table of contents or an earlier exhibit pushed it:
// "This Distributorship Agreement … is entered into as of March 18, 2019".
const PREAMBLE =
  /^[^.]{0,150}?\bthis\s+(?:[\w-]+\s+){0,6}(?:agreement|contract)\b[^.]{0,160}?\b(?:is\s+|are\s+)?(?:made|entered\s+into|dated|executed|signed)\b/i;
// A line that is a date and nothing more ("September 26, 2018", "Dated 3/29/2018").
const DATE_LINE = /^\W*(?:dated|date[:\s])?\s*$/i;
// The signatures' dates ("Date: August 08, 2018"): the agreement is made when the last party signs.
const SIGNATURE_DATE = /(?:^|\s)(?:date\s*:|dated\s*:?)\s*$/i;
// "Termination Date:", "Effective Date:": a labelled event of the agreement, not a signature.
const EVENT_DATE_LABEL =
  /\b(?:termination|effective|expiration|expiry|commencement|start|end|closing|delivery|due|payment|invoice|issue|renewal|launch)\s+date\s*:\s*$/i;
const WITNESS = /\bin\s+witness\s+whereof\b/i;

export interface AgreementDate {
  sentence: Sentence;
  mention: DateMention;
}

/**
 * The date the agreement is made: stated in its opening with a cue ("dated", "made as of"); else a
 * date standing alone on the cover; else in the preamble wherever it is; else the witness clause or
 * the last signature's date.
 */
export function agreementDateOf(sentences: readonly Sentence[]): AgreementDate | undefined {
  return (
    datedSentence(sentences, AGREEMENT_DATE_CUE, OPENING_SENTENCES) ??
    coverDate(sentences) ??
    datedSentence(sentences, PREAMBLE, undefined, { afterCueOnly: true }) ??
    datedSentence(sentences, WITNESS, undefined, { afterCueOnly: true }) ??
    lastSignatureDate(sentences)
  );
}

function coverDate(sentences: readonly Sentence[]): AgreementDate | undefined {
  for (const sentence of sentences.slice(0, COVER_SENTENCES)) {
    const mentions = datesIn(sentence.text);
    const only = mentions.length === 1 ? mentions[0] : undefined;
    if (!only) continue;
    const rest = sentence.text.slice(0, only.index) + sentence.text.slice(only.index + only.text.length);
    if (DATE_LINE.test(rest.trim())) return { sentence, mention: only };
  }
  return undefined;
}

function lastSignatureDate(sentences: readonly Sentence[]): AgreementDate | undefined {
  let latest: AgreementDate | undefined;
  for (const sentence of sentences) {
    for (const mention of datesIn(sentence.text)) {
      const before = sentence.text.slice(Math.max(0, mention.index - 30), mention.index);
      if (!SIGNATURE_DATE.test(before) || EVENT_DATE_LABEL.test(before)) continue;
      if (!latest || laterThan(mention, latest.mention)) latest = { sentence, mention };
    }
  }
  return latest;
}

function laterThan(a: DateMention, b: DateMention): boolean {
  const key = ({ date }: DateMention) => date.year * 10_000 + date.month * 100 + date.day;
  return key(a) > key(b);
}
